// swift-tools-version:6.0
import PackageDescription

// archlint's own architecture (checked by .archlint.yml; docs/architecture.md has the data flow):
//   ArchCore             plain values: graph, modules, imports, findings. Depends on nothing.
//   Rules                rule kinds: pure functions over the graph. Depends on ArchCore only.
//   SwiftLexing          Swift bytes -> comments, strings and bracket nesting, without swift-syntax.
//   ManifestReader       Package.swift -> Manifest, statically, with swift-syntax.   (edge: parsing)
//   ImportScanner        .swift source -> [Import], with swift-syntax.                (edge: parsing)
//   ReferenceScanner     .swift source -> what it declares and the names it uses; the files of one
//                        module each file uses (references inside a module), with swift-syntax. (edge: parsing)
//   XcodeModel           Xcode targets, products, dependencies and build settings as values.
//   XcodeReader          project.pbxproj -> XcodeProject, statically, with Foundation's plist reader. (edge: parsing)
//   XcodeGenReader       XcodeGen's project.yml -> XcodeProject, statically, with Yams.      (edge: parsing)
//   TuistReader          Tuist's Project.swift -> XcodeProject, statically, with swift-syntax. (edge: parsing)
//   BazelReader          what `bazel query` printed (XML or JSON) -> Bazel targets; never runs Bazel. (edge: parsing)
//   ManifestEditing      `archlint fix`'s plan -> Package.swift edited at its syntax tree's nodes, with swift-syntax. Pure.
//   Configuration        .archlint.yml -> Rules' specification, with Yams.            (edge: config)
//   Workspace            the file system -> Graph (walks, reads, joins graph sources). (edge: IO)
//   Diagrams             the one diagram model and its drawings (dot, Mermaid, JSON). Pure.
//   Reporting            findings -> bytes (text, JSON, ...).                          (edge: output)
//   Gates                suppressions and baselines: what hides findings. Pure.
//   GateFiles            baseline files, read and written.                            (edge: IO)
//   Git                  the one git runner: --since snapshots, the pre-commit hook.   (edge: processes)
//   ConfigurationWriting the starting .archlint.yml of archlint init. Pure.
//   Caches               where caches live; the result cache.                          (edge: IO)
//   ArchlintKit          the pipeline: orders the steps, maps results; no Foundation. Archlint.* is the entry.
//   archlint             the executable: options, one call, exit code.
//   archlint-bench       the benchmark: generates synthetic monorepos and times archlint against grep.
//   archlint-fuzz        libFuzzer targets for the readers (scripts/fuzz); replays inputs when built plainly.
//   ProcessSupport       starts other programs for the benchmark and the tests: output, time, peak memory.
let package = Package(
    name: "archlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .library(name: "ArchlintKit", targets: ["ArchlintKit"]),
        .plugin(name: "ArchlintPlugin", targets: ["ArchlintPlugin"]),
        .plugin(name: "ArchlintBuildToolPlugin", targets: ["ArchlintBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    ],
    targets: [
        .target(name: "ArchCore"),
        .target(name: "Rules", dependencies: ["ArchCore"]),
        .target(name: "SwiftLexing"),
        .target(
            name: "ManifestReader",
            dependencies: [
                "ArchCore",
                "SwiftLexing",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "ImportScanner",
            dependencies: [
                "ArchCore",
                "SwiftLexing",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "ReferenceScanner",
            dependencies: [
                "ArchCore",
                "SwiftLexing",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(name: "XcodeModel", dependencies: ["ArchCore"]),
        .target(name: "XcodeReader", dependencies: ["ArchCore", "XcodeModel"]),
        .target(name: "XcodeGenReader", dependencies: ["ArchCore", "XcodeModel", "Yams"]),
        .target(
            name: "TuistReader",
            dependencies: [
                "ArchCore",
                "SwiftLexing",
                "XcodeModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(name: "BazelReader", dependencies: ["ArchCore"]),
        .target(
            name: "ManifestEditing",
            dependencies: [
                "ArchCore",
                "Rules",
                "SwiftLexing",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(name: "Configuration", dependencies: ["ArchCore", "Rules", "Yams"]),
        .target(
            name: "Workspace",
            dependencies: [
                "ArchCore", "ManifestReader", "ImportScanner", "ReferenceScanner", "XcodeModel", "XcodeReader",
                "XcodeGenReader", "TuistReader", "BazelReader", "SwiftLexing",
            ]
        ),
        .target(name: "Diagrams", dependencies: ["ArchCore"]),
        .target(name: "Reporting", dependencies: ["ArchCore", "Diagrams"]),
        .target(name: "Gates", dependencies: ["ArchCore", "SwiftLexing"]),
        .target(name: "GateFiles", dependencies: ["Gates", "Workspace"]),
        .target(name: "Git"),
        .target(name: "ConfigurationWriting", dependencies: ["ArchCore", "Rules", "Configuration"]),
        .target(name: "Caches", dependencies: ["ArchCore", "Workspace"]),
        .target(
            name: "ArchlintKit",
            dependencies: [
                "ArchCore", "Rules", "Configuration", "Workspace", "Reporting", "Diagrams", "Gates", "GateFiles", "Git",
                "ConfigurationWriting", "Caches", "ManifestEditing",
            ]
        ),
        .executableTarget(
            name: "archlint",
            dependencies: [
                "ArchlintKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "Rules", "Workspace",
            ]
        ),
        // libFuzzer targets for the readers (scripts/fuzz); a plain build replays inputs from files.
        .executableTarget(
            name: "archlint-fuzz",
            dependencies: [
                "ArchCore", "BazelReader", "Configuration", "ImportScanner", "ManifestReader", "ReferenceScanner", "SwiftLexing", "TuistReader",
                "Workspace", "XcodeGenReader", "XcodeReader",
            ]
        ),
        .plugin(
            name: "ArchlintPlugin",
            capability: .command(
                intent: .custom(verb: "archlint", description: "Check the package's architecture against its .archlint.yml")),
            dependencies: ["archlint"],
            // One source for both plugins: this one runs the archlint built here, the binary plugins
            // package's (Distribution/ArchlintPlugins) the released one.
            path: "Distribution/ArchlintPlugins/Plugins/ArchlintPlugin"
        ),
        .plugin(
            name: "ArchlintBuildToolPlugin", capability: .buildTool(), dependencies: ["archlint"],
            path: "Distribution/ArchlintPlugins/Plugins/ArchlintBuildToolPlugin"
        ),
        .executableTarget(
            name: "archlint-bench",
            dependencies: [
                "ProcessSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // The floor the reference pass is measured against: a plain parse of the same files.
                .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(name: "ProcessSupport"),
        .testTarget(name: "ArchCoreTests", dependencies: ["ArchCore"]),
        .testTarget(name: "ManifestReaderTests", dependencies: ["ArchCore", "ManifestReader"]),
        .testTarget(name: "ManifestEditingTests", dependencies: ["ArchCore", "Rules", "ManifestReader", "ManifestEditing"]),
        .testTarget(name: "ImportScannerTests", dependencies: ["ArchCore", "ImportScanner"]),
        .testTarget(name: "ReferenceScannerTests", dependencies: ["ArchCore", "ReferenceScanner"]),
        .testTarget(name: "SwiftLexingTests", dependencies: ["SwiftLexing"]),
        .testTarget(name: "XcodeReaderTests", dependencies: ["ArchCore", "XcodeModel", "XcodeReader"]),
        .testTarget(name: "XcodeGenReaderTests", dependencies: ["ArchCore", "XcodeModel", "XcodeGenReader"]),
        .testTarget(name: "TuistReaderTests", dependencies: ["ArchCore", "XcodeModel", "TuistReader"]),
        .testTarget(name: "BazelReaderTests", dependencies: ["ArchCore", "BazelReader"]),
        .testTarget(name: "WorkspaceTests", dependencies: ["ArchCore", "Workspace", "ReferenceScanner", "XcodeModel"]),
        .testTarget(name: "RulesTests", dependencies: ["ArchCore", "Rules"]),
        .testTarget(name: "ConfigurationTests", dependencies: ["ArchCore", "Rules", "Configuration"]),
        .testTarget(
            name: "ReportingTests", dependencies: ["ArchCore", "Diagrams", "Reporting"], resources: [.copy("Resources")]),
        .testTarget(name: "DiagramsTests", dependencies: ["ArchCore", "Diagrams"]),
        .testTarget(name: "ConfigurationWritingTests", dependencies: ["ArchCore", "Configuration", "ConfigurationWriting"]),
        .testTarget(name: "GatesTests", dependencies: ["ArchCore", "Gates"]),
        .testTarget(name: "ArchlintTests", dependencies: ["ArchCore", "ArchlintKit", "Caches", "Git", "ProcessSupport", "Workspace"]),
        // The executable's own logic: its quick path past ArgumentParser, checked against ArgumentParser.
        .testTarget(
            name: "ArchlintCommandTests",
            dependencies: ["archlint", "ArchlintKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
    ],
    swiftLanguageModes: [.v6]
)
