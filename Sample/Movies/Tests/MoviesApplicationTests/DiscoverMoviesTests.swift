import MoviesApplication
import MoviesDomain
import MoviesTestSupport
import Testing

struct DiscoverMoviesTests {
    @Test func putsTheBestRatedFirstAndBreaksTiesByTitle() async throws {
        let repository = FakeMovieRepository(movies: [
            .fixture(id: 1, title: "B", rating: 7), .fixture(id: 2, title: "C", rating: 9),
            .fixture(id: 3, title: "A", rating: 7),
        ])
        let page = try await DiscoverMovies(repository: repository).execute(page: 1)
        #expect(page.items.map(\.title) == ["C", "A", "B"])
    }
}
