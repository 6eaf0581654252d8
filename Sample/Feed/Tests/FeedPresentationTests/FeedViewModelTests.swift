import FeedDomain
import FeedPresentation
import Foundation
import Presentation
import Testing

struct Failure: Error {}

@MainActor
final class NavigatorSpy: FeedNavigating {
    var opened: [FeedItem.ID] = []
    func openFeedItem(_ id: FeedItem.ID) { opened.append(id) }
}

@MainActor
struct FeedViewModelTests {
    let review = FeedItem(
        id: 7, kind: .review, headline: "Dune, revisited", summary: "Still good.", author: "R. Okafor",
        publishedAt: Date(timeIntervalSince1970: 1795165200))

    @Test func buildsBylinesFromKindAuthorAndDay() async {
        let item = review
        let model = FeedViewModel(dependencies: .init(loadFeed: { [item] }), navigator: nil)
        await model.load()
        #expect(model.state.content?.first?.byline == "Review · R. Okafor · 2026-11-20")
    }

    @Test func showsARetryableError() async {
        let model = FeedViewModel(dependencies: .init(loadFeed: { throw Failure() }), navigator: nil)
        await model.load()
        #expect(model.state.errorMessage?.isRetryable == true)
    }

    @Test func opensItemsThroughTheNavigator() {
        let navigator = NavigatorSpy()
        let model = FeedViewModel(dependencies: .init(loadFeed: { [] }), navigator: navigator)
        model.open(7)
        #expect(navigator.opened == [7])
    }
}
