import MoviesDomain

/// One line of the watchlist.
public struct WatchlistRow: Identifiable, Hashable, Sendable {
    public let id: Movie.ID
    public var title: String
    /// Year and rating, e.g. `2010 · ★ 8.4`.
    public var detail: String

    public init(id: Movie.ID, title: String, detail: String) {
        self.id = id
        self.title = title
        self.detail = detail
    }
}

/// The watchlist screen's content.
public struct WatchlistContent: Hashable, Sendable {
    public var rows: [WatchlistRow]
    /// Set when the last removal failed; the list stays as it was.
    public var notice: String?

    public init(rows: [WatchlistRow], notice: String? = nil) {
        self.rows = rows
        self.notice = notice
    }

    /// What to show instead of an empty list.
    public var emptyMessage: String? {
        rows.isEmpty ? "Your watchlist is empty. Add movies from their details page." : nil
    }
}
