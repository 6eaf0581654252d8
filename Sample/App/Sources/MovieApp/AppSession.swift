import AppServices
import FeatureFlags
import MoviesDomain

/// Drives the screens the way a person would, through the router, and prints each one.
@MainActor
final class AppSession {
    private let router: AppRouter
    private var services: AppServices { router.services }

    init(router: AppRouter) {
        self.router = router
    }

    func tour() async {
        let popular = await popularMovies()
        guard popular.count >= 2 else { return }

        // Open the top two movies and put both on the watchlist.
        for movie in popular.prefix(2) {
            router.showMovieDetails(movie.id)
            let details = router.makeMovieDetails(movie.id)
            await details.load()
            print(TextRenderer.heading("Movie details  (\(describe(router.path)))"))
            TextRenderer.render(details.state, TextRenderer.details).forEach { print($0) }
            await details.toggleWatchlist()
            if details.state.content?.isOnWatchlist == true { print("  → added to the watchlist") }
            details.close()
        }

        // The details screen asks for "the watchlist"; the router decides what that is.
        router.makeMovieDetails(popular[0].id).showWatchlist()
        let watchlist = router.makeWatchlist()
        await watchlist.load()
        print(TextRenderer.heading("Watchlist  (\(describe(router.path)))"))
        TextRenderer.render(watchlist.state, TextRenderer.watchlist).forEach { print($0) }

        await watchNext()
        if services.featureFlags.isEnabled(.feed) { await feed() }
    }

    func details(_ id: Movie.ID) async {
        let details = router.makeMovieDetails(id)
        await details.load()
        print(TextRenderer.heading("Movie details"))
        TextRenderer.render(details.state, TextRenderer.details).forEach { print($0) }
    }

    func search(_ query: String) async {
        guard services.featureFlags.isEnabled(.search) else {
            print("Search is switched off; run with --enable search.")
            return
        }
        print(TextRenderer.heading("Search: \(query)"))
        do {
            let page = try await services.movies.searchMovies.execute(query: query, page: 1)
            let lines = page.items.isEmpty ? ["  No movie matches."] : TextRenderer.movies(page.items)
            lines.forEach { print($0) }
        } catch {
            print("  ! \(error)")
        }
    }

    func feed() async {
        let feed = router.makeFeed()
        await feed.load()
        print(TextRenderer.heading("Feed"))
        TextRenderer.render(feed.state, TextRenderer.feed).forEach { print($0) }
    }

    private func popularMovies() async -> [Movie] {
        print(TextRenderer.heading("Popular movies"))
        do {
            let movies = try await services.movies.discoverMovies.execute(page: 1).items
            TextRenderer.movies(movies).forEach { print($0) }
            return movies
        } catch {
            print("  ! The catalogue is unavailable (\(error)).")
            return []
        }
    }

    private func watchNext() async {
        guard services.featureFlags.isEnabled(.watchNext) else { return }
        print(TextRenderer.heading("Watch next"))
        do {
            let suggestions = try await services.recommendWatchNext.execute(limit: 3)
            TextRenderer.recommendations(suggestions).forEach { print($0) }
        } catch {
            print("  ! No suggestions (\(error)).")
        }
    }

    private func describe(_ path: [Route]) -> String {
        let names = path.map { route in
            switch route {
            case .feed: "feed"
            case .movieDetails(let id): "details \(id)"
            case .watchlist: "watchlist"
            case .feedItem(let id): "feed item \(id)"
            }
        }
        return names.isEmpty ? "root" : names.joined(separator: " › ")
    }
}
