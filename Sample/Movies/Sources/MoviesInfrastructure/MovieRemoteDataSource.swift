import CoreDomain
import MoviesDomain

/// Why the remote catalogue failed.
public enum MovieRemoteDataSourceError: Error, Equatable, Sendable {
    case notFound
    /// No answer: offline, timeout, server down.
    case unreachable(String)
    /// An answer that could not be understood.
    case invalidResponse(String)
}

/// Where movies come from when the cache does not have them.
///
/// A port of the infrastructure layer, not of the domain: the domain only knows
/// `MovieRepository`. Adapters implement it over a concrete SDK and map its DTOs to `Movie`.
public protocol MovieRemoteDataSource: Sendable {
    func movie(withID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> Movie
    func popularMovies(page: Int) async throws(MovieRemoteDataSourceError) -> Page<Movie>
    func searchMovies(matching query: String, page: Int) async throws(MovieRemoteDataSourceError) -> Page<Movie>
}
