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
