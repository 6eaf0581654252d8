import ArchCore
import Foundation
import ReferenceScanner
import Testing

@testable import Workspace

/// What files of modules split into components declare and use is kept in the scan cache, so a
/// run after a small change parses only the changed files whole.
struct ScanCacheSymbolsTests {
    static let files = [
        "Package.swift": "import PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\"), .target(name: \"B\")])\n",
        "Sources/A/Domain/Feed.swift": "struct Feed {}\n",
        "Sources/A/UI/FeedView.swift": "struct FeedView {\n    let feed: Feed\n}\n",
        "Sources/B/B.swift": "struct Other {}\n",
    ]

    func options(_ tree: TemporaryTree, references: Bool = true) -> WorkspaceOptions {
        var options = WorkspaceOptions(root: tree.root, cache: CacheLocation(path: tree.root + "/.cache/scan.cache", version: "test"))
        if references { options.referenceModules = { graph in Set(graph.modules.filter { $0.name == "A" }.map(\.id)) } }
        return options
    }

    func cachedSymbols(_ tree: TemporaryTree) -> [String: FileSymbols] {
        ScanCache.load(path: tree.root + "/.cache/scan.cache", version: "test").entries.compactMapValues(\.symbols)
    }

    @Test func cachedRunsFindTheReferencesAColdRunFinds() throws {
        let tree = try TemporaryTree(Self.files)
        var cold = options(tree)
        cold.cache = nil
        let expected = try WorkspaceLoader.load(cold).references
        #expect(expected.map(\.name) == ["Feed"])
        #expect(try WorkspaceLoader.load(options(tree)).references == expected)
        #expect(cachedSymbols(tree).keys.sorted() == ["Sources/A/Domain/Feed.swift", "Sources/A/UI/FeedView.swift"])
        #expect(try WorkspaceLoader.load(options(tree)).references == expected)
    }

    /// What a declaration is (a property of each value, parameters) comes back from the cache as read.
    @Test func cachedDeclarationsKeepWhatTheyAre() throws {
        var files = Self.files
        files["Sources/A/Domain/Feed.swift"] =
            "struct Feed {\n    var count = 0\n    static var empty = Feed()\n    func items(limit: Int = 1) {}\n}\n"
        let tree = try TemporaryTree(files)
        _ = try WorkspaceLoader.load(options(tree))
        let cached = try #require(cachedSymbols(tree)["Sources/A/Domain/Feed.swift"])
        #expect(cached.declarations.map { "\($0.name) \($0.isInstanceProperty)" } == [
            "Feed false", "Feed.count true", "Feed.empty false", "Feed.items false",
        ])
        #expect(cached.declarations == SymbolScanner.symbols(file: "Sources/A/Domain/Feed.swift", source: Array(files["Sources/A/Domain/Feed.swift"]!.utf8)).declarations)
    }

    @Test func symbolsOfAnUnchangedFileComeFromTheCacheWithoutReadingIt() throws {
        let tree = try TemporaryTree(Self.files)
        _ = try WorkspaceLoader.load(options(tree))
        let path = tree.root + "/.cache/scan.cache"
        var entries = ScanCache.load(path: path, version: "test").entries
        let file = "Sources/A/UI/FeedView.swift"
        entries[file]?.symbols = FileSymbols(
            file: file, references: [.init(name: "Feed", location: SourceLocation(file: file, line: 9, column: 9))])
        ScanCache.save(ScanCache(started: FileStamp.Time.now().minus(seconds: -10), entries: entries), path: path, version: "test")
        let graph = try WorkspaceLoader.load(options(tree))
        #expect(graph.references.map(\.location) == [SourceLocation(file: file, line: 9, column: 9)])
    }

    @Test func aChangedFileIsReadWholeWithItsBytesAndTheCacheKeepsItsNewSymbols() throws {
        let tree = try TemporaryTree(Self.files)
        _ = try WorkspaceLoader.load(options(tree))
        let file = "Sources/A/UI/FeedView.swift"
        try tree.write(file, "// moved down\n\nstruct FeedView {\n    let feed: Feed\n}\n")
        let graph = try WorkspaceLoader.load(options(tree))
        #expect(graph.references.map(\.location) == [SourceLocation(file: file, line: 4, column: 15)])
        #expect(cachedSymbols(tree)[file]?.references.map(\.location.line) == [4])
    }

    @Test func aRunThatReadsNoReferencesDropsTheSymbols() throws {
        let tree = try TemporaryTree(Self.files)
        _ = try WorkspaceLoader.load(options(tree))
        #expect(!cachedSymbols(tree).isEmpty)
        try tree.write("Sources/B/B.swift", "struct Other { let x = 1 }\n")
        _ = try WorkspaceLoader.load(options(tree, references: false))
        #expect(cachedSymbols(tree).isEmpty)
    }

    @Test func symbolsRoundTripThroughTheEncoding() {
        let file = "Sources/A/A.swift"
        let at = { (line: Int) in SourceLocation(file: file, line: line, column: line + 1) }
        let symbols = FileSymbols(
            file: file,
            declarations: [
                .init(name: "Feed", location: at(1)),
                .init(name: "helper", isFilePrivate: true, location: at(2), parameters: [.init(label: "_"), .init(label: "limit", hasDefault: true), .init(label: "items", hasDefault: true, isVariadic: true)]),
                .init(name: "Feed.load", location: at(3), parameters: []),
            ],
            references: [
                .init(name: "Feed", location: at(4)),
                .init(name: "Store", member: "shared", contexts: ["Feed.Inner", "Feed"], location: at(5),
                      call: .init(labels: ["_", "id"], hasTrailingClosure: true)),
                .init(name: "make", location: at(6), call: .init(labels: [])),
            ],
            inheritances: [.init(type: "Feed.Inner", supertypes: ["Base", "Codable"])],
            typeParameters: [.init(type: "Feed", names: ["Key", "Value"])],
            stoppedAt: at(7))
        let stamp = FileStamp(size: 1, modified: .init(seconds: 1, nanoseconds: 2), changed: .init(seconds: 3, nanoseconds: 4), inode: 5, device: 6)
        let cache = ScanCache(entries: [
            file: .init(stamp: stamp, hash: 9, size: 10, comments: nil, content: .imports([]), symbols: symbols),
            "b.swift": .init(stamp: stamp, hash: 1, size: 0, comments: nil, content: .imports([]), symbols: FileSymbols(file: "b.swift")),
        ])
        let bytes = ScanCacheCoding.encode(cache, header: "h")
        #expect(ScanCacheCoding.decode(bytes, header: "h")?.entries == cache.entries)
        #expect(ScanCacheCoding.decode(Array(bytes.dropLast()), header: "h") == nil)
    }
}
