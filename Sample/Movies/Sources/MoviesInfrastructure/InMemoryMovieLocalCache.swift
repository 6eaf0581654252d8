import Caching
import Foundation
import MoviesDomain

/// A `MovieLocalCache` over the platform's `Cache` port: movies expire after `timeToLive`,
/// the watchlist does not.
public actor InMemoryMovieLocalCache: MovieLocalCache {
    private let movies: any Cache<Movie.ID, Movie>
    private var watchlist: [Movie.ID] = []

    /// - Parameter movies: where movies are kept; an in-memory cache of one hour by default.
    public init(movies: any Cache<Movie.ID, Movie> = InMemoryCache<Movie.ID, Movie>(timeToLive: 3600)) {
        self.movies = movies
    }

    public func movie(withID id: Movie.ID) async -> Movie? {
        await movies.value(forKey: id)
    }

    public func store(_ newMovies: [Movie]) async {
        for movie in newMovies {
            let merged = await movies.value(forKey: movie.id).map { $0.merging(movie) } ?? movie
            await movies.insert(merged, forKey: movie.id)
        }
    }

    public func watchlistIDs() -> [Movie.ID] {
        watchlist
    }

    public func setOnWatchlist(_ isOnWatchlist: Bool, movieID: Movie.ID) {
        watchlist.removeAll { $0 == movieID }
        if isOnWatchlist { watchlist.append(movieID) }
    }
}
