import CoreDomain
import RecommendationsApplication
import RecommendationsDomain
import Testing

/// A `MovieProviding` answering from two fixed lists.
struct StubMovieProvider: MovieProviding {
    var watchlist: [RecommendedMovie]
    var candidates: [RecommendedMovie]
    var fails = false

    func watchlistMovies() throws(MovieProvidingError) -> [RecommendedMovie] {
        if fails { throw .unavailable }
        return watchlist
    }

    func candidateMovies() throws(MovieProvidingError) -> [RecommendedMovie] {
        if fails { throw .unavailable }
        return candidates
    }
}

func movie(_ id: Int, _ title: String, _ genres: Set<String>, rating: Double) -> RecommendedMovie {
    RecommendedMovie(id: .init(id), title: title, genres: genres, rating: Rating(rating))
}

struct RecommendWatchNextTests {
    let alien = movie(1, "Alien", ["Horror", "Science Fiction"], rating: 8.1)
    let arrival = movie(2, "Arrival", ["Science Fiction", "Drama"], rating: 7.6)
    let amelie = movie(3, "Amélie", ["Comedy", "Romance"], rating: 7.9)
    let dune = movie(4, "Dune", ["Science Fiction", "Adventure"], rating: 7.8)

    @Test func prefersSharedGenresOverRatingAndSkipsTheWatchlist() async throws {
        let provider = StubMovieProvider(watchlist: [alien], candidates: [alien, amelie, arrival, dune])

        let suggestions = try await RecommendWatchNext(movies: provider).execute(limit: 3)

        #expect(suggestions.map(\.title) == ["Dune", "Arrival", "Amélie"])
    }

    @Test func returnsAtMostTheLimit() async throws {
        let provider = StubMovieProvider(watchlist: [alien], candidates: [amelie, arrival, dune])
        #expect(try await RecommendWatchNext(movies: provider).execute(limit: 1).count == 1)
    }

    @Test func needsSomethingOnTheWatchlist() async {
        let provider = StubMovieProvider(watchlist: [], candidates: [dune])
        await #expect(throws: RecommendWatchNextError.watchlistEmpty) {
            try await RecommendWatchNext(movies: provider).execute(limit: 3)
        }
    }

    @Test func reportsProviderFailures() async {
        let provider = StubMovieProvider(watchlist: [alien], candidates: [], fails: true)
        await #expect(throws: RecommendWatchNextError.moviesUnavailable) {
            try await RecommendWatchNext(movies: provider).execute(limit: 3)
        }
    }
}

struct WatchNextPolicyTests {
    @Test func breaksTiesByTitle() {
        let first = movie(1, "B", ["Drama"], rating: 7)
        let second = movie(2, "A", ["Drama"], rating: 7)
        #expect(WatchNextPolicy().rank([first, second], given: []).map(\.title) == ["A", "B"])
    }
}
