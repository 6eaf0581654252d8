// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Platforms",
    targets: [
        .target(name: "Domain"),
        .target(name: "ViewModels", dependencies: ["Domain"]),
    ]
)
