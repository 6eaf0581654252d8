import Foundation
import CoreDomain
import MoviesDomain
import MoviesInfrastructure

/// A `MovieRemoteDataSource` over an array that counts its calls, so tests can tell a cache
/// hit from a remote fetch.
public actor FakeMovieRemoteDataSource: MovieRemoteDataSource {
    public var movies: [Movie]
    public var failure: MovieRemoteDataSourceError?
    public private(set) var calls: [String] = []

    public init(movies: [Movie] = [], failure: MovieRemoteDataSourceError? = nil) {
        self.movies = movies
        self.failure = failure
    }

    public func fail(with error: MovieRemoteDataSourceError?) {
        failure = error
    }

    public func movie(withID id: Movie.ID) throws(MovieRemoteDataSourceError) -> Movie {
        calls.append("movie(\(id))")
        if let failure { throw failure }
        guard let movie = movies.first(where: { $0.id == id }) else { throw .notFound }
        return movie
    }

    public func popularMovies(page: Int) throws(MovieRemoteDataSourceError) -> Page<Movie> {
        calls.append("popular(\(page))")
        if let failure { throw failure }
        return Page(items: movies.map(\.asListItem), number: page, totalPages: 1)
    }

    public func searchMovies(matching query: String, page: Int) throws(MovieRemoteDataSourceError) -> Page<Movie> {
        calls.append("search(\(query),\(page))")
        if let failure { throw failure }
        let matches = movies.filter { $0.title.localizedCaseInsensitiveContains(query) }
        return Page(items: matches.map(\.asListItem), number: page, totalPages: 1)
    }
}

extension Movie {
    /// The movie as a list endpoint returns it: without a runtime.
    fileprivate var asListItem: Movie {
        var item = self
        item.runtimeMinutes = nil
        return item
    }
}
