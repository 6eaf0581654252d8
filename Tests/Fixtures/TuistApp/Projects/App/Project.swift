import ProjectDescription

let project = Project(
    name: "App",
    targets: [
        .target(
            name: "MovieApp",
            destinations: .iOS,
            product: .app,
            bundleId: "dev.movies.app",
            sources: ["Sources/**"],
            dependencies: [
                .project(target: "MoviesDomain", path: "../Domain"),
                .external(name: "Alamofire"),
            ]
        ),
        .target(
            name: "MovieAppTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "dev.movies.app.tests",
            sources: ["Tests/**"],
            dependencies: [.target(name: "MovieApp")]
        ),
    ]
)
