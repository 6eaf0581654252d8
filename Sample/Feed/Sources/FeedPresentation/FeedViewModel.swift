import FeedDomain
import Foundation
import Observation
import Presentation

/// Presents the feed as rows.
@MainActor
@Observable
public final class FeedViewModel {
    /// What the screen needs from the outside world.
    public struct Dependencies: Sendable {
        public var loadFeed: @Sendable () async throws -> [FeedItem]

        public init(loadFeed: @escaping @Sendable () async throws -> [FeedItem]) {
            self.loadFeed = loadFeed
        }
    }

    public private(set) var state: ViewState<[FeedRow]> = .initial

    @ObservationIgnored private let dependencies: Dependencies
    @ObservationIgnored private weak var navigator: (any FeedNavigating)?

    public init(dependencies: Dependencies, navigator: (any FeedNavigating)?) {
        self.dependencies = dependencies
        self.navigator = navigator
    }

    public func load() async {
        state = .loading
        do {
            state = .ready(try await dependencies.loadFeed().map(Self.row))
        } catch {
            state = .error(
                ErrorMessage(title: "Feed unavailable", message: "The feed could not be loaded.", isRetryable: true))
        }
    }

    public func open(_ id: FeedItem.ID) {
        navigator?.openFeedItem(id)
    }

    private static func row(for item: FeedItem) -> FeedRow {
        // A fixed UTC day keeps the byline identical on every device and in tests.
        let day = item.publishedAt.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
        let byline: [String] = [item.kind.rawValue.capitalized, item.author, day].compactMap { $0 }
        return FeedRow(
            id: item.id, headline: item.headline, summary: item.summary, byline: byline.joined(separator: " · "))
    }
}
