/// Why the feed could not be read.
public enum FeedError: Error, Equatable, Sendable {
    case unavailable(reason: String)
}

/// The port through which the feed is read; implemented by `FeedData`.
public protocol FeedRepository: Sendable {
    /// The items the source currently publishes, in no particular order.
    func items() async throws(FeedError) -> [FeedItem]
}
