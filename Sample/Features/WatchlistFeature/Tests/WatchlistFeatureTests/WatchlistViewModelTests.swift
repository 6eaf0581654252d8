import MoviesDomain
import MoviesTestSupport
import Presentation
import Synchronization
import Testing
import WatchlistFeature

struct Failure: Error {}

@MainActor
final class NavigatorSpy: WatchlistNavigating {
    var shown: [Movie.ID] = []
    func showMovieDetails(_ movieID: Movie.ID) { shown.append(movieID) }
}

/// A watchlist held in a mutex, shared by the stub closures.
final class StubWatchlist: Sendable {
    let ids: Mutex<[Movie.ID]>
    let movies: [Movie]

    init(_ movies: [Movie]) {
        self.movies = movies
        ids = Mutex(movies.map(\.id))
    }

    var dependencies: WatchlistViewModel.Dependencies {
        .init(
            fetchWatchlist: { self.ids.withLock { ids in self.movies.filter { ids.contains($0.id) } } },
            toggleWatchlist: { id in
                self.ids.withLock { ids in
                    if ids.contains(id) { ids.removeAll { $0 == id }; return false }
                    ids.append(id)
                    return true
                }
            })
    }
}

@MainActor
struct WatchlistViewModelTests {
    let watchlist = StubWatchlist([
        .fixture(id: 1, title: "Heat", rating: 8.3, year: 1995), .fixture(id: 2, title: "Ronin", rating: 7.3, year: 1998),
    ])

    @Test func listsTitlesWithYearAndRating() async throws {
        let model = WatchlistViewModel(dependencies: watchlist.dependencies, navigator: nil)
        await model.load()
        let content = try #require(model.state.content)
        #expect(content.rows.map(\.title) == ["Heat", "Ronin"])
        #expect(content.rows.first?.detail == "1995 · ★ 8.3")
        #expect(content.emptyMessage == nil)
    }

    @Test func removesAMovieFromTheListAndTheStore() async throws {
        let model = WatchlistViewModel(dependencies: watchlist.dependencies, navigator: nil)
        await model.load()
        await model.remove(1)
        #expect(model.state.content?.rows.map(\.title) == ["Ronin"])
        #expect(watchlist.ids.withLock { $0 } == [2])
    }

    @Test func explainsAnEmptyWatchlist() async {
        let model = WatchlistViewModel(dependencies: StubWatchlist([]).dependencies, navigator: nil)
        await model.load()
        #expect(model.state.content?.emptyMessage != nil)
    }

    @Test func showsAnErrorWhenLoadingFails() async {
        let model = WatchlistViewModel(
            dependencies: .init(fetchWatchlist: { throw Failure() }, toggleWatchlist: { _ in throw Failure() }),
            navigator: nil)
        await model.load()
        #expect(model.state.errorMessage?.title == "Watchlist unavailable")
    }

    @Test func opensTheSelectedMovieThroughTheNavigator() {
        let navigator = NavigatorSpy()
        let model = WatchlistViewModel(dependencies: watchlist.dependencies, navigator: navigator)
        model.select(2)
        #expect(navigator.shown == [2])
    }
}
