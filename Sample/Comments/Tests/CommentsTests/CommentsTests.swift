import Comments
import Foundation
import Testing

private struct StubClient: CommentsHTTPClient {
    let status: Int
    let body: String

    func get(_ url: URL) async throws -> (status: Int, body: Data) { (status, Data(body.utf8)) }
}

private let image = UUID(uuidString: "6F7A8B9C-0000-4000-8000-000000000001")!
private let json = """
    {"items": [
      {"id": "6F7A8B9C-0000-4000-8000-0000000000A1", "message": "first", "created_at": "2026-01-01T10:00:00Z", "author": {"username": "ana"}},
      {"id": "6F7A8B9C-0000-4000-8000-0000000000A2", "message": "newer", "created_at": "2026-01-02T10:00:00Z", "author": {"username": "bo"}}
    ]}
    """

struct CommentsTests {
    @Test func theAPIDecodesTheServersComments() async throws {
        let loader = RemoteImageCommentsLoader(baseURL: URL(string: "https://example.com")!, client: StubClient(status: 200, body: json))
        let comments = try await loader.loadComments(forImage: image)
        #expect(comments.map(\.username) == ["ana", "bo"])
    }

    @Test func theAPIRejectsAnErrorStatus() async {
        let loader = RemoteImageCommentsLoader(baseURL: URL(string: "https://example.com")!, client: StubClient(status: 500, body: json))
        await #expect(throws: RemoteImageCommentsLoader.Error.invalidData) { try await loader.loadComments(forImage: image) }
    }

    @Test func theUseCaseKeepsTheNewestFirst() async throws {
        let loader = RemoteImageCommentsLoader(baseURL: URL(string: "https://example.com")!, client: StubClient(status: 200, body: json))
        let recent = try await LoadRecentComments(loader: loader, limit: 1)(image: image)
        #expect(recent.map(\.message) == ["newer"])
    }

    @Test func theViewModelShowsWhoWroteWhatAndWhen() async throws {
        let loader = RemoteImageCommentsLoader(baseURL: URL(string: "https://example.com")!, client: StubClient(status: 200, body: json))
        let now = ISO8601DateFormatter().date(from: "2026-01-03T10:00:00Z")!
        let model = try await ImageCommentsViewModel.load(image, with: LoadRecentComments(loader: loader), now: now)
        #expect(model.rows.map(\.text) == ["bo: newer", "ana: first"])
        #expect(model.rows.first?.age == "1 day ago")
    }
}
