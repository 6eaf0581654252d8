import FeedDomain

/// The last feed that was read successfully, served when the network is not there.
public protocol FeedLocalCache: Sendable {
    func lastItems() async -> [FeedItem]?
    func save(_ items: [FeedItem]) async
}

/// `FeedLocalCache` in memory.
public actor InMemoryFeedLocalCache: FeedLocalCache {
    private var items: [FeedItem]?

    public init(items: [FeedItem]? = nil) {
        self.items = items
    }

    public func lastItems() -> [FeedItem]? { items }

    public func save(_ items: [FeedItem]) {
        self.items = items
    }
}
