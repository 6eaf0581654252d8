import ArchCore
import Foundation
@testable import ImportScanner
import Testing

/// Files nested deeper than swift-syntax parses, or deep enough to make it slow, still give every
/// import; what the parser cannot reach is reported, never dropped (issue 19).
struct DeepNestingTests {
    static func read(_ source: String) -> ScannedImports {
        ImportScanner.read(utf8: Array(source.utf8))!
    }

    static func modules(_ source: String) -> [String] { read(source).imports.map(\.module) }

    /// `import Foundation`, a function whose body nests `body`, then `import AppData`.
    static func importAfter(_ body: String) -> String {
        "import Foundation\nfunc f() {\n\(body)\n}\nimport AppData\n"
    }

    static func dictionary(_ depth: Int) -> String {
        "let x: Any = " + String(repeating: "[\"k\": ", count: depth) + "1" + String(repeating: "]", count: depth)
    }

    static func ifs(_ depth: Int) -> String {
        String(repeating: "if true {\n", count: depth) + String(repeating: "}\n", count: depth)
    }

    static func closures(_ depth: Int) -> String {
        String(repeating: "run {\n", count: depth) + String(repeating: "}\n", count: depth)
    }

    static func arrays(_ depth: Int) -> String {
        "let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    }

    /// Depths past swift-syntax's default limit in debug builds (20), in release builds (256),
    /// and in the exponential range of nested `[` (each level doubled the time from about 15 on).
    static let bodies: [String] = [
        dictionary(20), dictionary(25), ifs(19), ifs(30), closures(18), closures(40),
        ifs(300), dictionary(300), arrays(31), arrays(60),
    ]

    @Test(arguments: bodies)
    func findsTheImportAfterDeepNesting(_ body: String) {
        let scanned = Self.read(Self.importAfter(body))
        #expect(scanned.imports.map(\.module) == ["Foundation", "AppData"])
        #expect(scanned.unread == nil)
    }

    @Test func locatesTheImportAfterDeepNestingAtItsLine() throws {
        let source = Self.importAfter(Self.ifs(300))
        let found = try #require(Self.read(source).imports.last)
        #expect((found.line, found.column) == (605, 1))
    }

    @Test func keepsFileScopeConditionsAndAttributesInTheOutline() {
        let source = "#if canImport(UIKit)\n@_spi(Private) import UIKit\n#endif\n"
            + Self.importAfter(Self.arrays(40))
        let imports = Self.read(source).imports
        #expect(imports.map(\.module) == ["UIKit", "Foundation", "AppData"])
        #expect(imports.first?.conditions == ["canImport(UIKit)"])
        #expect(imports.first?.attributes == ["_spi(Private)"])
    }

    @Test func reportsWhereReadingStoppedWhenFileScopeNestingIsTooDeep() throws {
        let depth = 300
        let source = "import Foundation\n" + String(repeating: "#if A\n", count: depth) + "let x = 1\n"
            + String(repeating: "#endif\n", count: depth) + "import AppData\n"
        let scanned = Self.read(source)
        let unread = try #require(scanned.unread)
        #expect(scanned.imports.map(\.module) == ["Foundation"])
        // The parser gives up inside the run of `#if` lines, never after the last import.
        #expect(unread.line > 1 && unread.line <= 1 + depth)
        #expect(unread.line == 102)
        #expect(unread.reason.hasPrefix("'#if' nested more than \(ImportScanner.maximumNestingLevel) deep: reading stops here"))
    }

    /// swift-syntax's attribute lookahead recursed once per nested `#if` past its nesting limit:
    /// 20,000 of them (250 KB) overflowed the stack, a crash (2,000 in a debug build). Found by the
    /// hostile-input benchmark.
    @Test func ifNestedTwentyThousandDeepIsReadUpToTheBound() throws {
        let depth = 20_000
        let source = "import Foundation\n" + String(repeating: "#if A\n", count: depth) + "import Deep\n"
            + String(repeating: "#endif\n", count: depth) + "import AppData\n"
        let scanned = Self.read(source)
        #expect(scanned.imports.map(\.module) == ["Foundation"])
        let unread = try #require(scanned.unread)
        #expect(unread.line > 1 && unread.line <= 102)
    }

    @Test func readsTheNestingLimitOfReleaseBuildsInEveryBuild() {
        // swift-syntax's own default is 20 levels in debug builds and 256 in release; archlint's
        // limit is explicit, so a debug build reads 99 levels as a release build does.
        let source = Self.importAfter(String(repeating: "(", count: 30) + "1" + String(repeating: ")", count: 30))
        #expect(Self.modules(source) == ["Foundation", "AppData"])
        let direct = Array(source.utf8).withUnsafeBufferPointer {
            ImportScanner.parse($0, maximumNestingLevel: 20)
        }
        #expect(direct.unread != nil, "with swift-syntax's debug limit the parse stops early")
    }

    @Test func readsAnImportAtTheEndOfAFileLargerThanTheParseBudget() {
        let line = "let value\(0) = [1, 2, 3].map { $0 * 2 }\n"
        let filler = String(repeating: line, count: ImportScanner.skeletonSize / line.utf8.count + 10)
        let source = "import Foundation\nfunc f() {\n\(filler)}\nimport AppData\n"
        #expect(Self.modules(source) == ["Foundation", "AppData"])
    }

    /// Issue 31: 6 MB of top-level statements (no bodies to blank in the outline) took 2.1 GB to
    /// parse, 100 MB ran out of memory. The parser gets at most ParseBounds.maximumCodeBytes of
    /// code; the rest is reported where it starts. Long names make many code bytes of few tokens.
    @Test func topLevelCodePastTheParseBoundIsReadUpToThereAndTheRestReported() throws {
        let name = String(repeating: "n", count: 1_000)
        let lines = (0..<2_200).map { "let \(name)\($0) = 1\n" }
        let source = "import Foundation\n" + lines.joined() + "import AppData\n"
        let scanned = Self.read(source)
        #expect(scanned.imports.map(\.module) == ["Foundation"])
        // The line whose code passes 2 MiB: each line holds 1,006 to 1,009 bytes of code.
        let line = try #require(scanned.unread?.line)
        #expect((2_000...2_200).contains(line))
        #expect(scanned.unread?.reason.contains("more than 2 MiB of code to parse at once") == true)
    }

    @Test func aStringLiteralOfSeveralMegabytesIsOneTokenNotCodeToBound() {
        let source = "import Foundation\nlet s = \"" + String(repeating: "a", count: 3_000_000) + "\"\nlet t = 1\nimport AppData\n"
        let scanned = Self.read(source)
        #expect(scanned.imports.map(\.module) == ["Foundation", "AppData"])
        #expect(scanned.unread == nil)
    }

    @Test func readsAOneLineFileOfFiveMegabytes() {
        let source = "import Foundation\nlet table = [" + String(repeating: "1, ", count: 1_700_000) + "1]\nimport AppData\n"
        #expect(Self.modules(source) == ["Foundation", "AppData"])
    }

    @Test func parsesAFileWhoseBracketsTheLexerCannotMatchWholeWhenSquareBracketsAreShallow() {
        // `return /{/` is a regex the lexer reads as code; the file is large enough for the outline.
        let filler = String(repeating: "let value = 1\n", count: ImportScanner.skeletonSize / 14 + 10)
        let source = "import Foundation\nfunc r() -> Regex<Substring> { return /{/ }\n\(filler)import AppData\n"
        let scanned = Self.read(source)
        #expect(scanned.imports.map(\.module) == ["Foundation", "AppData"])
        #expect(scanned.unread == nil)
    }

    @Test func findsTheImportAfterABareRegexHoldingABrace() {
        let source = "import Foundation\nlet r = /[{]+/\nfunc f() {\n\(Self.arrays(12))\n}\nimport AppData\n"
        #expect(Self.modules(source) == ["Foundation", "AppData"])
    }

    @Test func reportsAFileWhoseBracketsDoNotMatchWhenItIsTooLargeToParseWhole() throws {
        let line = "let value = [1, 2, 3]\n"
        let filler = String(repeating: line, count: ImportScanner.wholeParseSize / line.utf8.count + 10)
        let unread = try #require(Self.read("import Foundation\n\(filler)f(]\nimport AppData\n").unread)
        #expect(unread.reason.contains("brackets that do not match"))
    }

    @Test func readsAFileWhoseBracketsDoNotMatchUpToItsFirstTooDeepSquareBracket() throws {
        let source = Self.importAfter(Self.arrays(40) + "\n)")
        let scanned = Self.read(source)
        #expect(scanned.imports.map(\.module) == ["Foundation"])
        let unread = try #require(scanned.unread)
        // `let x = ` then ten `[`: the eleventh stands at column 19 of line 3.
        #expect((unread.line, unread.column) == (3, 19))
        #expect(unread.reason.contains("'[' nested more than 10 deep in a file whose brackets do not match"))
    }

    /// Found by the imports and references fuzz targets in a 9 KB file: `#//` opens what the lexer
    /// reads as a regex literal left open to the end of the file, and the parser does not. The
    /// lexer saw none of the `[` after it, so the file was parsed whole, and `[` nested 248 deep
    /// ran the parse for minutes. When the lexer cannot match a file, every `[` byte counts.
    @Test func stopsAtSquareBracketsTheLexerCannotSeeInAFileItCannotMatch() throws {
        let source = "import Foundation\n#//\nimport AppData\n\(Self.arrays(12))\nimport Later\n"
        let scanned = Self.read(source)
        #expect(scanned.imports.map(\.module).prefix(1) == ["Foundation"])
        #expect(!scanned.imports.map(\.module).contains("Later"))
        let unread = try #require(scanned.unread)
        #expect((unread.line, unread.column) == (4, 19))
    }

    /// Found by the imports fuzz target after the fix above (8 inputs in 15 minutes): `]` bytes in
    /// strings lowered the byte count below the bound while the lexer saw `[` 13 deep, so the file
    /// was neither cut nor parsed: none of its imports were read. When the lexer cannot match a
    /// file, reading stops at the earlier of the two views' first `[` past the bound.
    @Test func stopsAtTheLexersDeepSquareBracketWhenStringsLowerTheByteCount() throws {
        let source = "import Foundation\nlet x = [[[[[[[\"]]]]]]]\", [[[[[[1]]]]]]]]]]]]]\nimport Later\n/* open\n"
        let scanned = Self.read(source)
        #expect(scanned.imports.map(\.module) == ["Foundation"])
        let unread = try #require(scanned.unread)
        #expect((unread.line, unread.column) == (2, 30))
    }
}

/// The file-scope outline must hold every import the full parse finds in real, compilable code.
struct FileScopeSkeletonEquivalenceTests {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: FastPathEquivalenceTests.checkouts.path)))
    func outlineGivesTheFullParsesImportsOnEveryFileOfTheCheckouts() throws {
        let root = FastPathEquivalenceTests.checkouts
        let files = try #require(FileManager.default.enumerator(atPath: root.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        var (outlined, unmatched) = (0, [String]())
        var mismatches: [String] = []
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(file)))
            guard let source = String(validating: bytes, as: UTF8.self) else { continue }
            guard let outline = bytes.withUnsafeBufferPointer({ FileScopeSkeleton.outline(of: $0) }) else {
                unmatched.append(file)
                continue
            }
            outlined += 1
            let fromOutline = outline.withUnsafeBufferPointer {
                ImportScanner.parse($0, maximumNestingLevel: ImportScanner.maximumNestingLevel).imports
            }
            if fromOutline != ImportScanner.scanWithFullParse(source) { mismatches.append(file) }
        }
        #expect(outlined > 900, "only \(outlined) of \(files.count) files were outlined")
        #expect(unmatched.count * 100 < files.count, "brackets did not match in \(unmatched.prefix(10))")
        let mismatchCount = mismatches.count
        #expect(mismatchCount == 0, "mismatching files: \(mismatches.prefix(20))")
    }
}

