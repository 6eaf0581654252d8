// swift-tools-version: 6.0
import PackageDescription

/// Cross-cutting platform services exposed as ports: caching (with an in-memory implementation)
/// and feature flags (the static implementation lives behind `FeatureFlagsAdapter`).
let package = Package(
    name: "Platform",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "Caching", targets: ["Caching"]),
        .library(name: "FeatureFlags", targets: ["FeatureFlags"]),
    ],
    targets: [
        .target(name: "Caching"),
        .target(name: "FeatureFlags"),
        .testTarget(name: "CachingTests", dependencies: ["Caching"]),
    ],
    swiftLanguageModes: [.v6]
)
