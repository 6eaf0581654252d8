import MoviesApplication
import MoviesDomain
import MoviesTestSupport
import Testing

struct FetchWatchlistTests {
    @Test func listsMostRecentlyAddedFirst() async throws {
        let movies = [Movie.fixture(id: 1, title: "A"), .fixture(id: 2, title: "B"), .fixture(id: 3, title: "C")]
        let repository = FakeMovieRepository(movies: movies, watchlist: [2, 3])

        let watchlist = try await FetchWatchlist(repository: repository).execute()

        #expect(watchlist.map(\.title) == ["C", "B"])
    }

    @Test func reportsFailures() async {
        let repository = FakeMovieRepository(failure: .unavailable(reason: "disk"))
        await #expect(throws: FetchWatchlistError.catalogueUnavailable) {
            try await FetchWatchlist(repository: repository).execute()
        }
    }
}
