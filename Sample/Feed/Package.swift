// swift-tools-version: 6.0
import PackageDescription

/// The editorial feed, a bounded context of its own laid out as three layers in one package:
/// domain (items, the repository port, the use case), data (HTTP repository with a private DTO
/// and a local cache) and presentation (the view model).
let package = Package(
    name: "Feed",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "FeedDomain", targets: ["FeedDomain"]),
        .library(name: "FeedData", targets: ["FeedData"]),
        .library(name: "FeedPresentation", targets: ["FeedPresentation"]),
    ],
    dependencies: [
        .package(path: "../Core")
    ],
    targets: [
        .target(
            name: "FeedDomain",
            dependencies: [.product(name: "CoreDomain", package: "Core")]),
        .target(
            name: "FeedData",
            dependencies: ["FeedDomain", .product(name: "CoreDomain", package: "Core")]),
        .target(
            name: "FeedPresentation",
            dependencies: ["FeedDomain", .product(name: "Presentation", package: "Core")]),
        .testTarget(
            name: "FeedDomainTests",
            dependencies: ["FeedDomain", .product(name: "CoreDomain", package: "Core")]),
        .testTarget(
            name: "FeedDataTests",
            dependencies: ["FeedData", "FeedDomain"]),
        .testTarget(
            name: "FeedPresentationTests",
            dependencies: ["FeedPresentation", "FeedDomain", .product(name: "Presentation", package: "Core")]),
    ],
    swiftLanguageModes: [.v6]
)
