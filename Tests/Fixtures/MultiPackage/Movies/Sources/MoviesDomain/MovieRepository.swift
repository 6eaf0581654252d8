import CoreDomain

/// "import MoviesInfrastructure" in a comment or a string is not an import.
public protocol MovieRepository: Sendable {
    func movie(_ id: Identifier) async throws -> Movie
}
let note = """
import MoviesInfrastructure
"""