/// `ARCHLINT_EQUIVALENCE_DIR=/path/to/checkouts swift test --filter OutlineOnAFolderTests` holds the
/// file-scope outline to the full parse on every `.swift` file under a folder of real code (off by
/// default). Files whose brackets the lexer cannot match are counted, not compared.
struct OutlineOnAFolderTests {
    @Test(.enabled(if: EquivalenceOnAFolderTests.folder != nil))
    func outlineGivesTheFullParsesImportsOnEveryFileOfTheFolder() throws {
        let root = try #require(EquivalenceOnAFolderTests.folder)
        let files = try #require(FileManager.default.enumerator(atPath: root))
        var (checked, unmatched, mismatches) = (0, [String](), [String]())
        for case let file as String in files where file.hasSuffix(".swift") {
            guard let data = FileManager.default.contents(atPath: root + "/" + file),
                let source = String(data: data, encoding: .utf8)
            else { continue }
            let bytes = Array(data)
            guard let outline = bytes.withUnsafeBufferPointer({ FileScopeSkeleton.outline(of: $0) }) else {
                unmatched.append(file)
                continue
            }
            checked += 1
            let fromOutline = outline.withUnsafeBufferPointer {
                ImportScanner.parse($0, maximumNestingLevel: ImportScanner.maximumNestingLevel).imports
            }
            if fromOutline != ImportScanner.scanWithFullParse(source) { mismatches.append(file) }
        }
        print("outline: \(checked) files compared; brackets the lexer cannot match in \(unmatched.count): \(unmatched.prefix(10))")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(checked) files differ: \(mismatches.prefix(10))")
        #expect(checked > 0)
    }
}

