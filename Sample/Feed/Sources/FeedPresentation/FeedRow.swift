import FeedDomain

/// One feed entry as displayed.
public struct FeedRow: Identifiable, Hashable, Sendable {
    public let id: FeedItem.ID
    public var headline: String
    public var summary: String
    /// Kind, author and date, e.g. `Review · R. Okafor · 2026-11-20`.
    public var byline: String

    public init(id: FeedItem.ID, headline: String, summary: String, byline: String) {
        self.id = id
        self.headline = headline
        self.summary = summary
        self.byline = byline
    }
}

/// Where the feed can lead; the app's router implements it.
@MainActor
public protocol FeedNavigating: AnyObject {
    func openFeedItem(_ id: FeedItem.ID)
}
