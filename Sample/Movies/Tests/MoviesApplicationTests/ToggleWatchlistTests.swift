import MoviesApplication
import MoviesDomain
import MoviesTestSupport
import Testing

struct ToggleWatchlistTests {
    @Test func addsAMovieThenRemovesIt() async throws {
        let repository = FakeMovieRepository(movies: [.fixture(id: 3)])
        let toggle = ToggleWatchlist(repository: repository)

        #expect(try await toggle.execute(movieID: 3))
        #expect(await repository.watchlistIDs == [3])
        #expect(try await !toggle.execute(movieID: 3))
        #expect(await repository.watchlistIDs == [])
    }

    @Test func refusesToAddAMovieTheCatalogueDoesNotKnow() async {
        let repository = FakeMovieRepository()
        await #expect(throws: ToggleWatchlistError.movieNotFound) {
            try await ToggleWatchlist(repository: repository).execute(movieID: 404)
        }
        #expect(await repository.watchlistIDs.isEmpty)
    }
}
