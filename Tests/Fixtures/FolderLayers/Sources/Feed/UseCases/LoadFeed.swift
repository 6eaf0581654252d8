/// Loads the feed and keeps only the images with a description.
public struct LoadFeed {
    private let loader: FeedLoader

    public init(loader: FeedLoader) {
        self.loader = loader
    }

    public func callAsFunction() async throws -> [FeedImage] {
        try await loader.load().filter { $0.description != nil }
    }
}
