import CoreDomain
import Presentation
import Testing

struct RatingTests {
    @Test(arguments: [(-3.0, 0.0), (4.25, 4.25), (12.0, 10.0)])
    func clampsValuesToTheScale(input: Double, expected: Double) {
        #expect(Rating(input).value == expected)
    }

    @Test func printsOneDecimal() {
        #expect(Rating(8.44).description == "8.4")
        #expect(Rating(7).description == "7.0")
    }
}

struct PageTests {
    @Test func knowsWhetherAnotherPageFollows() {
        #expect(Page(items: [1, 2], number: 1, totalPages: 3).hasNextPage)
        #expect(!Page(items: [1, 2], number: 3, totalPages: 3).hasNextPage)
    }

    @Test func mapsItemsAndKeepsPaging() {
        let page = Page(items: [1, 2], number: 2, totalPages: 5).map { "#\($0)" }
        #expect(page == Page(items: ["#1", "#2"], number: 2, totalPages: 5))
    }
}

struct ViewStateTests {
    @Test func exposesContentOnlyWhenReady() {
        #expect(ViewState<Int>.ready(3).content == 3)
        #expect(ViewState<Int>.loading.content == nil)
        #expect(ViewState<Int>.loading.isLoading)
    }

    @Test func mapKeepsErrors() {
        let message = ErrorMessage(title: "Offline", message: "No connection.", isRetryable: true)
        #expect(ViewState<Int>.error(message).map(String.init) == .error(message))
        #expect(ViewState<Int>.ready(4).map(String.init) == .ready("4"))
    }
}
