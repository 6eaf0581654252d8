// swift-tools-version:6.0
import PackageDescription

// On Linux the features reach the network client directly (a shortcut the architecture forbids).
#if os(Linux)
let featureDependencies: [Target.Dependency] = ["Domain", "Networking"]
#else
let featureDependencies: [Target.Dependency] = ["Domain"]
#endif

let package = Package(
    name: "ManifestPlatforms",
    targets: [
        .target(name: "Domain"),
        .target(name: "Networking"),
        .target(name: "Features", dependencies: featureDependencies),
    ]
)
