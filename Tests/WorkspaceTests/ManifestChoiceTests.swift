import ArchCore
import Testing
@testable import Workspace

struct ManifestChoiceTests {
    struct Case: Sendable, CustomStringConvertible {
        var names: [String]
        var regular: String?
        var current: String
        var expected: String?
        var description: String { "\(names) regular \(regular ?? "-") swift \(current)" }
    }

    /// Checked against `swift package dump-package` (Swift 6.3) on the real repositories named.
    static let cases: [Case] = [
        // swift-docc-symbolkit 1.0.0: Package.swift is 5.2, so Package@swift-5.5.swift wins.
        Case(names: ["Package.swift", "Package@swift-5.5.swift"], regular: "5.2", current: "6.3", expected: "Package@swift-5.5.swift"),
        // Nimble 14.0.0: Package.swift (6.0) is newer than Package@swift-5.9.swift.
        Case(names: ["Package.swift", "Package@swift-5.9.swift"], regular: "6.0", current: "6.3", expected: "Package.swift"),
        // swift-dependencies 1.17.1: Package.swift needs 6.4, too new for Swift 6.3.
        Case(names: ["Package.swift", "Package@swift-6.0.swift", "Package@swift-6.3.swift"], regular: "6.4", current: "6.3", expected: "Package@swift-6.3.swift"),
        Case(names: ["Package.swift", "Package@swift-6.3.swift"], regular: "5.9", current: "6.0", expected: "Package.swift"),
        Case(names: ["Package.swift"], regular: nil, current: "6.0", expected: "Package.swift"),
    ]

    @Test(arguments: cases) func picksTheManifestSwiftPMReads(_ example: Case) {
        let chosen = ManifestChoice.pick(
            example.names, regularToolsVersion: example.regular.flatMap(SwiftVersion.init),
            current: SwiftVersion(example.current)!)
        #expect(chosen == example.expected)
    }

    @Test func readsTheToolsVersionComment() {
        #expect(ManifestChoice.toolsVersion(declaredIn: "// swift-tools-version: 6.4") == SwiftVersion("6.4"))
        #expect(ManifestChoice.toolsVersion(declaredIn: "// swift-tools-version:5.9.2;(experimentalFeatures)") == SwiftVersion("5.9.2"))
        #expect(ManifestChoice.toolsVersion(declaredIn: "import PackageDescription") == nil)
    }

    @Test func readsTheVersionSpecificManifestAndNeverScansItAsSource() throws {
        let tree = try TemporaryTree([
            "Package.swift": "// swift-tools-version:5.2\nimport PackageDescription\nlet package = Package(name: \"S\", targets: [.target(name: \"Old\")])\n",
            "Package@swift-5.5.swift": "// swift-tools-version:5.5\nimport PackageDescription\nlet package = Package(name: \"S\", targets: [.target(name: \"New\")])\n",
            "Sources/New/A.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.modules.filter { $0.id.package != nil }.map(\.name) == ["New"])
        #expect(graph.files.map(\.path) == ["Sources/New/A.swift"])
    }
}

extension ManifestChoiceTests {
    /// swift-sdk 0.12.1: Package.swift declares 6.1 and adds two conformance targets that
    /// Package@swift-6.0.swift lacks; with `swift:` left at 6.0, a 6.1+ compiler still reads Package.swift.
    @Test func readsForTheCompilerArchlintWasBuiltWithWhenItIsNewerThanTheSetting() {
        #expect(ManifestChoice.current(configured: SwiftVersion("5.9")!) == ManifestChoice.builtWith)
        #expect(ManifestChoice.current(configured: SwiftVersion("9.0")!) == SwiftVersion("9.0"))
    }
}
