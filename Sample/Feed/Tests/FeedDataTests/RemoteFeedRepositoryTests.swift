import FeedData
import FeedDomain
import Foundation
import Synchronization
import Testing

/// Answers from a queue of canned results and records the URLs asked for.
final class StubHTTPClient: HTTPClient {
    private let responses: Mutex<[Result<(status: Int, body: Data), HTTPClientError>]>
    private let urls = Mutex<[URL]>([])

    init(_ responses: [Result<(status: Int, body: Data), HTTPClientError>]) {
        self.responses = Mutex(responses)
    }

    var requestedURLs: [URL] { urls.withLock { $0 } }

    func get(_ url: URL) async throws(HTTPClientError) -> (status: Int, body: Data) {
        urls.withLock { $0.append(url) }
        let next = responses.withLock { $0.isEmpty ? .failure(.transport("no more responses")) : $0.removeFirst() }
        return try next.get()
    }
}

func ok(_ json: String) -> Result<(status: Int, body: Data), HTTPClientError> {
    .success((200, Data(json.utf8)))
}

struct RemoteFeedRepositoryTests {
    let baseURL = URL(string: "https://cms.example.org/v1")!
    let oneReview = """
        {"items": [{"id": 7, "type": "review", "headline": "H", "body": "B", "author": "A",
                    "published_at": "2026-11-20T09:00:00Z"}]}
        """

    @Test func readsFeedJSONUnderTheBaseURLAndMapsItems() async throws {
        let client = StubHTTPClient([ok(oneReview)])
        let items = try await RemoteFeedRepository(baseURL: baseURL, client: client).items()

        #expect(client.requestedURLs.map(\.absoluteString) == ["https://cms.example.org/v1/feed.json"])
        #expect(items.count == 1)
        #expect(items.first?.kind == .review)
        #expect(items.first?.author == "A")
        #expect(items.first?.publishedAt == Date(timeIntervalSince1970: 1795165200))
    }

    @Test func skipsItemTypesItDoesNotKnow() async throws {
        let items = try await RemoteFeedRepository(baseURL: baseURL, client: BundledFeedHTTPClient()).items()
        #expect(items.map(\.id.rawValue).sorted() == [101, 102, 103])
    }

    @Test func servesTheLastGoodFeedWhenTheNetworkFails() async throws {
        let client = StubHTTPClient([ok(oneReview), .failure(.transport("offline"))])
        let repository = RemoteFeedRepository(baseURL: baseURL, client: client)

        let fresh = try await repository.items()
        let fallback = try await repository.items()

        #expect(fallback == fresh)
    }

    @Test(arguments: [
        Result<(status: Int, body: Data), HTTPClientError>.success((500, Data())),
        .success((200, Data("not json".utf8))),
        .failure(.transport("offline")),
    ])
    func reportsFailuresWhenNothingIsCached(response: Result<(status: Int, body: Data), HTTPClientError>) async {
        let repository = RemoteFeedRepository(baseURL: baseURL, client: StubHTTPClient([response]))
        do {
            _ = try await repository.items()
            Issue.record("expected an error")
        } catch {
            guard case .unavailable = error else { Issue.record("got \(error)"); return }
        }
    }
}
