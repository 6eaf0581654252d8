import MoviesApplication
import MoviesDomain
import MoviesInfrastructure

/// Wires the Movies context once: one repository, shared by every use case.
///
/// The remote data source is a parameter because its implementation lives in `Adapters`,
/// which depends on this package; the composition root passes it in.
public struct MoviesModule: Sendable {
    public let fetchMovieDetails: any FetchMovieDetailsUseCase
    public let toggleWatchlist: any ToggleWatchlistUseCase
    public let fetchWatchlist: any FetchWatchlistUseCase
    public let searchMovies: any SearchMoviesUseCase
    public let discoverMovies: any DiscoverMoviesUseCase

    public init(remote: any MovieRemoteDataSource, cache: any MovieLocalCache = InMemoryMovieLocalCache()) {
        let repository = CachingMovieRepository(remote: remote, cache: cache)
        fetchMovieDetails = FetchMovieDetails(repository: repository)
        toggleWatchlist = ToggleWatchlist(repository: repository)
        fetchWatchlist = FetchWatchlist(repository: repository)
        searchMovies = SearchMovies(repository: repository)
        discoverMovies = DiscoverMovies(repository: repository)
    }
}
