import CoreDomain
import MoviesDomain

public struct RemoteMovieRepository: MovieRepository {
    public func movie(_ id: Identifier) async throws -> Movie { Movie(id: id, title: "Heat") }
}
