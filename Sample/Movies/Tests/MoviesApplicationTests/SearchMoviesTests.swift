import MoviesApplication
import MoviesDomain
import MoviesTestSupport
import Testing

struct SearchMoviesTests {
    let repository = FakeMovieRepository(movies: [.fixture(id: 1, title: "Alien"), .fixture(id: 2, title: "Aliens")])

    @Test(arguments: ["", " ", " a  "])
    func rejectsQueriesShorterThanTwoCharacters(query: String) async {
        await #expect(throws: SearchMoviesError.queryTooShort(minimumLength: 2)) {
            try await SearchMovies(repository: repository).execute(query: query, page: 1)
        }
    }

    @Test func searchesWithTheTrimmedQuery() async throws {
        let page = try await SearchMovies(repository: repository).execute(query: "  aliens ", page: 1)
        #expect(page.items.map(\.title) == ["Aliens"])
    }
}
