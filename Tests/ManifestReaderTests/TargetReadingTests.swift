import ArchCore
import Testing

struct TargetCase: Sendable, CustomTestStringConvertible {
    let declaration: String
    let name: String
    let kind: TargetKind
    var path: String? = nil
    var exclude: [String] = []
    var sources: [String]? = nil
    var testDescription: String { declaration }
}

let targetCases: [TargetCase] = [
    TargetCase(declaration: #".target(name: "A")"#, name: "A", kind: .regular),
    TargetCase(declaration: #".executableTarget(name: "Tool", path: "Tools/tool")"#, name: "Tool",
               kind: .executable, path: "Tools/tool"),
    TargetCase(declaration: #".testTarget(name: "ATests", dependencies: [], exclude: ["Fixtures", "README.md"])"#,
               name: "ATests", kind: .test, exclude: ["Fixtures", "README.md"]),
    // swift-openapi-generator 1.14.3: Resources/ holds reference `.swift` files that are not compiled.
    TargetCase(declaration: #".testTarget(name: "RefTests", exclude: ["x"], resources: [.copy("Resources"), .process("Data", localization: .base), .embedInCode("blob.bin")])"#,
               name: "RefTests", kind: .test, exclude: ["x", "Resources", "Data", "blob.bin"]),
    TargetCase(declaration: #".macro(name: "Macros", dependencies: [])"#, name: "Macros", kind: .macro),
    TargetCase(declaration: #".plugin(name: "Gen", capability: .command(intent: .custom(verb: "gen", description: "x")), dependencies: [])"#,
               name: "Gen", kind: .plugin),
    TargetCase(declaration: #".systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])])"#,
               name: "CZlib", kind: .system),
    TargetCase(declaration: #".binaryTarget(name: "Bin", path: "Bin.xcframework")"#, name: "Bin", kind: .binary,
               path: "Bin.xcframework"),
    TargetCase(declaration: #".binaryTarget(name: "Remote", url: "https://x.test/r.zip", checksum: "abc")"#,
               name: "Remote", kind: .binary),
    TargetCase(declaration: #"Target.target(name: "Spelled", sources: ["a.swift", "sub"])"#, name: "Spelled",
               kind: .regular, sources: ["a.swift", "sub"]),
    TargetCase(declaration: #"PackageDescription.Target.executableTarget(name: "Full")"#, name: "Full",
               kind: .executable),
    TargetCase(declaration: ##".target(name: #"Raw"#, path: "Sources/Raw Folder")"##, name: "Raw", kind: .regular,
               path: "Sources/Raw Folder"),
]

@Test(arguments: targetCases)
func readsEveryTargetKindWithItsPathsAndLocation(_ testCase: TargetCase) throws {
    let source = """
        let package = Package(
            name: "P",
            targets: [
                \(testCase.declaration),
            ]
        )
        """
    let manifest = read(source)
    let target = try #require(manifest.targets.first)
    #expect(manifest.targets.count == 1)
    #expect(target.name == testCase.name)
    #expect(target.kind == testCase.kind)
    #expect(target.path == testCase.path)
    #expect(target.exclude == testCase.exclude)
    #expect(target.sources == testCase.sources)
    #expect(target.location == SourceLocation(file: "Package.swift", line: 4, column: 9))
    #expect(manifest.problems == [])
}

@Test func ignoresArbitraryExpressionsInIgnorableArguments() throws {
    let source = """
        let package = Package(
            name: "P",
            targets: [
                .target(
                    name: "A",
                    dependencies: ["B"],
                    resources: [.process("Resources"), .copy(resourceName())],
                    publicHeadersPath: headers.first!,
                    cSettings: [.define("X", to: "\\(value)")],
                    swiftSettings: settings.map { $0 } + [.unsafeFlags(["-Onone"], .when(configuration: .debug))],
                    linkerSettings: [.linkedLibrary("z", .when(platforms: [.linux]))],
                    plugins: [.plugin(name: "Lint", package: "lint")]
                ),
            ]
        )
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["A"])
    #expect(manifest.targets.first?.dependencies.map(\.name) == ["B"])
    #expect(manifest.problems == [])
}

struct DependencyCase: Sendable, CustomTestStringConvertible {
    let snippet: String
    let reference: TargetDependency.Reference
    var platforms: [String]? = nil
    var testDescription: String { snippet }
}

let dependencyCases: [DependencyCase] = [
    DependencyCase(snippet: #""Core""#, reference: .byName("Core")),
    DependencyCase(snippet: #".byName(name: "Core")"#, reference: .byName("Core")),
    DependencyCase(snippet: #".target(name: "Core")"#, reference: .target("Core")),
    DependencyCase(snippet: #".product(name: "NIO", package: "swift-nio")"#,
                   reference: .product(name: "NIO", package: "swift-nio")),
    DependencyCase(snippet: #".product(name: "Old")"#, reference: .product(name: "Old", package: nil)),
    DependencyCase(snippet: #".product(name: "A", package: "a", moduleAliases: ["A": "AA"])"#,
                   reference: .product(name: "A", package: "a")),
    DependencyCase(snippet: #".target(name: "UI", condition: .when(platforms: [.iOS, .macOS]))"#,
                   reference: .target("UI"), platforms: ["iOS", "macOS"]),
    DependencyCase(snippet: #".product(name: "C", package: "c", condition: .when(platforms: [.linux], configuration: .debug))"#,
                   reference: .product(name: "C", package: "c"), platforms: ["linux"]),
    DependencyCase(snippet: #".product(name: "Clocks", package: "swift-clocks", condition: .when(traits: ["Clocks"]))"#,
                   reference: .product(name: "Clocks", package: "swift-clocks")),
    DependencyCase(snippet: #".byNameItem(name: "X", condition: nil)"#, reference: .byName("X")),
    DependencyCase(snippet: #"Target.Dependency.target(name: "Full")"#, reference: .target("Full")),
    DependencyCase(snippet: #".target(name: "W", condition: .when(platforms: [.custom("wasi")]))"#,
                   reference: .target("W"), platforms: ["wasi"]),
]

@Test(arguments: dependencyCases)
func readsEveryTargetDependencyForm(_ testCase: DependencyCase) throws {
    let source = manifest(dependency: testCase.snippet)
    let manifest = read(source)
    let dependency = try #require(manifest.targets.first?.dependencies.first)
    #expect(manifest.targets.first?.dependencies.count == 1)
    #expect(dependency.reference == testCase.reference)
    #expect(dependency.platforms == testCase.platforms)
    #expect(dependency.location == location(of: testCase.snippet, in: source))
    #expect(manifest.problems == [])
}
