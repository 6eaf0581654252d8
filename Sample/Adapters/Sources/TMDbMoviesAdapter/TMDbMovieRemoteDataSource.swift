import CoreDomain
import Foundation
import MoviesDomain
import MoviesInfrastructure
import TMDb

/// Implements the Movies infrastructure's `MovieRemoteDataSource` with the TMDb SDK.
///
/// SDK types stop here: callers get `Movie` and `MovieRemoteDataSourceError`, never `MovieDTO`
/// or `TMDbError`.
public struct TMDbMovieRemoteDataSource: MovieRemoteDataSource {
    private let client: TMDbClient

    public init(client: TMDbClient) {
        self.client = client
    }

    /// Answers from the catalogue bundled with the SDK; no network.
    public static func bundled() -> TMDbMovieRemoteDataSource {
        TMDbMovieRemoteDataSource(client: .bundled())
    }

    /// Talks to a TMDb-compatible server, e.g. `https://api.themoviedb.org`.
    public static func live(baseURL: URL, apiKey: String) -> TMDbMovieRemoteDataSource {
        TMDbMovieRemoteDataSource(client: TMDbClient(baseURL: baseURL, apiKey: apiKey))
    }

    public func movie(withID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> Movie {
        do {
            return Movie(try await client.movie(id: id.rawValue))
        } catch {
            throw MovieRemoteDataSourceError(error)
        }
    }

    public func popularMovies(page: Int) async throws(MovieRemoteDataSourceError) -> Page<Movie> {
        do {
            return Page(try await client.popularMovies(page: page))
        } catch {
            throw MovieRemoteDataSourceError(error)
        }
    }

    public func searchMovies(matching query: String, page: Int) async throws(MovieRemoteDataSourceError) -> Page<Movie> {
        do {
            return Page(try await client.searchMovies(query: query, page: page))
        } catch {
            throw MovieRemoteDataSourceError(error)
        }
    }
}
