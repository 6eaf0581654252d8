import MoviesApplication
import MoviesDomain
import MoviesTestSupport
import Testing

struct FetchMovieDetailsTests {
    @Test func returnsTheMovieAndItsWatchlistMembership() async throws {
        let movie = Movie.fixture(id: 7, title: "Heat")
        let repository = FakeMovieRepository(movies: [movie], watchlist: [7])

        let details = try await FetchMovieDetails(repository: repository).execute(movieID: 7)

        #expect(details == MovieDetails(movie: movie, isOnWatchlist: true))
    }

    @Test func reportsUnknownMoviesAsNotFound() async {
        let useCase = FetchMovieDetails(repository: FakeMovieRepository())
        await #expect(throws: FetchMovieDetailsError.movieNotFound) { try await useCase.execute(movieID: 1) }
    }

    @Test func reportsCatalogueFailuresAsUnavailable() async {
        let repository = FakeMovieRepository(movies: [.fixture()], failure: .unavailable(reason: "offline"))
        let useCase = FetchMovieDetails(repository: repository)
        await #expect(throws: FetchMovieDetailsError.catalogueUnavailable) { try await useCase.execute(movieID: 1) }
    }
}
