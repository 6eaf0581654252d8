import ArchCore
@testable import Caches
import Foundation
import ProcessSupport
import Testing

/// A run over a tree, configuration and options that have not changed answers from the result
/// cache; any change of any of them runs in full again.
struct ResultCacheEndToEndTests {
    /// A copy of the MultiPackage fixture (one error) with a cache folder of its own, settled:
    /// the result cache keeps runs only over trees whose files changed more than 2 s before.
    final class SettledTree {
        let copy: ArchlintBinary.Copy
        let cache: URL

        init(
            fixture: String = "MultiPackage", configuration: String? = nil, files: [String: String] = [:],
            cacheFolder: String = ".cache"
        ) throws {
            copy = try ArchlintBinary.Copy(fixture: fixture)
            cache = copy.url.appendingPathComponent(cacheFolder)
            if let configuration { try copy.write(".archlint.yml", configuration) }
            for (path, text) in files {
                try FileManager.default.createDirectory(
                    at: copy.url.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
                try copy.write(path, text)
            }
            Thread.sleep(forTimeInterval: 2.2)
        }

        func run(_ arguments: [String] = []) throws -> ArchlintBinary.Result {
            try ChildProcess.run(
                ArchlintBinary.path, [copy.path] + arguments, environment: ["ARCHLINT_CACHE_DIR": cache.path])
        }

        var resultFile: URL? {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
            return names.first { $0.hasPrefix("result-") }.map { cache.appendingPathComponent($0) }
        }

        /// Rewrites the kept outcome's report text, so that a run that prints it proves it answered from the cache.
        func tamperWithKeptReport() throws {
            let file = try #require(resultFile)
            var bytes = try Data(contentsOf: file)
            let from = Data("error: 'MoviesDomain' imports".utf8)
            let to = Data("error: 'MoviesDomain' IMPORTS".utf8)
            let range = try #require(bytes.lastRange(of: from))
            bytes.replaceSubrange(range, with: to)
            try bytes.write(to: file)
        }

        /// Rewrites the kept findings' messages (not the kept reports), so that a run whose
        /// reports show them proves it rendered the kept findings again.
        func tamperWithKeptFindings() throws {
            let file = try #require(resultFile)
            var bytes = [UInt8](try Data(contentsOf: file))
            func tampered(_ findings: [Finding]) -> [Finding] {
                findings.map { finding in
                    var finding = finding
                    finding.message = finding.message.replacingOccurrences(of: "'MoviesDomain' imports", with: "'MoviesDomain' IMPORTS")
                    return finding
                }
            }
            // The file: a header, eight fields (a 64-bit little-endian length, then the bytes),
            // the last the findings before merging, then the outcome.
            var offset = ResultCache.header.count
            var fields: [Range<Int>] = []
            for _ in 0..<8 {
                let length = (0..<8).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
                fields.append((offset + 8)..<(offset + 8 + length))
                offset += 8 + length
            }
            var outcome = try #require(CachedOutcome(decoding: Array(bytes[offset...])))
            outcome.findings = tampered(outcome.findings)
            #expect(outcome.findings.contains { $0.message.contains("IMPORTS") })
            bytes.replaceSubrange(offset..., with: outcome.encoded())
            if let findings = ResultCache.Edits(graph: [1], findings: Array(bytes[fields[7]])).decodedFindings() {
                let rewritten = ResultCache.Edits(graph: [1], findings: tampered(findings)).findings
                let length = (0..<8).map { UInt8(truncatingIfNeeded: rewritten.count >> (8 * $0)) }
                bytes.replaceSubrange((fields[7].lowerBound - 8)..<fields[7].upperBound, with: length + rewritten)
            }
            try Data(bytes).write(to: file)
        }
    }

    @Test func anUnchangedRunAnswersFromTheCacheWithTheSameOutput() throws {
        let tree = try SettledTree()
        let first = try tree.run()
        #expect(first.status == 1)
        #expect(tree.resultFile != nil)
        let second = try tree.run()
        #expect(second.status == first.status)
        #expect(second.stdout == first.stdout)
        try tree.tamperWithKeptReport()
        let third = try tree.run()
        #expect(third.stdout.contains("'MoviesDomain' IMPORTS"), "the unchanged run did not use the kept outcome")
        #expect(third.status == 1)
    }

    /// The result cache sits beside the scan cache, whatever the cache folder is called: a folder
    /// whose name starts with "scan-" once led it into a sibling folder made for it.
    @Test func theResultCacheSitsBesideTheScanCacheInAnyFolder() throws {
        let tree = try SettledTree(cacheFolder: "scan-cache")
        _ = try tree.run()
        let names = try FileManager.default.contentsOfDirectory(atPath: tree.cache.path).sorted()
        #expect(names.count == 2)
        #expect(names.first?.hasPrefix("result-") == true)
        #expect(names.last?.hasPrefix("scan-") == true)
        #expect(!FileManager.default.fileExists(atPath: tree.copy.url.appendingPathComponent("result-cache").path))
        try tree.tamperWithKeptReport()
        #expect(try tree.run().stdout.contains("'MoviesDomain' IMPORTS"), "the unchanged run did not use the kept outcome")
    }

