import Foundation

public protocol MovieRepository: Sendable {
    func popularMovies() async throws -> [Movie]
}
