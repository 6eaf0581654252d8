// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Search",
    targets: [
        .target(
            name: "SearchFeature",
            dependencies: [
                "SearchDomain", // the feature's use cases
                "LoggingKit",
            ]
        ),
        .target(name: "SearchDomain", dependencies: ["SearchModels"]),
        .target(name: "SearchModels"),
        .target(name: "LoggingKit"),
        .target(name: "Legacy"),
    ]
)
