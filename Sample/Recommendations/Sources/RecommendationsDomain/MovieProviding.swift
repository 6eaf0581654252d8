/// Why movie data could not be provided.
public enum MovieProvidingError: Error, Equatable, Sendable {
    case unavailable
}

/// The port through which Recommendations obtains movies, whatever context owns them.
public protocol MovieProviding: Sendable {
    /// Movies the person already chose to watch.
    func watchlistMovies() async throws(MovieProvidingError) -> [RecommendedMovie]
    /// Movies that may be suggested.
    func candidateMovies() async throws(MovieProvidingError) -> [RecommendedMovie]
}
