import ArchCore
import Foundation
@testable import ImportScanner
import Testing

/// The fast path must give exactly what the full parse gives, on every file.
struct FastPathEquivalenceTests {
    @Test func fastPathEqualsFullParseOnThousandsOfSyntheticFiles() {
        var corpus = SyntheticCorpus(seed: 0xA11C_E5EE_D000_0001)
        var fast = 0
        var mismatches: [String] = []
        for source in corpus.files(3000) {
            let bytes = Array(source.utf8)
            if bytes.withUnsafeBufferPointer({ ImportScanner.fastPathCut($0) }) != nil { fast += 1 }
            if ImportScanner.scan(utf8: bytes) != ImportScanner.scanWithFullParse(source) {
                mismatches.append(source)
            }
        }
        let mismatchCount = mismatches.count  // a plain count keeps a failure message short
        #expect(mismatchCount == 0, "first mismatching file:\n\(mismatches.first.debugDescription)")
        // The corpus is built so that both paths run often; a fast path that always gives up
        // would pass the check above and prove nothing.
        #expect(fast > 900, "only \(fast) of 3000 files took the fast path")
        #expect(fast < 2700, "\(fast) of 3000 files took the fast path: the corpus is too tame")
    }

    static let checkouts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/checkouts")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: checkouts.path)))
    func fastPathEqualsFullParseOnEverySwiftFileOfTheCheckouts() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.checkouts.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        var mismatches: [String] = []
        var fast = 0
        for file in files {
            let data = try Data(contentsOf: Self.checkouts.appendingPathComponent(file))
            let bytes = [UInt8](data)
            // Where the fast path gives up, `scan(utf8:)` is the full parse by construction;
            // parsing those files twice would only make the test slower.
            guard let source = String(validating: bytes, as: UTF8.self),
                bytes.withUnsafeBufferPointer({ ImportScanner.fastPathCut($0) }) != nil
            else { continue }
            fast += 1
            if ImportScanner.scan(utf8: bytes) != ImportScanner.scanWithFullParse(source) {
                mismatches.append(file)
            }
        }
        #expect(fast > 100, "only \(fast) of \(files.count) files took the fast path")
        let mismatchCount = mismatches.count
        #expect(mismatchCount == 0, "mismatching files: \(mismatches.prefix(20))")
    }
}

/// `ARCHLINT_EQUIVALENCE_DIR=/path/to/checkouts swift test --filter EquivalenceOnAFolderTests`
/// compares both paths on every `.swift` file under a folder of real code (off by default).
struct EquivalenceOnAFolderTests {
    static let folder = ProcessInfo.processInfo.environment["ARCHLINT_EQUIVALENCE_DIR"]

    @Test(.enabled(if: folder != nil))
    func fastPathEqualsFullParseOnEveryFileOfTheFolder() throws {
        let root = try #require(Self.folder)
        let files = try #require(FileManager.default.enumerator(atPath: root))
        var checked = 0
        var mismatches: [String] = []
        for case let file as String in files where file.hasSuffix(".swift") {
            guard let data = FileManager.default.contents(atPath: root + "/" + file),
                let source = String(data: data, encoding: .utf8)
            else { continue }
            checked += 1
            if ImportScanner.scan(utf8: Array(data)) != ImportScanner.scanWithFullParse(source) { mismatches.append(file) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(checked) files differ, first: \(mismatches.first ?? "")")
        #expect(checked > 0)
    }
}
