// swift-tools-version: 6.0
import PackageDescription

/// The watchlist screen: a view model over injected closures, a navigation protocol the app
/// implements, and a SwiftUI view where SwiftUI exists. Knows no other feature.
let package = Package(
    name: "WatchlistFeature",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "WatchlistFeature", targets: ["WatchlistFeature"])
    ],
    dependencies: [
        .package(path: "../../Core"),
        .package(path: "../../Movies"),
    ],
    targets: [
        .target(
            name: "WatchlistFeature",
            dependencies: [
                .product(name: "Presentation", package: "Core"),
                .product(name: "MoviesDomain", package: "Movies"),
            ]),
        .testTarget(
            name: "WatchlistFeatureTests",
            dependencies: [
                "WatchlistFeature",
                .product(name: "Presentation", package: "Core"),
                .product(name: "MoviesDomain", package: "Movies"),
                .product(name: "MoviesTestSupport", package: "Movies"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
