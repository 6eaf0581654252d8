import CoreDomain
import MoviesDomain
import MoviesInfrastructure
import MoviesTestSupport
import Testing

struct CachingMovieRepositoryTests {
    let remote = FakeMovieRemoteDataSource(movies: [
        .fixture(id: 1, title: "Alien", runtimeMinutes: 117), .fixture(id: 2, title: "Aliens", runtimeMinutes: 137),
    ])
    let cache = InMemoryMovieLocalCache()
    var repository: CachingMovieRepository { CachingMovieRepository(remote: remote, cache: cache) }

    @Test func fetchesDetailsOnceThenAnswersFromTheCache() async throws {
        let first = try await repository.movie(withID: 1)
        let second = try await repository.movie(withID: 1)

        #expect(first == second)
        #expect(await remote.calls == ["movie(1)"])
    }

    @Test func refetchesDetailsWhenOnlyAListItemIsCached() async throws {
        _ = try await repository.popularMovies(page: 1)
        let movie = try await repository.movie(withID: 2)

        #expect(movie.runtimeMinutes == 137)
        #expect(await remote.calls == ["popular(1)", "movie(2)"])
    }

    @Test func keepsTheRuntimeWhenAListRefreshesACachedMovie() async throws {
        _ = try await repository.movie(withID: 1)
        _ = try await repository.searchMovies(matching: SearchQuery("alien")!, page: 1)

        #expect(await cache.movie(withID: 1)?.runtimeMinutes == 117)
    }

    @Test(arguments: [
        (MovieRemoteDataSourceError.notFound, MovieError.notFound(9)),
        (.unreachable("timeout"), .unavailable(reason: "timeout")),
        (.invalidResponse("bad json"), .unavailable(reason: "bad json")),
    ])
    func translatesRemoteErrorsIntoDomainErrors(remoteError: MovieRemoteDataSourceError, expected: MovieError) async {
        await remote.fail(with: remoteError)
        await #expect(throws: expected) { try await repository.movie(withID: 9) }
    }

    @Test func keepsTheWatchlistInInsertionOrderAndServesItOffline() async throws {
        _ = try await repository.movie(withID: 2)
        _ = try await repository.movie(withID: 1)
        try await repository.setOnWatchlist(true, movieID: 2)
        try await repository.setOnWatchlist(true, movieID: 1)
        await remote.fail(with: .unreachable("offline"))

        #expect(try await repository.watchlist().map(\.title) == ["Aliens", "Alien"])
        #expect(await repository.isOnWatchlist(1))
        try await repository.setOnWatchlist(false, movieID: 2)
        #expect(await !repository.isOnWatchlist(2))
    }
}
