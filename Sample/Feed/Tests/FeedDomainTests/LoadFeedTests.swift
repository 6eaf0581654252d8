import CoreDomain
import FeedDomain
import Foundation
import Testing

struct StubFeedRepository: FeedRepository {
    var result: Result<[FeedItem], FeedError>

    func items() throws(FeedError) -> [FeedItem] {
        try result.get()
    }
}

func item(_ id: Int, hoursAgo: Double) -> FeedItem {
    FeedItem(
        id: FeedItem.ID(id), kind: .news, headline: "#\(id)", summary: "", author: nil,
        publishedAt: LoadFeedTests.now.addingTimeInterval(-hoursAgo * 3600))
}

struct LoadFeedTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    func useCase(_ result: Result<[FeedItem], FeedError>) -> LoadFeed {
        LoadFeed(repository: StubFeedRepository(result: result), now: { Self.now })
    }

    @Test func ordersNewestFirstAndHidesScheduledItems() async throws {
        let items = [item(1, hoursAgo: 5), item(2, hoursAgo: -1), item(3, hoursAgo: 1), item(4, hoursAgo: 1)]
        let feed = try await useCase(.success(items)).execute(limit: 10)
        #expect(feed.map(\.id.rawValue) == [3, 4, 1])
    }

    @Test func keepsAtMostTheLimit() async throws {
        let items = (1...5).map { item($0, hoursAgo: Double($0)) }
        #expect(try await useCase(.success(items)).execute(limit: 2).map(\.id.rawValue) == [1, 2])
    }

    @Test func reportsAnUnavailableFeed() async {
        await #expect(throws: LoadFeedError.feedUnavailable) {
            try await useCase(.failure(.unavailable(reason: "x"))).execute(limit: 10)
        }
    }
}
