import ProjectDescription

let project = Project(
    name: "Domain",
    targets: [
        .target(
            name: "MoviesDomain",
            destinations: .iOS,
            product: .framework,
            bundleId: "dev.movies.domain",
            sources: .glob("Sources/**", excluding: ["Sources/**/*Preview.swift"])
        ),
    ]
)
