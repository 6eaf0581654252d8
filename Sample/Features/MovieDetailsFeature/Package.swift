// swift-tools-version: 6.0
import PackageDescription

/// The movie details screen: a view model over injected closures, a navigation protocol the
/// app implements, and a SwiftUI view where SwiftUI exists. Knows no other feature.
let package = Package(
    name: "MovieDetailsFeature",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MovieDetailsFeature", targets: ["MovieDetailsFeature"])
    ],
    dependencies: [
        .package(path: "../../Core"),
        .package(path: "../../Movies"),
    ],
    targets: [
        .target(
            name: "MovieDetailsFeature",
            dependencies: [
                .product(name: "Presentation", package: "Core"),
                .product(name: "MoviesDomain", package: "Movies"),
            ]),
        .testTarget(
            name: "MovieDetailsFeatureTests",
            dependencies: [
                "MovieDetailsFeature",
                .product(name: "Presentation", package: "Core"),
                .product(name: "MoviesDomain", package: "Movies"),
                .product(name: "MoviesTestSupport", package: "Movies"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
