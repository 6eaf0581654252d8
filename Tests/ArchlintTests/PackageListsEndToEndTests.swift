import Foundation
import Testing

/// A repository shaped like a real app (issue 30): the root's dependency list is built by a helper
/// archlint does not run, and a package names its sibling `./Tools` where `../Tools` is meant.
/// SwiftPM builds it; archlint says what it could not read and where a path leads nowhere, and
/// the `manifest` rule finds the imports that are only implicit, not errors that nothing declares
/// them.
@Suite(.serialized)
struct PackageListsEndToEndTests {
    static func package(_ name: String, dependencies: String, targets: String) -> String {
        """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "\(name)",
            products: [.library(name: "\(name)", targets: ["\(name)"])],
            dependencies: [\(dependencies)],
            targets: [\(targets)]
        )
        """
    }

    static let files = [
        "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            func deps() -> [Package.Dependency] {[
                .package(path: "./Backends"),
                .package(path: "./Tools"),
                .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.0.0"),
            ]}
            let package = Package(name: "App", dependencies: deps(), targets: [
                .executableTarget(name: "App", dependencies: ["Builder", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
                .target(name: "Builder", dependencies: ["Backends"]),
            ])
            """,
        "Sources/App/main.swift": "import Builder\nimport Tools\nimport ArgumentParser\n",
        "Sources/Builder/B.swift": "import Backends\nimport Tools\n",
        "Backends/Package.swift": package(
            "Backends", dependencies: #".package(path: "./Tools")"#,
            targets: #".target(name: "Backends", dependencies: ["Tools"]), .target(name: "BackendsKit", dependencies: ["Backends"])"#),
        "Backends/Sources/Backends/B.swift": "import Tools\n",
        "Backends/Sources/BackendsKit/K.swift": "import Backends\nimport Tools\n",
        "Tools/Package.swift": package("Tools", dependencies: "", targets: #".target(name: "Tools")"#),
        "Tools/Sources/Tools/T.swift": "import Foundation\n",
        ".archlint.yml": "version: 1\nrules:\n  - name: Targets declare what they import\n    kind: manifest\n",
    ]

    @Test func importsVisibleThroughPackagesOfAnUnreadListAreImplicitNotUndeclared() throws {
        let copy = try ArchlintBinary.Copy.repository(Self.files)
        let lint = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(!lint.stdout.contains("unresolved_dependency"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("neither it nor any of its dependencies declares"), "\(lint.stdout)")
        #expect(lint.stdout.contains(
            "'App' imports 'Tools', which it does not declare; it is visible only through 'Builder' → 'Backends' → 'Tools'"), "\(lint.stdout)")
        #expect(lint.stdout.contains(
            "'BackendsKit' imports 'Tools', which it does not declare; it is visible only through 'Backends' → 'Tools'"), "\(lint.stdout)")
        #expect(lint.stdout.contains(
            "Backends/Package.swift:6:20: warning: cannot find the package './Tools': 'Backends/Tools' does not exist."), "\(lint.stdout)")
    }

    @Test func fixDeclaresWhatAPathThatLeadsNowhereLinksAndLeavesAnUnreadListAlone() throws {
        let copy = try ArchlintBinary.Copy.repository(Self.files)
        let fix = try ArchlintBinary.run(["fix", "--diff", copy.path])
        let all = fix.stdout + fix.stderr
        // BackendsKit gets the product of the package Backends already links, not a second entry
        // of the same identity, which would stop SwiftPM.
        #expect(all.contains(#"+                .product(name: "Tools", package: "Tools")"#) || all.contains(#".product(name: "Tools", package: "Tools")"#), "\(all)")
        #expect(!all.contains(#".package(path: "../Tools")"#), "\(all)")
        #expect(all.contains("archlint did not read the package's whole dependency list, so it cannot tell whether it links 'Tools'"), "\(all)")
    }
}
