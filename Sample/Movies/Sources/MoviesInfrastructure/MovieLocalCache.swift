import MoviesDomain

/// What the repository keeps locally: movies already fetched, and the watchlist, which exists
/// only on this device.
public protocol MovieLocalCache: Sendable {
    func movie(withID id: Movie.ID) async -> Movie?
    func store(_ movies: [Movie]) async
    /// Watchlist ids in the order they were added.
    func watchlistIDs() async -> [Movie.ID]
    func setOnWatchlist(_ isOnWatchlist: Bool, movieID: Movie.ID) async
}
