import Foundation

/// An `HTTPClient` that answers `…/feed.json` with a feed shipped in the app, for offline
/// demos; every other URL is a 404.
public struct BundledFeedHTTPClient: HTTPClient {
    public init() {}

    public func get(_ url: URL) async throws(HTTPClientError) -> (status: Int, body: Data) {
        guard url.lastPathComponent == "feed.json" else { return (404, Data()) }
        return (200, Data(Self.feedJSON.utf8))
    }

    static let feedJSON = #"""
    {
      "items": [
        { "id": 101, "type": "review", "headline": "Dune, revisited",
          "body": "Three years on, the spice still flows: why the first part holds up.",
          "author": "R. Okafor", "published_at": "2024-11-20T09:00:00Z" },
        { "id": 102, "type": "news", "headline": "Festival line-up announced",
          "body": "Forty premieres, a retrospective of silent comedy and a night of restored prints.",
          "published_at": "2024-11-21T14:30:00Z" },
        { "id": 103, "type": "interview", "headline": "Scoring silence",
          "body": "A composer on the scenes she chose to leave without music.",
          "author": "M. Lindqvist", "published_at": "2024-11-18T17:15:00Z" },
        { "id": 104, "type": "podcast", "headline": "Episode 12",
          "body": "A kind of item this version of the app does not know how to show.",
          "published_at": "2024-11-19T08:00:00Z" }
      ]
    }
    """#
}
