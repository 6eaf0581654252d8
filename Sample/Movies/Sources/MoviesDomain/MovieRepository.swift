import CoreDomain

/// The port through which the Movies context reads the catalogue and keeps the watchlist.
///
/// Declared in the domain, implemented in infrastructure: use cases never learn where movies
/// come from.
public protocol MovieRepository: Sendable {
    func movie(withID id: Movie.ID) async throws(MovieError) -> Movie
    func popularMovies(page: Int) async throws(MovieError) -> Page<Movie>
    func searchMovies(matching query: SearchQuery, page: Int) async throws(MovieError) -> Page<Movie>

    /// The watchlist, in the order movies were added.
    func watchlist() async throws(MovieError) -> [Movie]
    func isOnWatchlist(_ id: Movie.ID) async -> Bool
    func setOnWatchlist(_ isOnWatchlist: Bool, movieID: Movie.ID) async throws(MovieError)
}
