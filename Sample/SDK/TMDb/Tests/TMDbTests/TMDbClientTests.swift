import Foundation
import TMDb
import Testing

struct TMDbClientTests {
    let baseURL = URL(string: "https://api.example.org")!

    @Test func buildsSearchURLsWithKeyQueryAndPage() throws {
        let client = TMDbClient(baseURL: baseURL, apiKey: "k3y", transport: StubTransport(body: "{}"))
        let request = try client.request(
            path: "3/search/movie",
            query: [URLQueryItem(name: "query", value: "the matrix"), URLQueryItem(name: "page", value: "2")])
        #expect(request.url.absoluteString == "https://api.example.org/3/search/movie?api_key=k3y&query=the%20matrix&page=2")
        #expect(request.headers["Accept"] == "application/json")
    }

    @Test func decodesAMovieWithTMDbFieldNames() async throws {
        let transport = StubTransport(body: """
            {"id": 603, "title": "The Matrix", "overview": "Simulation.", "release_date": "1999-03-31",
             "vote_average": 8.2, "poster_path": "/m.jpg", "runtime": 136}
            """)
        let client = TMDbClient(baseURL: baseURL, apiKey: "k", transport: transport)

        let movie = try await client.movie(id: 603)

        #expect(movie.title == "The Matrix")
        #expect(movie.releaseDate == "1999-03-31")
        #expect(movie.voteAverage == 8.2)
        #expect(movie.runtime == 136)
        #expect(transport.requests.map(\.url.path) == ["/3/movie/603"])
    }

    @Test(arguments: [(404, TMDbError.notFound), (500, TMDbError.httpStatus(500))])
    func mapsHTTPFailuresToErrors(status: Int, expected: TMDbError) async {
        let client = TMDbClient(baseURL: baseURL, apiKey: "k", transport: StubTransport(status: status, body: ""))
        await #expect(throws: expected) { try await client.movie(id: 1) }
    }

    @Test func reportsBodiesThatAreNotTheExpectedJSON() async {
        let client = TMDbClient(baseURL: baseURL, apiKey: "k", transport: StubTransport(body: "{\"id\": \"x\"}"))
        do {
            _ = try await client.popularMovies()
            Issue.record("expected a decoding error")
        } catch {
            guard case .decoding = error else { Issue.record("got \(error)"); return }
        }
    }
}

struct BundledClientTests {
    let client = TMDbClient.bundled()

    @Test func servesPopularMoviesInPagesOfFiveBestRatedFirst() async throws {
        let first = try await client.popularMovies(page: 1)
        let second = try await client.popularMovies(page: 2)
        #expect(first.results.count == 5)
        #expect(first.totalResults == 10)
        #expect(first.totalPages == 2)
        #expect(first.results[0].voteAverage >= second.results[0].voteAverage)
        #expect(Set(first.results.map(\.id)).isDisjoint(with: second.results.map(\.id)))
    }

    @Test func searchesTitlesCaseInsensitively() async throws {
        let page = try await client.searchMovies(query: "MATRIX")
        #expect(page.results.map(\.title) == ["The Matrix"])
    }

    @Test func answersUnknownMoviesWithNotFound() async {
        await #expect(throws: TMDbError.notFound) { try await client.movie(id: 999_999_999) }
    }
}
