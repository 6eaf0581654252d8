import MovieDetailsFeature
import MoviesDomain
import MoviesTestSupport
import Presentation
import Testing

struct Failure: Error {}

@MainActor
final class NavigatorSpy: MovieDetailsNavigating {
    var events: [String] = []
    func showWatchlist() { events.append("watchlist") }
    func closeMovieDetails() { events.append("close") }
}

@MainActor
struct MovieDetailsViewModelTests {
    let inception = Movie.fixture(
        id: 27205, title: "Inception", rating: 8.4, genres: ["Action", "Science Fiction"], year: 2010,
        runtimeMinutes: 148)

    func viewModel(
        fetch: @escaping @Sendable (Movie.ID) async throws(MovieDetailsLoadError) -> (movie: Movie, isOnWatchlist: Bool),
        toggle: @escaping @Sendable (Movie.ID) async throws -> Bool = { _ in true },
        navigator: NavigatorSpy? = nil
    ) -> MovieDetailsViewModel {
        MovieDetailsViewModel(
            movieID: 27205, dependencies: .init(fetchDetails: fetch, toggleWatchlist: toggle), navigator: navigator)
    }

    @Test func startsInTheInitialState() {
        #expect(viewModel(fetch: { _ throws(MovieDetailsLoadError) in throw .unavailable }).state == .initial)
    }

    @Test func formatsTheLoadedMovie() async throws {
        let movie = inception
        let model = viewModel(fetch: { _ in (movie, false) })

        await model.load()

        let content = try #require(model.state.content)
        #expect(content.title == "Inception")
        #expect(content.subtitle == "2010 · 148 min · Action, Science Fiction")
        #expect(content.rating == "★ 8.4")
        #expect(content.watchlistButtonTitle == "Add to Watchlist")
    }

    @Test(arguments: [(MovieDetailsLoadError.unavailable, true), (.movieNotFound, false)])
    func offersARetryOnlyWhenItMayHelp(error: MovieDetailsLoadError, retryable: Bool) async {
        let model = viewModel(fetch: { _ throws(MovieDetailsLoadError) in throw error })
        await model.load()
        #expect(model.state.errorMessage?.isRetryable == retryable)
    }

    @Test func togglesTheWatchlistAndKeepsContentWhenThatFails() async throws {
        let movie = inception
        let model = viewModel(fetch: { _ in (movie, false) }, toggle: { _ in true })
        await model.load()
        await model.toggleWatchlist()
        #expect(model.state.content?.isOnWatchlist == true)

        let failing = viewModel(fetch: { _ in (movie, false) }, toggle: { _ in throw Failure() })
        await failing.load()
        await failing.toggleWatchlist()
        let content = try #require(failing.state.content)
        #expect(!content.isOnWatchlist)
        #expect(content.watchlistNotice != nil)
    }

    @Test func asksTheNavigatorToMoveOn() {
        let navigator = NavigatorSpy()
        let model = viewModel(fetch: { _ throws(MovieDetailsLoadError) in throw .unavailable }, navigator: navigator)
        model.showWatchlist()
        model.close()
        #expect(navigator.events == ["watchlist", "close"])
    }
}
