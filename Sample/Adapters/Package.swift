// swift-tools-version: 6.0
import PackageDescription

/// The only package that knows two worlds at once: the TMDb SDK and the Movies context, the
/// Movies and the Recommendations contexts, the platform's flag port and a flag source.
/// Only the composition root (`App`) depends on it.
let package = Package(
    name: "Adapters",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TMDbMoviesAdapter", targets: ["TMDbMoviesAdapter"]),
        .library(name: "MoviesRecommendationsAdapter", targets: ["MoviesRecommendationsAdapter"]),
        .library(name: "FeatureFlagsAdapter", targets: ["FeatureFlagsAdapter"]),
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../Movies"),
        .package(path: "../Recommendations"),
        .package(path: "../Platform"),
        .package(path: "../SDK/TMDb"),
    ],
    targets: [
        .target(
            name: "TMDbMoviesAdapter",
            dependencies: [
                .product(name: "TMDb", package: "TMDb"),
                .product(name: "MoviesDomain", package: "Movies"),
                .product(name: "MoviesInfrastructure", package: "Movies"),
                .product(name: "CoreDomain", package: "Core"),
            ]),
        .target(
            name: "MoviesRecommendationsAdapter",
            dependencies: [
                .product(name: "MoviesApplication", package: "Movies"),
                .product(name: "MoviesDomain", package: "Movies"),
                .product(name: "RecommendationsDomain", package: "Recommendations"),
                .product(name: "CoreDomain", package: "Core"),
            ]),
        .target(
            name: "FeatureFlagsAdapter",
            dependencies: [.product(name: "FeatureFlags", package: "Platform")]),
        .testTarget(
            name: "AdaptersTests",
            dependencies: [
                "TMDbMoviesAdapter", "MoviesRecommendationsAdapter", "FeatureFlagsAdapter",
                .product(name: "TMDb", package: "TMDb"),
                .product(name: "MoviesDomain", package: "Movies"),
                .product(name: "MoviesApplication", package: "Movies"),
                .product(name: "MoviesInfrastructure", package: "Movies"),
                .product(name: "MoviesTestSupport", package: "Movies"),
                .product(name: "RecommendationsDomain", package: "Recommendations"),
                .product(name: "FeatureFlags", package: "Platform"),
                .product(name: "CoreDomain", package: "Core"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
