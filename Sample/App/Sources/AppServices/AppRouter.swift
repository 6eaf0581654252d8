import FeedDomain
import FeedPresentation
import MovieDetailsFeature
import MoviesDomain
import WatchlistFeature

/// A place in the app.
public enum Route: Hashable, Sendable {
    case feed
    case movieDetails(Movie.ID)
    case watchlist
    case feedItem(FeedItem.ID)
}

/// Implements every feature's `*Navigating` protocol, so features never know about each other:
/// the details screen asks to "show the watchlist" and only the router knows what that means.
@MainActor
public final class AppRouter: MovieDetailsNavigating, WatchlistNavigating, FeedNavigating {
    public let services: AppServices
    /// The navigation stack, root first.
    public private(set) var path: [Route] = []

    public init(services: AppServices) {
        self.services = services
    }

    public var currentRoute: Route? { path.last }

    // MARK: Screens

    public func makeMovieDetails(_ movieID: Movie.ID) -> MovieDetailsViewModel {
        MovieDetailsViewModel(movieID: movieID, dependencies: services.movieDetailsDependencies, navigator: self)
    }

    public func makeWatchlist() -> WatchlistViewModel {
        WatchlistViewModel(dependencies: services.watchlistDependencies, navigator: self)
    }

    public func makeFeed() -> FeedViewModel {
        FeedViewModel(dependencies: services.feedDependencies, navigator: self)
    }

    // MARK: Navigating

    public func showMovieDetails(_ movieID: Movie.ID) {
        path.append(.movieDetails(movieID))
    }

    public func showWatchlist() {
        // Coming back to the watchlist pops to it instead of stacking a second copy.
        if let index = path.lastIndex(of: .watchlist) {
            path.removeSubrange((index + 1)...)
        } else {
            path.append(.watchlist)
        }
    }

    public func closeMovieDetails() {
        if case .movieDetails = path.last { path.removeLast() }
    }

    public func openFeedItem(_ id: FeedItem.ID) {
        path.append(.feedItem(id))
    }
}
