// swift-tools-version: 6.0
import PackageDescription

/// A small stand-in for a third-party movie-database SDK, shaped like TMDb's: a client, DTOs
/// with the service's field names, and its own error type. Only `Adapters` may import it.
let package = Package(
    name: "TMDb",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TMDb", targets: ["TMDb"])
    ],
    targets: [
        .target(name: "TMDb"),
        .testTarget(name: "TMDbTests", dependencies: ["TMDb"]),
    ],
    swiftLanguageModes: [.v6]
)
