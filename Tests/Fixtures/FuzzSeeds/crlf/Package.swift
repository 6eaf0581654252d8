// swift-tools-version:5.9
// A header.
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "App", dependencies: ["Domain"]),
        .target(name: "Domain"),
    ]
)