/// `#if` blocks nested in the import section (found by a generated hostile file): the byte path
/// found an import 100 blocks deep that the full parse, at its nesting limit, reports as unread;
/// and each import under thousands of `#elseif` carried every earlier clause (a 200 KB file: 11 s,
/// 960 MB).
extension DeepNestingTests {
    static func nestedIfs(_ depth: Int, around body: String) -> String {
        String(repeating: "#if os(iOS)\n", count: depth) + body + String(repeating: "#endif\n", count: depth) + "let x = 1\n"
    }

    @Test(arguments: [39, 40, 41, 98, 99, 100, 150])
    func theBytePathAndTheFullParseAgreeOnIfBlocksNestedDeep(depth: Int) {
        for body in ["import UIKit\n", "@_spi(Kit) import UIKit\n", "#if compiler(>=5.9) && (os(iOS) || os(macOS))\nimport UIKit\n#endif\n"] {
            let source = Self.nestedIfs(depth, around: body)
            #expect(ImportScanner.scan(source) == ImportScanner.scanWithFullParse(source), "depth \(depth): \(body)")
        }
        // Past the parser's limit the import is not found, and that is said, not dropped in silence.
        let deep = Self.read(Self.nestedIfs(150, around: "import UIKit\n"))
        #expect(deep.imports.isEmpty)
        #expect(deep.unread?.reason.hasPrefix("nesting more than 100 levels deep") == true)
    }

    @Test func thousandsOfElseifClausesStopAtTheBoundWithAnUnreadPart() {
        let clauses = (1..<1_100).map { "#elseif os(tvOS\($0))\nimport M\($0)\n" }.joined()
        let source = "#if os(iOS)\nimport M0\n" + clauses + "#endif\n"
        let scanned = Self.read(source)
        // The clause with 1,000 conditions (999 negated ones and its own) is the last one read.
        #expect(scanned.imports.count == 1_000)
        #expect(scanned.imports.last?.conditions.count == 1_000)
        #expect(scanned.unread?.line == 2_001)
        #expect(scanned.unread?.reason == "more than 1000 '#if' conditions around this clause: it is not read, so imports inside it are not in the graph")
        #expect(ImportScanner.scan(source) == ImportScanner.scanWithFullParse(source))
    }
}
