import MoviesDomain
import Observation
import Presentation

/// Loads one movie and toggles its watchlist membership.
///
/// Takes closures rather than use-case protocols, so the feature depends on no application or
/// infrastructure module and tests pass plain functions.
@MainActor
@Observable
public final class MovieDetailsViewModel {
    /// What the screen needs from the outside world.
    public struct Dependencies: Sendable {
        public var fetchDetails: @Sendable (Movie.ID) async throws(MovieDetailsLoadError) -> (movie: Movie, isOnWatchlist: Bool)
        /// Returns whether the movie is on the watchlist afterwards.
        public var toggleWatchlist: @Sendable (Movie.ID) async throws -> Bool

        public init(
            fetchDetails: @escaping @Sendable (Movie.ID) async throws(MovieDetailsLoadError) -> (
                movie: Movie, isOnWatchlist: Bool
            ),
            toggleWatchlist: @escaping @Sendable (Movie.ID) async throws -> Bool
        ) {
            self.fetchDetails = fetchDetails
            self.toggleWatchlist = toggleWatchlist
        }
    }

    public private(set) var state: ViewState<MovieDetailsContent> = .initial

    public let movieID: Movie.ID
    @ObservationIgnored private let dependencies: Dependencies
    @ObservationIgnored private weak var navigator: (any MovieDetailsNavigating)?

    public init(movieID: Movie.ID, dependencies: Dependencies, navigator: (any MovieDetailsNavigating)?) {
        self.movieID = movieID
        self.dependencies = dependencies
        self.navigator = navigator
    }

    public func load() async {
        state = .loading
        do {
            let details = try await dependencies.fetchDetails(movieID)
            state = .ready(MovieDetailsFormatter.content(for: details.movie, isOnWatchlist: details.isOnWatchlist))
        } catch {
            state = .error(error.message)
        }
    }

    public func toggleWatchlist() async {
        guard var content = state.content else { return }
        do {
            content.isOnWatchlist = try await dependencies.toggleWatchlist(movieID)
            content.watchlistNotice = nil
        } catch {
            content.watchlistNotice = "The watchlist could not be updated."
        }
        state = .ready(content)
    }

    public func showWatchlist() {
        navigator?.showWatchlist()
    }

    public func close() {
        navigator?.closeMovieDetails()
    }
}
