// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "../Movies")],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [.product(name: "MoviesInfrastructure", package: "Movies")]
        ),
    ]
)
