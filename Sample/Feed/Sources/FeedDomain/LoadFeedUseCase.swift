import Foundation

/// Why the feed could not be loaded.
public enum LoadFeedError: Error, Equatable, Sendable {
    case feedUnavailable
}

/// Loads the feed as readers see it: newest first, nothing scheduled for later.
public protocol LoadFeedUseCase: Sendable {
    func execute(limit: Int) async throws(LoadFeedError) -> [FeedItem]
}

/// The default implementation over a `FeedRepository`, with an injectable clock.
public struct LoadFeed: LoadFeedUseCase {
    private let repository: any FeedRepository
    private let now: @Sendable () -> Date

    public init(repository: any FeedRepository, now: @escaping @Sendable () -> Date = Date.init) {
        self.repository = repository
        self.now = now
    }

    public func execute(limit: Int = 20) async throws(LoadFeedError) -> [FeedItem] {
        let items: [FeedItem]
        do {
            items = try await repository.items()
        } catch {
            throw .feedUnavailable
        }
        let cutoff = now()
        // Editors schedule items ahead; they must not leak before their time.
        let published = items.filter { $0.publishedAt <= cutoff }
        let newestFirst = published.sorted {
            $0.publishedAt != $1.publishedAt ? $0.publishedAt > $1.publishedAt : $0.id < $1.id
        }
        return Array(newestFirst.prefix(max(limit, 0)))
    }
}