    @Test func otherOptionsRunInFull() throws {
        let tree = try SettledTree()
        _ = try tree.run()
        try tree.tamperWithKeptReport()
        let json = try tree.run(["--format", "json"])
        #expect(!json.stdout.contains("IMPORTS"))
        #expect(json.stdout.contains("'MoviesDomain' imports"))
    }

    @Test func aChangedSourceFileRunsInFull() throws {
        let tree = try SettledTree()
        _ = try tree.run()
        try tree.tamperWithKeptReport()
        let source = try tree.copy.read("Movies/Sources/MoviesDomain/Movie.swift")
        try tree.copy.write(
            "Movies/Sources/MoviesDomain/Movie.swift", source.replacingOccurrences(of: "import MoviesInfrastructure\n", with: ""))
        let fixed = try tree.run()
        #expect(fixed.status == 0)
        #expect(fixed.stdout == "")
    }

    /// A file saved again with new bytes but the same imports, in the same places (a function
    /// body, a comment): the graph is the kept run's, so is the outcome, and no graph is built.
    @Test func aSourceFileSavedWithTheSameImportsAnswersFromTheCache() throws {
        let tree = try SettledTree()
        let first = try tree.run()
        try tree.tamperWithKeptReport()
        let file = "Movies/Sources/MoviesDomain/Movie.swift"
        let source = try tree.copy.read(file)
        try tree.copy.write(file, source.replacingOccurrences(of: "public let title: String", with: "public let title: String // the name shown"))
        let edited = try tree.run()
        #expect(edited.stdout.contains("'MoviesDomain' IMPORTS"), "the edit did not use the kept outcome")
        #expect(edited.status == first.status)
        // The same again after the file settled: the kept outcome is kept for the new stamps.
        try tree.copy.write(file, source + "\n// appended\n")
        Thread.sleep(forTimeInterval: 2.2)
        #expect(try tree.run().stdout.contains("'MoviesDomain' IMPORTS"))
        #expect(try tree.run().stdout.contains("'MoviesDomain' IMPORTS"))
    }

    /// What the graph holds changed: an import moved (its finding's line), a suppression
    /// comment, a manifest saved again.
    @Test(arguments: [
        ("Movies/Sources/MoviesDomain/Movie.swift", "import Foundation\n", "// moved\nimport Foundation\n"),
        ("Movies/Sources/MoviesDomain/Movie.swift", "import MoviesInfrastructure\n",
         "import MoviesInfrastructure // archlint:ignore layers -- until the move\n"),
        ("Movies/Package.swift", "import PackageDescription\n", "import PackageDescription\n// a comment\n"),
    ])
    func anEditOfWhatTheGraphHoldsRunsInFull(file: String, from: String, to: String) throws {
        let tree = try SettledTree()
        let first = try tree.run()
        try tree.tamperWithKeptReport()
        let source = try tree.copy.read(file)
        #expect(source.contains(from))
        try tree.copy.write(file, source.replacingOccurrences(of: from, with: to))
        let edited = try tree.run()
        #expect(!edited.stdout.contains("IMPORTS"))
        let fresh = try tree.run(["--no-cache"])
        #expect(edited.stdout == fresh.stdout)
        #expect(edited.status == fresh.status)
        #expect(first.stdout != fresh.stdout || file.hasSuffix("Package.swift"))
    }

    /// In a module split into folder layers, a file's body says which types it uses: any change
    /// of its bytes runs in full.
    @Test func aFolderLayerFileSavedAgainRunsInFull() throws {
        let tree = try SettledTree(fixture: "FolderLayers")
        let first = try tree.run()
        #expect(first.status == 0)
        let file = "Sources/Feed/Domain/FeedImage.swift"
        let source = try tree.copy.read(file)
        try tree.copy.write(file, source + "\nfunc leak(_ loader: RemoteFeedLoader) {}\n")
        let edited = try tree.run()
        #expect(edited.status == 1)
        #expect(edited.stdout.contains("FeedImage.swift:16:"))
    }

    @Test func aTreeChangedSecondsAgoIsNotKept() throws {
        // The file system's clock cannot prove such a tree's stamps final.
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let cache = copy.url.appendingPathComponent(".cache")
        _ = try ChildProcess.run(ArchlintBinary.path, [copy.path], environment: ["ARCHLINT_CACHE_DIR": cache.path])
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(names.contains { $0.hasPrefix("scan-") })
        #expect(!names.contains { $0.hasPrefix("result-") })
    }

