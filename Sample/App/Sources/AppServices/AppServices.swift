import FeatureFlags
import FeatureFlagsAdapter
import FeedData
import FeedDomain
import Foundation
import MoviesComposition
import MoviesRecommendationsAdapter
import RecommendationsApplication
import TMDbMoviesAdapter

/// Every long-lived service of the app, built once at launch.
///
/// The initializer reads top to bottom in dependency order: platform, then each bounded
/// context with its adapters, then the contexts that build on others.
public struct AppServices: Sendable {
    public let featureFlags: any FeatureFlagProviding
    public let movies: MoviesModule
    public let recommendWatchNext: any RecommendWatchNextUseCase
    public let loadFeed: any LoadFeedUseCase

    public init(configuration: AppConfiguration = AppConfiguration()) {
        featureFlags = StaticFeatureFlags(arguments: configuration.flagArguments)

        let remoteMovies: TMDbMovieRemoteDataSource
        switch configuration.movieSource {
        case .bundled: remoteMovies = .bundled()
        case .live(let baseURL, let apiKey): remoteMovies = .live(baseURL: baseURL, apiKey: apiKey)
        }
        movies = MoviesModule(remote: remoteMovies)

        recommendWatchNext = RecommendWatchNext(
            movies: MoviesRecommendationsAdapter(
                fetchWatchlist: movies.fetchWatchlist, discoverMovies: movies.discoverMovies))

        let feedClient: any HTTPClient = configuration.feedBaseURL == nil ? BundledFeedHTTPClient() : URLSessionHTTPClient()
        let feedURL = configuration.feedBaseURL ?? URL(string: "https://feed.bundled.invalid")!
        loadFeed = LoadFeed(repository: RemoteFeedRepository(baseURL: feedURL, client: feedClient))
    }
}
