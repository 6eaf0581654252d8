// swift-tools-version: 6.0
import PackageDescription

/// The composition root: builds every service once, in dependency order (`AppServices`), routes
/// between features (`AppRouter`) and runs the command-line front end (`MovieApp`).
/// The only package that depends on `Adapters` and on `MoviesComposition`.
let package = Package(
    name: "App",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "MovieApp", targets: ["MovieApp"])
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../Platform"),
        .package(path: "../Movies"),
        .package(path: "../Recommendations"),
        .package(path: "../Feed"),
        .package(path: "../Adapters"),
        .package(path: "../Features/MovieDetailsFeature"),
        .package(path: "../Features/WatchlistFeature"),
    ],
    targets: [
        .target(
            name: "AppServices",
            dependencies: [
                .product(name: "FeatureFlags", package: "Platform"),
                .product(name: "MoviesDomain", package: "Movies"),
                .product(name: "MoviesApplication", package: "Movies"),
                .product(name: "MoviesComposition", package: "Movies"),
                .product(name: "RecommendationsApplication", package: "Recommendations"),
                .product(name: "FeedDomain", package: "Feed"),
                .product(name: "FeedData", package: "Feed"),
                .product(name: "FeedPresentation", package: "Feed"),
                .product(name: "TMDbMoviesAdapter", package: "Adapters"),
                .product(name: "MoviesRecommendationsAdapter", package: "Adapters"),
                .product(name: "FeatureFlagsAdapter", package: "Adapters"),
                .product(name: "MovieDetailsFeature", package: "MovieDetailsFeature"),
                .product(name: "WatchlistFeature", package: "WatchlistFeature"),
            ]),
        .executableTarget(
            name: "MovieApp",
            dependencies: [
                "AppServices",
                .product(name: "Presentation", package: "Core"),
                .product(name: "FeatureFlags", package: "Platform"),
                .product(name: "MoviesDomain", package: "Movies"),
                .product(name: "RecommendationsDomain", package: "Recommendations"),
                .product(name: "FeedPresentation", package: "Feed"),
                .product(name: "MovieDetailsFeature", package: "MovieDetailsFeature"),
                .product(name: "WatchlistFeature", package: "WatchlistFeature"),
            ]),
        .testTarget(
            name: "AppServicesTests",
            dependencies: [
                "AppServices",
                .product(name: "Presentation", package: "Core"),
                .product(name: "MoviesDomain", package: "Movies"),
                .product(name: "FeatureFlags", package: "Platform"),
                .product(name: "MovieDetailsFeature", package: "MovieDetailsFeature"),
                .product(name: "WatchlistFeature", package: "WatchlistFeature"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
