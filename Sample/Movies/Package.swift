// swift-tools-version: 6.0
import PackageDescription

/// The Movies bounded context: domain (entities, the repository port), application (one use
/// case per verb), infrastructure (the repository over a local cache and a remote data source
/// port) and a composition factory wiring them. The remote data source itself is implemented
/// outside, in `Adapters`, so this package never sees the SDK.
let package = Package(
    name: "Movies",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MoviesDomain", targets: ["MoviesDomain"]),
        .library(name: "MoviesApplication", targets: ["MoviesApplication"]),
        .library(name: "MoviesInfrastructure", targets: ["MoviesInfrastructure"]),
        .library(name: "MoviesComposition", targets: ["MoviesComposition"]),
        // Fakes and fixtures; only test targets may depend on this product.
        .library(name: "MoviesTestSupport", targets: ["MoviesTestSupport"]),
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../Platform"),
    ],
    targets: [
        .target(
            name: "MoviesDomain",
            dependencies: [.product(name: "CoreDomain", package: "Core")]),
        .target(
            name: "MoviesApplication",
            dependencies: ["MoviesDomain", .product(name: "CoreDomain", package: "Core")]),
        .target(
            name: "MoviesInfrastructure",
            dependencies: [
                "MoviesDomain",
                .product(name: "CoreDomain", package: "Core"),
                .product(name: "Caching", package: "Platform"),
            ]),
        .target(
            name: "MoviesComposition",
            dependencies: ["MoviesDomain", "MoviesApplication", "MoviesInfrastructure"]),
        .target(
            name: "MoviesTestSupport",
            dependencies: ["MoviesDomain", "MoviesInfrastructure", .product(name: "CoreDomain", package: "Core")]),
        .testTarget(
            name: "MoviesApplicationTests",
            dependencies: ["MoviesApplication", "MoviesDomain", "MoviesTestSupport"]),
        .testTarget(
            name: "MoviesInfrastructureTests",
            dependencies: [
                "MoviesInfrastructure", "MoviesDomain", "MoviesTestSupport",
                .product(name: "CoreDomain", package: "Core"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
