import Foundation
import CoreDomain
import MoviesInfrastructure

public struct Movie: Sendable {
    public let id: Identifier
    public let title: String
}
