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

    func imports(of path: String, in graph: Graph) -> [String]? {
        graph.files.first { $0.path == path }?.imports.map(\.module)
    }

    /// A cache written as if by a run that started `startedAgo` seconds ago (negative: in the
    /// future), holding `B.swift` with the given stamp and hash but made-up imports: whether a run
    /// reports them tells whether it trusted the entry without reading the file.
    func plantedCache(
        _ tree: TemporaryTree, startedAgo: Int64, stamp: (FileStamp) -> FileStamp = { $0 },
        hash: UInt64? = nil, comments: [MarkedComment]? = nil
    ) throws -> String {
        let cache = tree.root + "/.cache/scan.cache"
        _ = try WorkspaceLoader.load(options(tree, cache: cache))
        var loaded = ScanCache.load(path: cache, version: "test")
        var entries = loaded.entries
        let path = "Sources/B/B.swift"
        var entry = try #require(entries[path])
        entry.stamp = stamp(try #require(FileStamp.of(path: tree.root + "/" + path)))
        if let hash { entry.hash = hash }
        entry.comments = comments
        entry.content = .imports([Import(module: "Planted", line: 1, column: 1)])
        entries[path] = entry
        loaded = ScanCache(started: FileStamp.Time.now().minus(seconds: startedAgo), entries: entries)
        ScanCache.save(loaded, path: cache, version: "test")
        return cache
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
        let entries = ScanCache.load(path: cache, version: "test").entries
        #expect(entries.keys.sorted() == ["Package.swift", "Sources/A/A.swift", "Sources/B/B.swift"])
        guard case .manifest(let manifest) = entries["Package.swift"]?.content else {
            Issue.record("the manifest is not cached")
            return
        }
        #expect(manifest == cold.manifests.first)
    }

    @Test func aChangedFileIsScannedAgain() throws {
        let tree = try TemporaryTree(Self.files)
        let cache = tree.root + "/.cache/scan.cache"
        _ = try WorkspaceLoader.load(options(tree, cache: cache))
        try tree.write("Sources/B/B.swift", "import Foundation\nimport A\n")
        let graph = try WorkspaceLoader.load(options(tree, cache: cache))
        #expect(imports(of: "Sources/B/B.swift", in: graph) == ["Foundation", "A"])
    }

    @Test func aChangedManifestIsReadAgain() throws {
        let tree = try TemporaryTree(Self.files)
        let cache = tree.root + "/.cache/scan.cache"
        _ = try WorkspaceLoader.load(options(tree, cache: cache))
        try tree.write(
            "Package.swift",
            "import PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\"), .target(name: \"B\", dependencies: [\"A\"])])\n")
        let graph = try WorkspaceLoader.load(options(tree, cache: cache))
        #expect(graph.dependencies.map(\.to.name) == ["A"])
    }

    @Test func aSettledFileWithTheSameStampIsNotReadAgain() throws {
        let tree = try TemporaryTree(Self.files)
        let cache = try plantedCache(tree, startedAgo: -10)
        let graph = try WorkspaceLoader.load(options(tree, cache: cache))
        #expect(imports(of: "Sources/B/B.swift", in: graph) == ["Planted"])
    }

    @Test(arguments: ["size", "modified", "changed", "inode"])
    func anyStampChangeMakesTheRunReadTheFile(_ field: String) throws {
        let tree = try TemporaryTree(Self.files)
        let cache = try plantedCache(tree, startedAgo: -10, stamp: { stamp in
            var stamp = stamp
            switch field {
            case "size": stamp.size += 1
            case "modified": stamp.modified.nanoseconds += 1
            case "changed": stamp.changed.seconds -= 1
            default: stamp.inode += 1
            }
            return stamp
        }, hash: 1)
        let graph = try WorkspaceLoader.load(options(tree, cache: cache))
        #expect(imports(of: "Sources/B/B.swift", in: graph) == ["Foundation"])
    }

    @Test func aFileChangedJustBeforeTheCachingRunIsReadAgain() throws {
        // The cache was written by a run that started as the file was written: the file system's
        // coarse clock cannot prove the cached bytes are the final ones, so the stamp is not enough.
        let tree = try TemporaryTree(Self.files)
        let cache = try plantedCache(tree, startedAgo: 0, hash: 1)
        let graph = try WorkspaceLoader.load(options(tree, cache: cache))
        #expect(imports(of: "Sources/B/B.swift", in: graph) == ["Foundation"])
    }

    @Test func aTouchedFileWithTheSameBytesKeepsItsEntry() throws {
        // The stamp differs, so the file is read; its hash matches, so the entry is used.
        let tree = try TemporaryTree(Self.files)
        let cache = try plantedCache(tree, startedAgo: -10, stamp: { stamp in
            var stamp = stamp
            stamp.modified.seconds -= 100
            return stamp
        })
        let graph = try WorkspaceLoader.load(options(tree, cache: cache))
        #expect(imports(of: "Sources/B/B.swift", in: graph) == ["Planted"])
        // ...and the entry is written back with the file's real stamp.
        let entry = ScanCache.load(path: cache, version: "test").entries["Sources/B/B.swift"]
        #expect(entry?.stamp == FileStamp.of(path: tree.root + "/Sources/B/B.swift"))
    }

    @Test func aRunWithoutKeptCommentsDoesNotAnswerForARunWithThem() throws {
        let tree = try TemporaryTree(["Sources/M/M.swift": "// archlint:ignore\nimport Foundation\n"])
        let cache = tree.root + "/.cache/scan.cache"
        _ = try WorkspaceLoader.load(options(tree, cache: cache))
        var keeping = options(tree, cache: cache)
        keeping.keepComments = { path, bytes in bytes.count > 10 ? [marked(path, line: 1, target: 2)] : [] }
        #expect(try WorkspaceLoader.load(keeping).markedComments == [marked("Sources/M/M.swift", line: 1, target: 2)])
    }

    @Test func keptCommentsComeFromTheCacheWithoutReadingTheFileAgain() throws {
        let tree = try TemporaryTree(Self.files)
        let planted = [marked("Sources/B/B.swift", line: 1, target: nil)]
        let cache = try plantedCache(tree, startedAgo: -10, comments: planted)
        var keeping = options(tree, cache: cache)
        keeping.keepComments = { _, _ in [] }
        let graph = try WorkspaceLoader.load(keeping)
        #expect(imports(of: "Sources/B/B.swift", in: graph) == ["Planted"])
        #expect(graph.markedComments == planted)
    }

    @Test func aCacheOfManyBlocksRoundTripsAndRejectsAWrongOffset() throws {
        let stamp = FileStamp(
            size: 10, modified: .init(seconds: 1, nanoseconds: 2), changed: .init(seconds: 3, nanoseconds: 4), inode: 5,
            device: 6)
        let entries = (0..<(2 * ScanCacheCoding.blockSize + 17)).map { index in
            (path: "Sources/M/F\(index).swift", entry: ScanCache.Entry(
                stamp: stamp, hash: UInt64(index), size: index,
                comments: index % 3 == 0
                    ? nil : (0..<(index % 3)).map { marked("Sources/M/F\(index).swift", line: $0 + 1, target: $0 == 0 ? nil : $0 + 2) },
                content: .imports([Import(module: "M\(index % 7)", line: index + 1, column: 1)])))
        }
        let started = FileStamp.Time(seconds: 9, nanoseconds: 9)
        let bytes = ScanCacheCoding.encode(started: started, entries: entries, header: "h")
        let decoded = try #require(ScanCacheCoding.decode(bytes, header: "h"))
        #expect(decoded.started == started)
        #expect(decoded.entries.count == entries.count)
        #expect(entries.allSatisfy { decoded.entries[$0.path] == $0.entry })
        // The second block's offset, one byte off: the blocks no longer meet.
        var broken = bytes
        let offsets = Array("h\n".utf8).count + 16 + 2
        broken[offsets + 8] &+= 1
        #expect(ScanCacheCoding.decode(broken, header: "h") == nil)
    }

    @Test func readsEmptyAndLargeFilesWhole() throws {
        let large = String(repeating: "import Foundation // padding\n", count: 10_000)
        let tree = try TemporaryTree(["empty.swift": "", "large.swift": large])
        #expect(try FileReader.bytes(atPath: tree.root + "/empty.swift").isEmpty)
        #expect(try FileReader.bytes(atPath: tree.root + "/large.swift") == Array(large.utf8))
        // A read that ends at the size fstat gave stops there; a file whose size fstat does not
        // know (0, as procfs says) is still read to its end.
        #if os(Linux)
        let status = try FileReader.bytes(atPath: "/proc/self/status")
        #expect(String(decoding: status, as: UTF8.self).contains("\nPid:"))
        #endif
    }

    @Test func aFewChangedFilesDoNotRewriteALargeCache() {
        #expect(!FileReading.rewritesCache(reread: 0, of: 50))
        #expect(FileReading.rewritesCache(reread: 1, of: 50))
        #expect(!FileReading.rewritesCache(reread: 10, of: 1_800))
        #expect(FileReading.rewritesCache(reread: 19, of: 1_800))
        #expect(!FileReading.rewritesCache(reread: 1_000, of: 100_000))
        #expect(FileReading.rewritesCache(reread: 100_000, of: 100_000))
    }

    @Test func aWalkInParallelFindsWhatASerialOneFinds() throws {
        // Folders two levels down are walked in parallel; the listing must not depend on it.
        var files: [String: String] = [:]
        for package in ["A", "B", "C"] {
            files["Packages/\(package)/Package.swift"] = "import PackageDescription\nlet package = Package(name: \"\(package)\", targets: [.target(name: \"\(package)\")])\n"
            for index in 0..<5 { files["Packages/\(package)/Sources/\(package)/F\(index).swift"] = "import Foundation\n" }
        }
        files["Top.swift"] = "import Foundation\n"
        let tree = try TemporaryTree(files)
        let listing = FileWalker(root: tree.root, exclude: [], stampsFiles: true).walk()
        #expect(listing.swiftFiles.map(\.path) == files.keys.filter { !$0.hasSuffix("Package.swift") }.sorted())
        #expect(listing.manifests.map(\.path) == ["Packages/A/Package.swift", "Packages/B/Package.swift", "Packages/C/Package.swift"])
        #expect((listing.manifests + listing.swiftFiles).allSatisfy { $0.stamp != nil })
        #expect(listing.directories.contains("Packages/B/Sources/B"))
    }

    @Test(arguments: [Data(), Data("archlint-scan-cache 4 test\n\u{7}".utf8), Data(repeating: 0xFF, count: 300)])
    func aCorruptCacheIsIgnoredAndRebuilt(_ garbage: Data) throws {
        let tree = try TemporaryTree(Self.files)
        let cache = tree.root + "/.cache/scan.cache"
        let expected = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        try tree.write(".cache/scan.cache", garbage)
        #expect(try WorkspaceLoader.load(options(tree, cache: cache)) == expected)
        #expect(ScanCache.load(path: cache, version: "test").entries.count == 3)
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
        let here = SourceLocation(file: "Pkg/Package.swift", line: 3, column: 9)
        let manifest = Manifest(
            directory: "Pkg", name: "Pkg", location: here,
            targets: [
                TargetDeclaration(
                    name: "A", kind: .macro, path: "Custom/A", exclude: ["Old"], sources: ["One.swift", "Two"],
                    dependencies: [
                        TargetDependency(reference: .byName("B"), platforms: ["iOS", "macOS"], location: here, conditions: ["os(iOS)"]),
                        TargetDependency(reference: .target("C"), location: here),
                        TargetDependency(reference: .product(name: "P", package: "dep"), location: here),
                        TargetDependency(reference: .product(name: "Q", package: nil), location: here),
                    ],
                    location: here, conditions: ["DEBUG"]),
                TargetDeclaration(name: "T", kind: .test, location: here),
            ],
            products: [ProductDeclaration(name: "A", kind: .plugin, targets: ["A", "B"], location: here, conditions: ["X"])],
            dependencies: [
                PackageDependency(identity: "a", source: .path("../A"), location: here, conditions: ["Y"]),
                PackageDependency(identity: "b", source: .url("https://x/b.git"), location: here),
                PackageDependency(identity: "c", source: .registry("s.c"), location: here),
            ],
            problems: [
                ManifestProblem(message: "skipped", location: here),
                ManifestProblem(message: "hidden", location: here, hidesTargets: true),
                ManifestProblem(message: "no list", location: here, hidesPackageDependencies: true),
                ManifestProblem(message: "no products", location: here, hidesProducts: true),
            ],
            toolsVersion: "5.10")
        let stamp = FileStamp(
            size: -1, modified: .init(seconds: -5, nanoseconds: 999_999_999), changed: .init(seconds: .max, nanoseconds: 0),
            inode: .max, device: 7)
        let cache = ScanCache(
            started: .init(seconds: 1_800_000_000, nanoseconds: 5),
            entries: [
                "a.swift": .init(stamp: stamp, hash: .max, size: 70_000, comments: [], content: .imports([item, item])),
                "b.swift": .init(stamp: stamp, hash: 1, size: 0, comments: nil, content: .imports([])),
                "Pkg/Package.swift": .init(stamp: stamp, hash: 2, size: 9, comments: [marked("Pkg/Package.swift", line: 4, target: 5)],
                    content: .manifest(manifest)),
            ])
        let bytes = ScanCacheCoding.encode(cache, header: "h")
        let decoded = ScanCacheCoding.decode(bytes, header: "h")
        #expect(decoded?.entries == cache.entries)
        #expect(decoded?.started == cache.started)
        #expect(ScanCacheCoding.decode(Array(bytes.dropLast()), header: "h") == nil)
        #expect(ScanCacheCoding.decode(bytes + [0], header: "h") == nil)
    }
}

/// A kept comment at `line` of `path`.
private func marked(_ path: String, line: Int, target: Int?) -> MarkedComment {
    MarkedComment(location: SourceLocation(file: path, line: line, column: 3), text: " archlint:ignore x -- why", targetLine: target)
}
