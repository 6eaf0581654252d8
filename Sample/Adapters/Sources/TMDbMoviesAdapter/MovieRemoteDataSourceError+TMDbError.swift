import MoviesInfrastructure
import TMDb

extension MovieRemoteDataSourceError {
    /// Missing movies stay distinguishable; server trouble is "unreachable" (worth retrying),
    /// anything else means the answer itself was wrong.
    init(_ error: TMDbError) {
        switch error {
        case .notFound: self = .notFound
        case .transport(let reason): self = .unreachable(reason)
        case .httpStatus(let status) where status >= 500: self = .unreachable("server error \(status)")
        case .invalidURL, .httpStatus, .decoding: self = .invalidResponse(error.description)
        }
    }
}
