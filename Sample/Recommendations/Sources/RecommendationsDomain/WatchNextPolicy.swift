/// The ranking rule for "watch next": prefer movies sharing genres with the watchlist, then
/// better rated ones, never one already on the watchlist.
public struct WatchNextPolicy: Sendable {
    /// How much one shared genre weighs against one rating point.
    public var genreWeight: Double

    public init(genreWeight: Double = 2) {
        self.genreWeight = genreWeight
    }

    /// The candidates ranked best first, ties broken by title so the order is stable.
    public func rank(_ candidates: [RecommendedMovie], given watchlist: [RecommendedMovie]) -> [RecommendedMovie] {
        let watched = Set(watchlist.map(\.id))
        let tasteGenres = watchlist.reduce(into: [String: Int]()) { counts, movie in
            for genre in movie.genres { counts[genre, default: 0] += 1 }
        }
        func score(_ movie: RecommendedMovie) -> Double {
            let overlap = movie.genres.reduce(0) { $0 + (tasteGenres[$1] ?? 0) }
            return Double(overlap) * genreWeight + movie.rating.value
        }
        return candidates
            .filter { !watched.contains($0.id) }
            .map { (movie: $0, score: score($0)) }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.movie.title < $1.movie.title }
            .map(\.movie)
    }
}
