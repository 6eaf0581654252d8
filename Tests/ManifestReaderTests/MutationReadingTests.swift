import ArchCore
import Testing

@Test func readsAppendsAndPlusEqualsOnThePackageAfterCreation() {
    let source = """
        import PackageDescription
        var pkg = Package(name: "P", targets: [.target(name: "A")])
        pkg.targets.append(.target(name: "B", dependencies: ["A"]))
        pkg.targets.append(contentsOf: [
            .testTarget(name: "ATests", dependencies: ["A"]),
            .testTarget(name: "BTests", dependencies: ["B"]),
        ])
        pkg.targets += [.executableTarget(name: "tool")]
        pkg.products.append(.library(name: "A", targets: ["A"]))
        pkg.products += [.executable(name: "tool", targets: ["tool"])]
        pkg.dependencies.append(.package(path: "../Core"))
        pkg.dependencies += [.package(url: "https://x.test/a/swift-log.git", from: "1.0.0")]
        """
    let manifest = read(source)
    #expect(manifest.problems == [])
    #expect(manifest.targets.map(\.name) == ["A", "B", "ATests", "BTests", "tool"])
    #expect(manifest.targets[1].location == location(of: ".target(name: \"B\"", in: source))
    #expect(manifest.targets[3].location == location(of: ".testTarget(name: \"BTests\"", in: source))
    #expect(manifest.products.map(\.name) == ["A", "tool"])
    #expect(manifest.dependencies.map(\.identity) == ["Core", "swift-log"])
}

@Test func reportsMutationOfAnExistingTargetsDependencies() {
    let source = """
        let package = Package(name: "P", targets: [.target(name: "X"), .target(name: "Y")])
        package.targets.first { $0.name == "X" }?.dependencies.append("Y")
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["X", "Y"])
    #expect(manifest.targets.first?.dependencies == [])
    #expect(manifest.problems.map(\.location) == [location(of: "package.targets.first", in: source)])
    #expect(manifest.problems.first?.message.contains("changes to targets, products or dependencies") == true)
}

struct LoopCase: Sendable, CustomTestStringConvertible {
    let body: String
    let flagged: Bool
    var testDescription: String { body }
}

let loopCases: [LoopCase] = [
    LoopCase(body: "target.swiftSettings = (target.swiftSettings ?? []) + [.define(\"X\")]", flagged: false),
    LoopCase(body: "target.swiftSettings?.append(contentsOf: [.enableUpcomingFeature(\"Y\")])", flagged: false),
    LoopCase(body: "var settings = target.swiftSettings ?? []; settings.append(.define(\"Z\"))", flagged: false),
    LoopCase(body: "target.dependencies.append(\"Shared\")", flagged: true),
    LoopCase(body: "target.dependencies += [\"Shared\"]", flagged: true),
    LoopCase(body: "target.path = \"Sources/\\(target.name)\"", flagged: true),
    LoopCase(body: "target.exclude.append(\"README.md\")", flagged: true),
]

@Test(arguments: loopCases)
func reportsOnlyLoopsThatChangeWhatTheGraphNeeds(_ testCase: LoopCase) {
    let source = """
        let package = Package(name: "P", targets: [.target(name: "A")])
        for target in package.targets where target.type != .test {
            \(testCase.body)
        }
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["A"])
    let expected = testCase.flagged ? [SourceLocation(file: "Package.swift", line: 2, column: 1)] : []
    #expect(manifest.problems.map(\.location) == expected)
}

@Test func addsDependenciesAppendedToATargetHeldInAConstant() {
    let source = """
        let cli = Target.target(name: "CLI", dependencies: ["Core"])
        let package = Package(name: "P", targets: [.target(name: "Core"), cli, .target(name: "Debug")])
        #if !os(WASI)
        cli.dependencies.append(contentsOf: [.target(name: "Debug", condition: .when(traits: ["Debugging"]))])
        #endif
        cli.dependencies += ["Core", "Extra"]
        cli.dependencies.append(.product(name: "Log", package: "swift-log"))
        """
    let manifest = read(source)
    #expect(manifest.problems == [])
    #expect(manifest.targets.map(\.name) == ["Core", "CLI", "Debug"])
    #expect(manifest.targets[1].dependencies.map(\.reference) == [
        .byName("Core"), .target("Debug"), .byName("Extra"), .product(name: "Log", package: "swift-log"),
    ])
}

@Test func keepsTheTargetsWhenAReplacementCannotBeRead() {
    let source = """
        let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
        package.targets = package.targets + [.target(name: "C")]
        package.targets = package.targets.filter { $0.name != "B" }
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["A", "B", "C"])
    #expect(manifest.problems == [
        ManifestProblem(message: "skipped 'filter' closure: the list is kept as it was before it",
                        location: SourceLocation(file: "Package.swift", line: 3, column: 19)),
    ])
}

@Test func reportsAReplacementByAHelperAsHidingTargets() {
    // Unlike a filter of what was read, a helper's targets are unknown: the targets read before
    // it are kept, but the run fails, as for `targets = makeTargets()`.
    let source = """
        let package = Package(name: "P", targets: [.target(name: "A")])
        package.targets = makeTargets()
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["A"])
    #expect(manifest.problems.map(\.hidesTargets) == [true])
}
