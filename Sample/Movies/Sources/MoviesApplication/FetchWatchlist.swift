import MoviesDomain

/// Why the watchlist could not be read.
public enum FetchWatchlistError: Error, Equatable, Sendable {
    case catalogueUnavailable
}

/// Lists the movies on the watchlist, most recently added first.
public protocol FetchWatchlistUseCase: Sendable {
    func execute() async throws(FetchWatchlistError) -> [Movie]
}

/// The default implementation over a `MovieRepository`.
public struct FetchWatchlist: FetchWatchlistUseCase {
    private let repository: any MovieRepository

    public init(repository: any MovieRepository) {
        self.repository = repository
    }

    public func execute() async throws(FetchWatchlistError) -> [Movie] {
        do {
            return try await repository.watchlist().reversed()
        } catch {
            throw .catalogueUnavailable
        }
    }
}
