import ArchCore
import Testing

/// Whole manifests in the style of real modular apps.
@Test func readsAPointFreeStyleModularAppManifest() throws {
    let source = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
          name: "Modules",
          platforms: [.iOS(.v17), .macOS(.v14)],
          products: [
            .library(name: "AppFeature", targets: ["AppFeature"]),
            .library(name: "SearchFeature", targets: ["SearchFeature"]),
            .library(name: "Models", targets: ["Models"]),
          ],
          dependencies: [
            .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.10.0"),
            .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
            .package(path: "../Core/DesignSystem"),
          ],
          targets: [
            .target(
              name: "AppFeature",
              dependencies: [
                "SearchFeature",
                "SettingsFeature",
                .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
              ]
            ),
            .testTarget(name: "AppFeatureTests", dependencies: ["AppFeature"]),
            .target(
              name: "SearchFeature",
              dependencies: [
                "ApiClient",
                "Models",
                .product(name: "DesignSystem", package: "DesignSystem"),
                .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
              ]
            ),
            .testTarget(name: "SearchFeatureTests", dependencies: ["SearchFeature"]),
            .target(name: "SettingsFeature", dependencies: ["Models", "UserDefaultsClient"]),
            .target(
              name: "ApiClient",
              dependencies: [
                "Models",
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "DependenciesMacros", package: "swift-dependencies"),
              ]
            ),
            .target(name: "UserDefaultsClient", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
            .target(name: "Models"),
          ]
        )

        for target in package.targets where target.type != .system {
          target.swiftSettings = target.swiftSettings ?? []
          target.swiftSettings?.append(.enableUpcomingFeature("ExistentialAny"))
        }
        """
    let manifest = read(source, directory: "Modules", file: "Modules/Package.swift")
    #expect(manifest.problems == [])
    #expect(manifest.targets.map(\.name) == [
        "AppFeature", "AppFeatureTests", "SearchFeature", "SearchFeatureTests", "SettingsFeature", "ApiClient",
        "UserDefaultsClient", "Models",
    ])
    #expect(manifest.targets.map(\.kind) == [.regular, .test, .regular, .test, .regular, .regular, .regular, .regular])
    #expect(manifest.dependencies.map(\.identity) == ["swift-composable-architecture", "swift-dependencies", "DesignSystem"])
    let search = try #require(manifest.targets.first { $0.name == "SearchFeature" })
    #expect(search.dependencies.map(\.reference) == [
        .byName("ApiClient"), .byName("Models"), .product(name: "DesignSystem", package: "DesignSystem"),
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
    ])
    #expect(search.location == SourceLocation(file: "Modules/Package.swift", line: 27, column: 5))
    #expect(search.dependencies[2].location == SourceLocation(file: "Modules/Package.swift", line: 32, column: 9))
}

@Test func readsAManifestThatAddsItsTestsWithAppendContentsOf() {
    let source = """
        // swift-tools-version:5.7
        import PackageDescription

        let dependencies: [Package.Dependency] = [
            .package(url: "https://github.com/apple/swift-log.git", from: "1.4.0"),
        ]

        let package = Package(
            name: "Server",
            products: [.executable(name: "server", targets: ["Server"])],
            dependencies: dependencies,
            targets: [
                .executableTarget(name: "Server", dependencies: ["App"]),
                .target(name: "App", dependencies: [.product(name: "Logging", package: "swift-log")], path: "Sources/Application"),
            ]
        )

        package.targets.append(contentsOf: [
            .testTarget(name: "AppTests", dependencies: ["App"], path: "Tests/Unit"),
            .testTarget(name: "IntegrationTests", dependencies: ["App", "Server"], exclude: ["Fixtures"]),
        ])
        """
    let manifest = read(source)
    #expect(manifest.problems == [])
    #expect(manifest.targets.map(\.name) == ["Server", "App", "AppTests", "IntegrationTests"])
    #expect(manifest.targets.map(\.path) == [nil, "Sources/Application", "Tests/Unit", nil])
    #expect(manifest.targets.last?.exclude == ["Fixtures"])
    #expect(manifest.targets.last?.location == SourceLocation(file: "Package.swift", line: 20, column: 5))
    #expect(manifest.dependencies.map(\.identity) == ["swift-log"])
    #expect(manifest.products.map(\.targets) == [["Server"]])
}
