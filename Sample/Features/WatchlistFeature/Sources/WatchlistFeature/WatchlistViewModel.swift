import MoviesDomain
import Observation
import Presentation

/// Lists the watchlist, removes entries, and opens a movie through the navigator.
@MainActor
@Observable
public final class WatchlistViewModel {
    /// What the screen needs from the outside world.
    public struct Dependencies: Sendable {
        public var fetchWatchlist: @Sendable () async throws -> [Movie]
        /// Returns whether the movie is on the watchlist afterwards.
        public var toggleWatchlist: @Sendable (Movie.ID) async throws -> Bool

        public init(
            fetchWatchlist: @escaping @Sendable () async throws -> [Movie],
            toggleWatchlist: @escaping @Sendable (Movie.ID) async throws -> Bool
        ) {
            self.fetchWatchlist = fetchWatchlist
            self.toggleWatchlist = toggleWatchlist
        }
    }

    public private(set) var state: ViewState<WatchlistContent> = .initial

    @ObservationIgnored private let dependencies: Dependencies
    @ObservationIgnored private weak var navigator: (any WatchlistNavigating)?

    public init(dependencies: Dependencies, navigator: (any WatchlistNavigating)?) {
        self.dependencies = dependencies
        self.navigator = navigator
    }

    public func load() async {
        state = .loading
        do {
            state = .ready(WatchlistContent(rows: try await dependencies.fetchWatchlist().map(Self.row)))
        } catch {
            state = .error(
                ErrorMessage(
                    title: "Watchlist unavailable", message: "Your watchlist could not be loaded.",
                    isRetryable: true))
        }
    }

    public func remove(_ movieID: Movie.ID) async {
        guard var content = state.content else { return }
        do {
            // The call toggles; a `true` means it was not on the list, so put it back in sync.
            if try await dependencies.toggleWatchlist(movieID) {
                _ = try await dependencies.toggleWatchlist(movieID)
            }
            content.rows.removeAll { $0.id == movieID }
            content.notice = nil
        } catch {
            content.notice = "The movie could not be removed."
        }
        state = .ready(content)
    }

    public func select(_ movieID: Movie.ID) {
        navigator?.showMovieDetails(movieID)
    }

    private static func row(for movie: Movie) -> WatchlistRow {
        let detail = [movie.releaseYear.map(String.init), "★ \(movie.rating)"].compactMap { $0 }
        return WatchlistRow(id: movie.id, title: movie.title, detail: detail.joined(separator: " · "))
    }
}
