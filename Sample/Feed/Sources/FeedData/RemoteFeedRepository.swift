import FeedDomain
import Foundation

/// `FeedRepository` reading `<baseURL>/feed.json`, falling back to the last good copy.
public struct RemoteFeedRepository: FeedRepository {
    private let url: URL
    private let client: any HTTPClient
    private let cache: any FeedLocalCache

    public init(baseURL: URL, client: any HTTPClient, cache: any FeedLocalCache = InMemoryFeedLocalCache()) {
        self.url = baseURL.appendingPathComponent("feed.json")
        self.client = client
        self.cache = cache
    }

    public func items() async throws(FeedError) -> [FeedItem] {
        do {
            let items = try await fetch()
            await cache.save(items)
            return items
        } catch {
            if let cached = await cache.lastItems() { return cached }
            throw error
        }
    }

    private func fetch() async throws(FeedError) -> [FeedItem] {
        let response: (status: Int, body: Data)
        do {
            response = try await client.get(url)
        } catch {
            throw .unavailable(reason: "no response from \(url.absoluteString)")
        }
        guard (200..<300).contains(response.status) else {
            throw .unavailable(reason: "HTTP \(response.status) from \(url.absoluteString)")
        }
        do {
            return try FeedResponseDTO.decode(response.body).items.compactMap(FeedItem.init)
        } catch {
            throw .unavailable(reason: "unreadable feed: \(error)")
        }
    }
}
