import CoreDomain
import MoviesDomain

/// Why the popular list could not be loaded.
public enum DiscoverMoviesError: Error, Equatable, Sendable {
    case catalogueUnavailable
}

/// Lists popular movies, best rated first, a page at a time.
public protocol DiscoverMoviesUseCase: Sendable {
    func execute(page: Int) async throws(DiscoverMoviesError) -> Page<Movie>
}

/// The default implementation over a `MovieRepository`.
public struct DiscoverMovies: DiscoverMoviesUseCase {
    private let repository: any MovieRepository

    public init(repository: any MovieRepository) {
        self.repository = repository
    }

    public func execute(page: Int = 1) async throws(DiscoverMoviesError) -> Page<Movie> {
        do {
            var result = try await repository.popularMovies(page: max(page, 1))
            // Sources disagree on "popular"; the product wants the best rated on top.
            result.items.sort { ($1.rating, $0.title) < ($0.rating, $1.title) }
            return result
        } catch {
            throw .catalogueUnavailable
        }
    }
}
