import MoviesDomain

/// Why the watchlist could not be changed.
public enum ToggleWatchlistError: Error, Equatable, Sendable {
    /// Only movies that exist in the catalogue can be added.
    case movieNotFound
    case couldNotSave
}

/// Adds a movie to the watchlist, or removes it when it is already there.
public protocol ToggleWatchlistUseCase: Sendable {
    /// - Returns: whether the movie is on the watchlist afterwards.
    func execute(movieID: Movie.ID) async throws(ToggleWatchlistError) -> Bool
}

/// The default implementation over a `MovieRepository`.
public struct ToggleWatchlist: ToggleWatchlistUseCase {
    private let repository: any MovieRepository

    public init(repository: any MovieRepository) {
        self.repository = repository
    }

    public func execute(movieID: Movie.ID) async throws(ToggleWatchlistError) -> Bool {
        let willBeOnWatchlist = await !repository.isOnWatchlist(movieID)
        do {
            if willBeOnWatchlist {
                // Removing needs no check: a movie that vanished from the catalogue must still go.
                _ = try await repository.movie(withID: movieID)
            }
            try await repository.setOnWatchlist(willBeOnWatchlist, movieID: movieID)
            return willBeOnWatchlist
        } catch .notFound {
            throw .movieNotFound
        } catch {
            throw .couldNotSave
        }
    }
}
