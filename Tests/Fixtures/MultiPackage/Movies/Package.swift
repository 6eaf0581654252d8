// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Movies",
    products: [
        .library(name: "MoviesDomain", targets: ["MoviesDomain"]),
        .library(name: "MoviesInfrastructure", targets: ["MoviesInfrastructure"]),
    ],
    dependencies: [.package(path: "../Core")],
    targets: [
        .target(name: "MoviesDomain", dependencies: [.product(name: "CoreDomain", package: "core")]),
        .target(name: "MoviesInfrastructure", dependencies: ["MoviesDomain", "CoreDomain"]),
        .testTarget(name: "MoviesDomainTests", dependencies: ["MoviesDomain"]),
    ]
)
