import MoviesDomain

/// Where the watchlist can lead. The app's router implements it.
@MainActor
public protocol WatchlistNavigating: AnyObject {
    func showMovieDetails(_ movieID: Movie.ID)
}
