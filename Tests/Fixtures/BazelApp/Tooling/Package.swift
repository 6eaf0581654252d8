// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Tooling",
    targets: [.target(name: "Formatter")]
)
