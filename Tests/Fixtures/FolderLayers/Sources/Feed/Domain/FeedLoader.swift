/// Loads the feed; the infrastructure implements it, the use cases call it.
public protocol FeedLoader {
    func load() async throws -> [FeedImage]
}
