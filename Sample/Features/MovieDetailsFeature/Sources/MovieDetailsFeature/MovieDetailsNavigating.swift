import MoviesDomain

/// Where the details screen can lead. The app's router implements it; the feature never knows
/// which screen comes next.
@MainActor
public protocol MovieDetailsNavigating: AnyObject {
    func showWatchlist()
    func closeMovieDetails()
}
