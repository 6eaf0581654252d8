import Foundation
import CoreDomain
import MoviesDomain

/// A `MovieRepository` over an array, with a switch to make every catalogue call fail.
public actor FakeMovieRepository: MovieRepository {
    public private(set) var movies: [Movie]
    public private(set) var watchlistIDs: [Movie.ID]
    /// When set, catalogue reads and watchlist writes throw it.
    public var failure: MovieError?

    public init(movies: [Movie] = [], watchlist: [Movie.ID] = [], failure: MovieError? = nil) {
        self.movies = movies
        self.watchlistIDs = watchlist
        self.failure = failure
    }

    public func fail(with error: MovieError?) {
        failure = error
    }

    public func movie(withID id: Movie.ID) throws(MovieError) -> Movie {
        if let failure { throw failure }
        guard let movie = movies.first(where: { $0.id == id }) else { throw .notFound(id) }
        return movie
    }

    public func popularMovies(page: Int) throws(MovieError) -> Page<Movie> {
        if let failure { throw failure }
        return Page(items: movies, number: page, totalPages: 1)
    }

    public func searchMovies(matching query: SearchQuery, page: Int) throws(MovieError) -> Page<Movie> {
        if let failure { throw failure }
        let matches = movies.filter { $0.title.localizedCaseInsensitiveContains(query.text) }
        return Page(items: matches, number: page, totalPages: 1)
    }

    public func watchlist() throws(MovieError) -> [Movie] {
        if let failure { throw failure }
        return watchlistIDs.compactMap { id in movies.first { $0.id == id } }
    }

    public func isOnWatchlist(_ id: Movie.ID) -> Bool {
        watchlistIDs.contains(id)
    }

    public func setOnWatchlist(_ isOnWatchlist: Bool, movieID: Movie.ID) throws(MovieError) {
        if let failure { throw failure }
        watchlistIDs.removeAll { $0 == movieID }
        if isOnWatchlist { watchlistIDs.append(movieID) }
    }
}
