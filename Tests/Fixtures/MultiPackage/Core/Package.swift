// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Core",
    products: [.library(name: "CoreDomain", targets: ["CoreDomain"])],
    targets: [.target(name: "CoreDomain")]
)
