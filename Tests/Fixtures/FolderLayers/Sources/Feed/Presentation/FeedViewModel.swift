/// What the feed screen shows.
public final class FeedViewModel {
    private let loadFeed: LoadFeed
    public private(set) var titles: [String] = []

    public init(loadFeed: LoadFeed) {
        self.loadFeed = loadFeed
    }

    public func refresh() async {
        titles = ((try? await loadFeed()) ?? []).compactMap(\.description)
    }
}
