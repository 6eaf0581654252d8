// swift-tools-version: 6.0
import PackageDescription

/// The shared kernel: primitives every bounded context may use, and the presentation state every
/// screen renders. Depends on nothing.
let package = Package(
    name: "Core",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CoreDomain", targets: ["CoreDomain"]),
        .library(name: "Presentation", targets: ["Presentation"]),
    ],
    targets: [
        .target(name: "CoreDomain"),
        .target(name: "Presentation"),
        .testTarget(name: "CoreTests", dependencies: ["CoreDomain", "Presentation"]),
    ],
    swiftLanguageModes: [.v6]
)
