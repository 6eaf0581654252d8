import Domain
import Foundation
#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import Glibc
#endif

public final class ProfileViewModel {
    public var profile: Profile

    public init(profile: Profile) {
        self.profile = profile
    }
}
