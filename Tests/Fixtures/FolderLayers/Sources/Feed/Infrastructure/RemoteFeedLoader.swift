import Foundation

/// The feed from the network.
public final class RemoteFeedLoader: FeedLoader {
    private let url: URL

    public init(url: URL) {
        self.url = url
    }

    public func load() async throws -> [FeedImage] {
        let (data, _) = try await URLSession.shared.data(from: url)
        return try decodeFeed(data)
    }
}
