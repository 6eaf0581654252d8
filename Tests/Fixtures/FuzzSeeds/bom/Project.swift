// Project.swift
// Created by someone.

import ProjectDescription

let project = Project(
    name: "App",
    targets: [
        .target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.app", sources: ["Sources/**"],
                dependencies: [.target(name: "Domain")]),
        .target(name: "Domain", destinations: .iOS, product: .framework, bundleId: "dev.domain", sources: ["Domain/**"]),
    ]
)
