import CoreDomain
import MoviesApplication
import MoviesDomain
import MoviesRecommendationsAdapter
import MoviesTestSupport
import RecommendationsDomain
import Testing

struct MoviesRecommendationsAdapterTests {
    let repository = FakeMovieRepository(
        movies: [.fixture(id: 1, title: "Alien", rating: 8.1, genres: ["Horror", "Science Fiction"]),
                 .fixture(id: 2, title: "Dune", rating: 7.8, genres: ["Science Fiction"])],
        watchlist: [1])

    var adapter: MoviesRecommendationsAdapter {
        MoviesRecommendationsAdapter(
            fetchWatchlist: FetchWatchlist(repository: repository),
            discoverMovies: DiscoverMovies(repository: repository))
    }

    @Test func translatesWatchlistMoviesIntoRecommendedMovies() async throws {
        let movies = try await adapter.watchlistMovies()
        #expect(movies == [RecommendedMovie(id: 1, title: "Alien", genres: ["Horror", "Science Fiction"], rating: Rating(8.1))])
    }

    @Test func offersPopularMoviesAsCandidates() async throws {
        #expect(try await adapter.candidateMovies().map(\.title) == ["Alien", "Dune"])
    }

    @Test func hidesMoviesErrorsBehindItsOwnError() async {
        await repository.fail(with: .unavailable(reason: "offline"))
        await #expect(throws: MovieProvidingError.unavailable) { try await adapter.watchlistMovies() }
        await #expect(throws: MovieProvidingError.unavailable) { try await adapter.candidateMovies() }
    }
}