    @Test func aChangedConfigurationOrANewFileRunsInFull() throws {
        let tree = try SettledTree()
        _ = try tree.run()
        try tree.tamperWithKeptReport()
        let config = try tree.copy.read(".archlint.yml")
        try tree.copy.write(".archlint.yml", config + "\n# a comment changes the bytes\n")
        #expect(!(try tree.run()).stdout.contains("IMPORTS"))
        // A new file in a new folder.
        try FileManager.default.createDirectory(
            at: tree.copy.url.appendingPathComponent("Movies/Sources/MoviesDomain/More"), withIntermediateDirectories: true)
        _ = try tree.run()
        try tree.tamperWithKeptReport()
        try tree.copy.write("Movies/Sources/MoviesDomain/More/Extra.swift", "import MoviesInfrastructure\n")
        let more = try tree.run()
        #expect(!more.stdout.contains("IMPORTS"))
        #expect(more.stdout.contains("More/Extra.swift:1:1: error:"))
    }

    /// An unchanged run walks with the kept run's settings before it parses the configuration:
    /// its `exclude:` too, so the tree is the kept one and the kept outcome is the answer.
    @Test func anUnchangedRunWalksWithTheKeptExclusions() throws {
        let fixture = try String(contentsOf: ArchlintBinary.fixtures.appendingPathComponent("MultiPackage/.archlint.yml"), encoding: .utf8)
        let tree = try SettledTree(
            configuration: fixture + "exclude: [\"Movies/Sources/MoviesDomain/Generated/**\"]\n",
            files: ["Movies/Sources/MoviesDomain/Generated/Mock.swift": "import App\n"])
        let first = try tree.run()
        #expect(first.status == 1)
        #expect(!first.stdout.contains("Generated"))
        try tree.tamperWithKeptReport()
        let second = try tree.run()
        #expect(second.stdout.contains("'MoviesDomain' IMPORTS"), "the unchanged run did not use the kept outcome")
        #expect(!second.stdout.contains("Generated"))
        // A body edited, and a line added above a finding's import: answered from the kept run
        // (walked with the kept exclusions), the finding moved with its import.
        let file = "Movies/Sources/MoviesDomain/Movie.swift"
        let source = try tree.copy.read(file)
        try tree.copy.write(file, source.replacingOccurrences(of: "public let title: String", with: "public let title: String // shown"))
        let edited = try tree.run()
        #expect(edited.stdout.contains("'MoviesDomain' IMPORTS"), "the edit did not use the kept outcome")
        #expect(!edited.stdout.contains("Generated"))
        try tree.tamperWithKeptFindings()
        try tree.copy.write(file, "// moved\n" + source)
        let moved = try tree.run()
        #expect(moved.stdout.contains("Movie.swift:4:1: error: 'MoviesDomain' IMPORTS"), "\(moved.stdout)")
        #expect(!moved.stdout.contains("Generated"))
        // Another file in the excluded folder changes nothing archlint reads.
        try tree.copy.write("Movies/Sources/MoviesDomain/Generated/More.swift", "import App\n")
        #expect(!(try tree.run()).stdout.contains("Generated"))
    }

    @Test func anotherBuildOfArchlintDoesNotTrustTheCaches() throws {
        // A copy of the executable has another inode and times: it stands for a rebuilt archlint
        // of the same version, whose results may differ.
        let tree = try SettledTree()
        _ = try tree.run()
        try tree.tamperWithKeptReport()
        let copy = tree.copy.url.appendingPathComponent("archlint-copy").path
        try FileManager.default.copyItem(atPath: ArchlintBinary.path, toPath: copy)
        let other = try runFreshCopy(copy, [tree.copy.path], environment: ["ARCHLINT_CACHE_DIR": tree.cache.path])
        #expect(other.status == 1)
        #expect(!other.stdout.contains("IMPORTS"))
        #expect(other.stdout.contains("'MoviesDomain' imports"))
    }

    /// Runs an executable just written. A child process another test forked while the copy was
    /// open for writing holds it open until that child execs, and Linux refuses to run a file
    /// open for writing ("Text file busy", seen once in a full `swift test` under load): the run
    /// is tried again, for up to 2 s.
    private func runFreshCopy(_ path: String, _ arguments: [String], environment: [String: String]) throws -> ChildProcess.Output {
        for _ in 0..<40 {
            do {
                return try ChildProcess.run(path, arguments, environment: environment)
            } catch let error as NSError where Self.isTextFileBusy(error) {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        return try ChildProcess.run(path, arguments, environment: environment)
    }

    private static func isTextFileBusy(_ error: NSError) -> Bool {
        if error.domain == NSPOSIXErrorDomain, error.code == Int(ETXTBSY) { return true }
        return (error.userInfo[NSUnderlyingErrorKey] as? NSError).map(isTextFileBusy) ?? false
    }

    @Test func noCacheAndSinceNeverUseIt() throws {
        let tree = try SettledTree()
        _ = try tree.run()
        try tree.tamperWithKeptReport()
        #expect(!(try tree.run(["--no-cache"])).stdout.contains("IMPORTS"))
    }

    @Test func aCorruptResultCacheIsIgnored() throws {
        let tree = try SettledTree()
        let first = try tree.run()
        let file = try #require(tree.resultFile)
        var bytes = try Data(contentsOf: file)
        bytes.removeLast(bytes.count / 3)
        try bytes.write(to: file)
        let second = try tree.run()
        #expect(second.stdout == first.stdout)
        #expect(second.status == first.status)
    }
}
