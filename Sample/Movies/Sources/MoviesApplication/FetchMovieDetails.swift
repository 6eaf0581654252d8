import MoviesDomain

/// A movie together with whether it is on the watchlist: what a details screen needs.
public struct MovieDetails: Hashable, Sendable {
    public var movie: Movie
    public var isOnWatchlist: Bool

    public init(movie: Movie, isOnWatchlist: Bool) {
        self.movie = movie
        self.isOnWatchlist = isOnWatchlist
    }
}

/// Why a movie's details could not be fetched.
public enum FetchMovieDetailsError: Error, Equatable, Sendable {
    case movieNotFound
    case catalogueUnavailable
}

/// Fetches one movie and its watchlist membership.
public protocol FetchMovieDetailsUseCase: Sendable {
    func execute(movieID: Movie.ID) async throws(FetchMovieDetailsError) -> MovieDetails
}

/// The default implementation over a `MovieRepository`.
public struct FetchMovieDetails: FetchMovieDetailsUseCase {
    private let repository: any MovieRepository

    public init(repository: any MovieRepository) {
        self.repository = repository
    }

    public func execute(movieID: Movie.ID) async throws(FetchMovieDetailsError) -> MovieDetails {
        do {
            let movie = try await repository.movie(withID: movieID)
            return MovieDetails(movie: movie, isOnWatchlist: await repository.isOnWatchlist(movieID))
        } catch .notFound {
            throw .movieNotFound
        } catch {
            throw .catalogueUnavailable
        }
    }
}
