import ArchCore
import Foundation
import Testing
@testable import Workspace

struct ScanCacheTests {
    static let files = [
        "Package.swift": "import PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\"), .target(name: \"B\")])\n",
        "Sources/A/A.swift": "@_spi(X) @preconcurrency public import Foundation.NSString\n#if canImport(UIKit)\nimport struct B.Thing\n#endif\n",
        "Sources/B/B.swift": "import Foundation\n",
    ]

    func options(_ tree: TemporaryTree, cache: String) -> WorkspaceOptions {
        WorkspaceOptions(root: tree.root, cache: CacheLocation(path: cache, version: "test"))
    }

    @Test func aWarmRunReadsTheSameGraphAsAColdOne() throws {
        let tree = try TemporaryTree(Self.files)
        let cache = tree.root + "/.cache/scan.cache"
        let cold = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        let first = try WorkspaceLoader.load(options(tree, cache: cache))
        #expect(FileManager.default.fileExists(atPath: cache))
        let warm = try WorkspaceLoader.load(options(tree, cache: cache))
        #expect(first == cold)
        #expect(warm == cold)
    }

    @Test func aChangedFileIsScannedAgain() throws {
        let tree = try TemporaryTree(Self.files)
        let cache = tree.root + "/.cache/scan.cache"
        _ = try WorkspaceLoader.load(options(tree, cache: cache))
        try tree.write("Sources/B/B.swift", "import Foundation\nimport A\n")
        let graph = try WorkspaceLoader.load(options(tree, cache: cache))
        #expect(graph.files.first { $0.path == "Sources/B/B.swift" }?.imports.map(\.module) == ["Foundation", "A"])
    }

    @Test(arguments: [Data(), Data("archlint-scan-cache 2 test\n\u{7}".utf8), Data(repeating: 0xFF, count: 300)])
    func aCorruptCacheIsIgnoredAndRebuilt(_ garbage: Data) throws {
        let tree = try TemporaryTree(Self.files)
        let cache = tree.root + "/.cache/scan.cache"
        let expected = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        try tree.write(".cache/scan.cache", garbage)
        #expect(try WorkspaceLoader.load(options(tree, cache: cache)) == expected)
        #expect(ScanCache.load(path: cache, version: "test").entries.count == 2)
    }

    @Test func aCacheOfAnotherVersionIsNotTrusted() throws {
        let tree = try TemporaryTree(Self.files)
        let cache = tree.root + "/.cache/scan.cache"
        _ = try WorkspaceLoader.load(options(tree, cache: cache))
        #expect(ScanCache.load(path: cache, version: "other").entries.isEmpty)
    }

    @Test func encodingRoundTripsEveryField() {
        let item = Import(
            module: "Foundation", path: ["Foundation", "NSString"], kind: "struct", attributes: ["_spi(X)", "testable"],
            accessLevel: .package, line: 12, column: 300, conditions: ["!(os(Linux))", "compiler(>=6)\n&& DEBUG"])
        let entries = [ScanCache.Key(hash: .max, size: 70_000): [item, item], ScanCache.Key(hash: 1, size: 0): []]
        let bytes = ScanCacheCoding.encode(entries, header: "h")
        #expect(ScanCacheCoding.decode(bytes, header: "h") == entries)
        #expect(ScanCacheCoding.decode(Array(bytes.dropLast()), header: "h") == nil)
    }
}
