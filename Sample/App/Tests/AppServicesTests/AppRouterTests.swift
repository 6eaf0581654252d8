import Foundation
import AppServices
import FeatureFlags
import MovieDetailsFeature
import MoviesDomain
import Presentation
import Testing
import WatchlistFeature

/// End to end over the bundled data: real services, real adapters, no network.
@MainActor
struct AppRouterTests {
    let router = AppRouter(services: AppServices())

    @Test func addsAMovieFromItsDetailsAndFindsItOnTheWatchlist() async throws {
        let details = router.makeMovieDetails(27205)
        await details.load()
        #expect(details.state.content?.title == "Inception")
        await details.toggleWatchlist()

        details.showWatchlist()
        #expect(router.currentRoute == .watchlist)
        let watchlist = router.makeWatchlist()
        await watchlist.load()
        #expect(watchlist.state.content?.rows.map(\.title) == ["Inception"])
    }

    @Test func explainsThatAnUnknownMovieIsGone() async {
        let details = router.makeMovieDetails(1)
        await details.load()
        #expect(details.state.errorMessage?.title == "Movie not found")
        #expect(details.state.errorMessage?.isRetryable == false)
    }

    @Test func opensDetailsFromTheWatchlistAndClosesThem() {
        router.showWatchlist()
        router.makeWatchlist().select(603)
        #expect(router.path == [.watchlist, .movieDetails(603)])

        router.makeMovieDetails(603).close()
        #expect(router.path == [.watchlist])
    }

    @Test func returningToTheWatchlistPopsInsteadOfStacking() {
        router.showWatchlist()
        router.showMovieDetails(603)
        router.showWatchlist()
        #expect(router.path == [.watchlist])
    }

    @Test func suggestsMoviesNotOnTheWatchlist() async throws {
        _ = try await router.services.movies.toggleWatchlist.execute(movieID: 438631)  // Dune
        let suggestions = try await router.services.recommendWatchNext.execute(limit: 2)
        #expect(suggestions.count == 2)
        #expect(!suggestions.map(\.id.rawValue).contains(438631))
        // Dune is science fiction: the best match shares that genre.
        #expect(suggestions.first?.genres.contains("Science Fiction") == true)
    }

    @Test func loadsTheBundledFeed() async {
        let feed = router.makeFeed()
        await feed.load()
        #expect(feed.state.content?.count == 3)
    }
}

struct AppConfigurationTests {
    @Test func usesTheBundledCatalogueUnlessAServerAndKeyAreGiven() {
        #expect(AppConfiguration(environment: [:], arguments: []).movieSource == .bundled)
        #expect(AppConfiguration(environment: ["TMDB_BASE_URL": "https://api.example.org"], arguments: []).movieSource == .bundled)
        let live = AppConfiguration(
            environment: ["TMDB_BASE_URL": "https://api.example.org", "TMDB_API_KEY": "k"], arguments: [])
        #expect(live.movieSource == .live(baseURL: URL(string: "https://api.example.org")!, apiKey: "k"))
    }

    @Test func passesFlagArgumentsToTheFlagAdapter() {
        let services = AppServices(configuration: AppConfiguration(flagArguments: ["--disable", "watch-next"]))
        #expect(!services.featureFlags.isEnabled(.watchNext))
        #expect(services.featureFlags.isEnabled(.feed))
    }
}
