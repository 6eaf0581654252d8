import CoreDomain
import MoviesApplication
import MoviesDomain
import RecommendationsDomain

/// The anti-corruption layer between Movies and Recommendations: implements Recommendations'
/// `MovieProviding` by calling Movies use cases, and translates `Movie` into `RecommendedMovie`.
public struct MoviesRecommendationsAdapter: MovieProviding {
    private let fetchWatchlist: any FetchWatchlistUseCase
    private let discoverMovies: any DiscoverMoviesUseCase
    private let candidatePages: Int

    /// - Parameter candidatePages: how many pages of popular movies to consider.
    public init(
        fetchWatchlist: any FetchWatchlistUseCase, discoverMovies: any DiscoverMoviesUseCase, candidatePages: Int = 2
    ) {
        self.fetchWatchlist = fetchWatchlist
        self.discoverMovies = discoverMovies
        self.candidatePages = max(candidatePages, 1)
    }

    public func watchlistMovies() async throws(MovieProvidingError) -> [RecommendedMovie] {
        do {
            return try await fetchWatchlist.execute().map(RecommendedMovie.init)
        } catch {
            throw .unavailable
        }
    }

    public func candidateMovies() async throws(MovieProvidingError) -> [RecommendedMovie] {
        var candidates: [RecommendedMovie] = []
        var pageNumber = 1
        do {
            while pageNumber <= candidatePages {
                let page = try await discoverMovies.execute(page: pageNumber)
                candidates += page.items.map(RecommendedMovie.init)
                guard page.hasNextPage else { break }
                pageNumber += 1
            }
        } catch {
            throw .unavailable
        }
        return candidates
    }
}

extension RecommendedMovie {
    init(_ movie: Movie) {
        self.init(
            id: RecommendedMovie.ID(movie.id.rawValue), title: movie.title, genres: Set(movie.genres),
            rating: movie.rating)
    }
}
