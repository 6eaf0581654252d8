import CoreDomain
import Foundation
import MoviesDomain
import MoviesInfrastructure
import TMDb
import TMDbMoviesAdapter
import Testing

/// Answers every request with one status and body.
struct CannedTransport: HTTPTransport {
    var status: Int
    var body: String

    func send(_ request: TMDbRequest) async throws(TMDbError) -> (status: Int, body: Data) {
        (status, Data(body.utf8))
    }
}

struct FailingTransport: HTTPTransport {
    func send(_ request: TMDbRequest) async throws(TMDbError) -> (status: Int, body: Data) {
        throw .transport("offline")
    }
}

struct TMDbMovieRemoteDataSourceTests {
    func dataSource(status: Int = 200, body: String) -> TMDbMovieRemoteDataSource {
        TMDbMovieRemoteDataSource(
            client: TMDbClient(
                baseURL: URL(string: "https://api.example.org")!, apiKey: "k",
                transport: CannedTransport(status: status, body: body)))
    }

    @Test func mapsADTOToADomainMovie() async throws {
        let source = dataSource(body: """
            {"id": 603, "title": "The Matrix", "overview": "Simulation.", "release_date": "1999-03-31",
             "vote_average": 8.2, "poster_path": "/m.jpg", "genre_ids": [28, 878, 99999], "runtime": 136}
            """)

        let movie = try await source.movie(withID: 603)

        #expect(movie.id == 603)
        #expect(movie.genres == ["Action", "Science Fiction"])
        #expect(movie.releaseYear == 1999)
        #expect(movie.rating == Rating(8.2))
        #expect(movie.runtimeMinutes == 136)
    }

    @Test(arguments: ["", "soon", "2020-13-01"])
    func treatsMissingOrMalformedReleaseDatesAsUnknown(date: String) async throws {
        let source = dataSource(body: """
            {"id": 1, "title": "T", "overview": "", "release_date": "\(date)", "vote_average": 5, "runtime": 0}
            """)
        let movie = try await source.movie(withID: 1)
        #expect(movie.releaseDate == nil)
        #expect(movie.runtimeMinutes == nil)
    }

    @Test(arguments: [
        (404, MovieRemoteDataSourceError.notFound),
        (503, .unreachable("server error 503")),
        (401, .invalidResponse("HTTP status 401")),
    ])
    func translatesSDKErrors(status: Int, expected: MovieRemoteDataSourceError) async {
        await #expect(throws: expected) { try await dataSource(status: status, body: "").movie(withID: 1) }
    }

    @Test func reportsTransportFailuresAsUnreachable() async {
        let source = TMDbMovieRemoteDataSource(
            client: TMDbClient(baseURL: URL(string: "https://x.invalid")!, apiKey: "k", transport: FailingTransport()))
        await #expect(throws: MovieRemoteDataSourceError.unreachable("offline")) {
            try await source.popularMovies(page: 1)
        }
    }

    @Test func servesTheBundledCatalogueWithoutNetwork() async throws {
        let source = TMDbMovieRemoteDataSource.bundled()
        let page = try await source.searchMovies(matching: "dune", page: 1)
        #expect(page.items.map(\.title) == ["Dune"])
        #expect(page.items.first?.genres == ["Science Fiction", "Adventure"])
    }
}
