/// The details screen's content, already formatted for display.
public struct MovieDetailsContent: Hashable, Sendable {
    public var title: String
    /// Year, runtime and genres, e.g. `2010 · 148 min · Action, Science Fiction`.
    public var subtitle: String
    public var rating: String
    public var overview: String
    public var isOnWatchlist: Bool
    /// Set when the last watchlist change failed; the screen keeps its content.
    public var watchlistNotice: String?

    public init(
        title: String, subtitle: String, rating: String, overview: String, isOnWatchlist: Bool,
        watchlistNotice: String? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.rating = rating
        self.overview = overview
        self.isOnWatchlist = isOnWatchlist
        self.watchlistNotice = watchlistNotice
    }

    public var watchlistButtonTitle: String {
        isOnWatchlist ? "Remove from Watchlist" : "Add to Watchlist"
    }
}
