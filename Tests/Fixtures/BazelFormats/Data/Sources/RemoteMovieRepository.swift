import Domain
@_implementationOnly import Networking_networking

public struct RemoteMovieRepository: MovieRepository {
    public init() {}

    public func popularMovies() async throws -> [Movie] {
        let client = HTTPClient()
        _ = try await client.get(Endpoints.popularMovies)
        return []
    }
}
