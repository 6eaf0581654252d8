import ArchCore
import Testing

@Test func followsTopLevelConstantsInsideThePackageCall() throws {
    let source = """
        import PackageDescription

        let coreName = "Core"
        let excluded = ["README.md"] + ["Docs"]
        let atomics: PackageDescription.Target.Dependency = .product(name: "Atomics", package: "swift-atomics")
        let apple: [Platform] = [.macOS, .iOS]
        var commonDependencies: [Target.Dependency] = ["Core", atomics]
        let uiTargets: [Target] = [
            .target(name: "UI", dependencies: commonDependencies + [
                .target(name: "AppKitGlue", condition: .when(platforms: apple)),
            ]),
        ]
        let allProducts = [Product.library(name: coreName, targets: [coreName])]
        let deps: [Package.Dependency] = [.package(url: "https://github.com/apple/swift-atomics.git", from: "1.0.0")]

        let package = Package(
            name: "P",
            products: allProducts,
            dependencies: deps,
            targets: [
                .target(name: coreName, exclude: excluded),
                .target(name: "AppKitGlue"),
            ] + uiTargets
        )
        """
    let manifest = read(source)
    #expect(manifest.problems == [])
    #expect(manifest.targets.map(\.name) == ["Core", "AppKitGlue", "UI"])
    #expect(manifest.targets.first?.exclude == ["README.md", "Docs"])
    #expect(manifest.products.map(\.name) == ["Core"])
    #expect(manifest.dependencies.map(\.identity) == ["swift-atomics"])
    let ui = try #require(manifest.targets.last)
    #expect(ui.dependencies.map(\.reference) == [
        .byName("Core"), .product(name: "Atomics", package: "swift-atomics"), .target("AppKitGlue"),
    ])
    #expect(ui.dependencies.map(\.platforms) == [nil, nil, ["macOS", "iOS"]])
    // A dependency held in a constant is located where the constant's value is written.
    #expect(ui.dependencies[1].location == location(of: ".product(name: \"Atomics\"", in: source))
    #expect(ui.location == location(of: ".target(name: \"UI\"", in: source))
}

@Test func readsBothBranchesOfATernaryList() {
    let source = """
        let includePrivacyManifest = true
        let package = Package(
            name: "P",
            targets: [
                .target(name: "A", exclude: includePrivacyManifest ? [] : ["PrivacyInfo.xcprivacy"]),
            ]
        )
        """
    let manifest = read(source)
    #expect(manifest.targets.first?.exclude == ["PrivacyInfo.xcprivacy"])
    #expect(manifest.problems == [])
}

@Test func stopsOnConstantsThatReferToEachOther() {
    let source = """
        let a = b
        let b = a
        let package = Package(name: "P", targets: a)
        """
    let manifest = read(source)
    #expect(manifest.targets == [])
    #expect(manifest.problems.map(\.location) == [SourceLocation(file: "Package.swift", line: 2, column: 9)])
    #expect(manifest.problems.first?.message.contains("defined in terms of itself") == true)
}

@Test func readsAssignmentsWhoseValueIsAConcatenation() {
    let source = """
        let base: [Target] = [.target(name: "A")]
        var all: [Target]
        all = base + [.target(name: "B")]
        all += base + [.target(name: "C")]
        let package = Package(name: "P", targets: all)
        package.targets += [.target(name: "D")] + [.target(name: "E")]
        """
    let manifest = read(source)
    #expect(manifest.problems == [])
    #expect(manifest.targets.map(\.name) == ["A", "B", "C", "D", "E"])
    #expect(manifest.targets.last?.location == location(of: ".target(name: \"E\")", in: source))
}

/// `.tca` in a dependency list: a static member of `extension Target.Dependency`, stored or
/// computed, the pattern of many TCA apps (found on asiliuk/BsuirScheduleApp, where 36 entries were
/// skipped, and every target using one lost its `manifest` checks). The entry stands where it is
/// written; the member's own `#if`-free definition gives what it is.
@Test func followsStaticMembersOfTargetDependencyExtensions() throws {
    let source = """
        import PackageDescription

        let package = Package(
            name: "P",
            dependencies: [.package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.0.0")],
            targets: [
                .target(name: "Core"),
                .target(name: "Feature", dependencies: ["Core", .tca, .dependencies, Target.Dependency.core, .missing]),
            ]
        )

        private extension Target.Dependency {
            static let tca: Self = .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
            static var dependencies: Target.Dependency { .product(name: "Dependencies", package: "swift-dependencies") }
        }

        extension PackageDescription.Target.Dependency {
            static var core: Self {
                return .target(name: "Core")
            }
        }
        """
    let manifest = read(source)
    let feature = try #require(manifest.targets.last)
    #expect(feature.dependencies.map(\.reference) == [
        .byName("Core"), .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "Dependencies", package: "swift-dependencies"), .target("Core"),
    ])
    #expect(feature.dependencies.map(\.location.column) == [49, 57, 63, 78])
    #expect(feature.dependencies.allSatisfy { $0.location.line == 8 })
    // A member the manifest does not declare is still reported where it is written.
    #expect(manifest.problems.map(\.message) == ["skipped member '.missing': dependencies it declares are not in the graph"])
    #expect(manifest.problems.first?.location == SourceLocation(file: "Package.swift", line: 8, column: 102))
}
