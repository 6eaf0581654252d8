import RecommendationsDomain

/// Why no suggestions could be made.
public enum RecommendWatchNextError: Error, Equatable, Sendable {
    /// Suggestions are built from the watchlist; an empty one gives nothing to go on.
    case watchlistEmpty
    case moviesUnavailable
}

/// Suggests what to watch next from what is on the watchlist.
public protocol RecommendWatchNextUseCase: Sendable {
    func execute(limit: Int) async throws(RecommendWatchNextError) -> [RecommendedMovie]
}

/// The default implementation: asks `MovieProviding`, ranks with `WatchNextPolicy`.
public struct RecommendWatchNext: RecommendWatchNextUseCase {
    private let movies: any MovieProviding
    private let policy: WatchNextPolicy

    public init(movies: any MovieProviding, policy: WatchNextPolicy = WatchNextPolicy()) {
        self.movies = movies
        self.policy = policy
    }

    public func execute(limit: Int = 3) async throws(RecommendWatchNextError) -> [RecommendedMovie] {
        let watchlist: [RecommendedMovie]
        let candidates: [RecommendedMovie]
        do {
            watchlist = try await movies.watchlistMovies()
            candidates = watchlist.isEmpty ? [] : try await movies.candidateMovies()
        } catch {
            throw .moviesUnavailable
        }
        guard !watchlist.isEmpty else { throw .watchlistEmpty }
        return Array(policy.rank(candidates, given: watchlist).prefix(max(limit, 0)))
    }
}
