import CoreDomain
import MoviesDomain

/// The `MovieRepository` of the app: answers from the local cache when it can, otherwise asks
/// the remote data source and remembers what it returned.
public struct CachingMovieRepository: MovieRepository {
    private let remote: any MovieRemoteDataSource
    private let cache: any MovieLocalCache

    public init(remote: any MovieRemoteDataSource, cache: any MovieLocalCache) {
        self.remote = remote
        self.cache = cache
    }

    public func movie(withID id: Movie.ID) async throws(MovieError) -> Movie {
        // Lists do not carry a runtime; a cached list item is not enough for a details screen.
        if let cached = await cache.movie(withID: id), cached.runtimeMinutes != nil {
            return cached
        }
        let movie = try await fetch(id) { () async throws(MovieRemoteDataSourceError) in
            try await remote.movie(withID: id)
        }
        await cache.store([movie])
        return movie
    }

    public func popularMovies(page: Int) async throws(MovieError) -> Page<Movie> {
        let result = try await fetch(nil) { () async throws(MovieRemoteDataSourceError) in
            try await remote.popularMovies(page: page)
        }
        await cache.store(result.items)
        return result
    }

    public func searchMovies(matching query: SearchQuery, page: Int) async throws(MovieError) -> Page<Movie> {
        let result = try await fetch(nil) { () async throws(MovieRemoteDataSourceError) in
            try await remote.searchMovies(matching: query.text, page: page)
        }
        await cache.store(result.items)
        return result
    }

    public func watchlist() async throws(MovieError) -> [Movie] {
        var movies: [Movie] = []
        for id in await cache.watchlistIDs() {
            if let cached = await cache.movie(withID: id) {
                movies.append(cached)
            } else {
                movies.append(try await movie(withID: id))
            }
        }
        return movies
    }

    public func isOnWatchlist(_ id: Movie.ID) async -> Bool {
        await cache.watchlistIDs().contains(id)
    }

    public func setOnWatchlist(_ isOnWatchlist: Bool, movieID: Movie.ID) async throws(MovieError) {
        await cache.setOnWatchlist(isOnWatchlist, movieID: movieID)
    }

    /// Runs a remote call and translates its errors into the domain's.
    private func fetch<Result>(
        _ id: Movie.ID?, _ call: () async throws(MovieRemoteDataSourceError) -> Result
    ) async throws(MovieError) -> Result {
        do {
            return try await call()
        } catch {
            switch error {
            case .notFound:
                if let id { throw .notFound(id) }
                throw .unavailable(reason: "the catalogue answered 'not found' for a list")
            case .unreachable(let reason), .invalidResponse(let reason):
                throw .unavailable(reason: reason)
            }
        }
    }
}
