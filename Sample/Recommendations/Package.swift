// swift-tools-version: 6.0
import PackageDescription

/// The Recommendations bounded context ("watch next"). It needs movie data but owns its own
/// model (`RecommendedMovie`) and port (`MovieProviding`); an adapter translates from Movies.
let package = Package(
    name: "Recommendations",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "RecommendationsDomain", targets: ["RecommendationsDomain"]),
        .library(name: "RecommendationsApplication", targets: ["RecommendationsApplication"]),
    ],
    dependencies: [
        .package(path: "../Core")
    ],
    targets: [
        .target(
            name: "RecommendationsDomain",
            dependencies: [.product(name: "CoreDomain", package: "Core")]),
        .target(
            name: "RecommendationsApplication",
            dependencies: ["RecommendationsDomain"]),
        .testTarget(
            name: "RecommendationsApplicationTests",
            dependencies: [
                "RecommendationsApplication", "RecommendationsDomain",
                .product(name: "CoreDomain", package: "Core"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
