import CoreDomain
import MoviesDomain

/// Why a search gave no results page.
public enum SearchMoviesError: Error, Equatable, Sendable {
    /// The text is shorter than `SearchQuery.minimumLength` once trimmed.
    case queryTooShort(minimumLength: Int)
    case catalogueUnavailable
}

/// Searches the catalogue by title.
public protocol SearchMoviesUseCase: Sendable {
    func execute(query: String, page: Int) async throws(SearchMoviesError) -> Page<Movie>
}

/// The default implementation over a `MovieRepository`.
public struct SearchMovies: SearchMoviesUseCase {
    private let repository: any MovieRepository

    public init(repository: any MovieRepository) {
        self.repository = repository
    }

    public func execute(query: String, page: Int = 1) async throws(SearchMoviesError) -> Page<Movie> {
        guard let searchQuery = SearchQuery(query) else {
            throw .queryTooShort(minimumLength: SearchQuery.minimumLength)
        }
        do {
            return try await repository.searchMovies(matching: searchQuery, page: max(page, 1))
        } catch {
            throw .catalogueUnavailable
        }
    }
}
