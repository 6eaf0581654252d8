import FeedPresentation
import MovieDetailsFeature
import MoviesApplication
import MoviesDomain
import WatchlistFeature

/// Each feature's closures, bound to the use cases. Features see functions, never use cases.
extension AppServices {
    public var movieDetailsDependencies: MovieDetailsViewModel.Dependencies {
        let fetch = movies.fetchMovieDetails
        let toggle = movies.toggleWatchlist
        return .init(
            fetchDetails: { id throws(MovieDetailsLoadError) in
                do throws(FetchMovieDetailsError) {
                    let details = try await fetch.execute(movieID: id)
                    return (details.movie, details.isOnWatchlist)
                } catch {
                    switch error {
                    case .movieNotFound: throw .movieNotFound
                    case .catalogueUnavailable: throw .unavailable
                    }
                }
            },
            toggleWatchlist: { id in try await toggle.execute(movieID: id) })
    }

    public var watchlistDependencies: WatchlistViewModel.Dependencies {
        let fetch = movies.fetchWatchlist
        let toggle = movies.toggleWatchlist
        return .init(
            fetchWatchlist: { try await fetch.execute() },
            toggleWatchlist: { id in try await toggle.execute(movieID: id) })
    }

    public var feedDependencies: FeedViewModel.Dependencies {
        let load = loadFeed
        return .init(loadFeed: { try await load.execute(limit: 10) })
    }
}
