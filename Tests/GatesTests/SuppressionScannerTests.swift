import ArchCore
@testable import Gates
import Testing

/// The suppression comment scanner on real-looking snippets, the nasty ones included.
struct SuppressionScannerTests {
    struct Case: CustomStringConvertible, Sendable {
        var source: String
        /// `comment line -> target line` of each valid suppression.
        var targets: [Int: Int?]
        var invalid: [Int] = []
        var description: String { source }
    }

    static let cases: [Case] = [
        Case(source: "import A // archlint:ignore layers -- reason\n", targets: [1: 1]),
        Case(source: "// archlint:ignore layers -- reason\nimport A\n", targets: [1: 2]),
        Case(source: "// archlint:ignore layers -- reason\n// another comment\n/* and a block */\nimport A\n", targets: [1: 4]),
        Case(source: "// archlint:ignore layers -- reason\n\nimport A\n", targets: [1: nil]),
        Case(source: "import A\n// archlint:ignore layers -- at the end", targets: [2: nil]),
        Case(source: "/// archlint:ignore layers -- doc comments too\nimport A\n", targets: [1: 2]),
        Case(source: "let s = \"// archlint:ignore layers -- in a string\"\n", targets: [:]),
        Case(source: "let s = \"\"\"\n// archlint:ignore layers -- in a multi-line string\n\"\"\"\nimport A\n", targets: [:]),
        Case(source: "let s = #\"a \" // archlint:ignore layers -- raw\"#\nimport A\n", targets: [:]),
        Case(source: "let s = \"a \\\" b\" // archlint:ignore layers -- after an escaped quote\n", targets: [1: 1]),
        Case(source: "if x == #\"\"\"# { y() } // archlint:ignore layers -- after a one-line raw string of a quote\n", targets: [1: 1]),
        Case(source: "let s = \"\"\"\n  \\\"\"\" // archlint:ignore layers -- escaped delimiter\n  \"\"\"\nimport A\n", targets: [:]),
        Case(source: "/* // archlint:ignore layers -- in a block comment */\nimport A\n", targets: [:]),
        Case(source: "/* outer /* inner */\n// archlint:ignore layers -- still in the block\n*/\nimport A\n", targets: [:]),
        Case(source: "// see archlint:ignore layers -- not at the start\nimport A\n", targets: [:]),
        Case(source: "// archlint:ignored layers -- another word\nimport A\n", targets: [:]),
        Case(source: "// archlint:ignore layers\nimport A\n", targets: [:], invalid: [1]),
        Case(source: "// archlint:ignore layers --   \nimport A\n", targets: [:], invalid: [1]),
        Case(source: "// archlint:ignore -- no rule\nimport A\n", targets: [:], invalid: [1]),
        Case(source: "// archlint:ignore layers until: 2027-02-30 -- no such day\nimport A\n", targets: [:], invalid: [1]),
        Case(source: "\r\n// archlint:ignore layers -- CRLF\r\nimport A\r\n", targets: [2: 3]),
        Case(source: "\u{FEFF}// archlint:ignore layers -- after a byte order mark\nimport A\n", targets: [1: 2]),
    ]

    @Test(arguments: cases)
    func findsSuppressionsAndTheLinesTheyApplyTo(_ example: Case) {
        let scanned = SuppressionScanner.scan(file: "F.swift", bytes: Array(example.source.utf8))
        var targets: [Int: Int?] = [:]
        for suppression in scanned.suppressions { targets[suppression.location.line] = suppression.targetLine }
        #expect(targets == example.targets)
        #expect(scanned.invalid.map { $0.location?.line ?? 0 } == example.invalid)
        #expect(scanned.invalid.allSatisfy { $0.ruleID == "suppression_invalid" && $0.severity == .error })
    }

    @Test func readsRuleNamesWithSpacesDatesAndReasons() throws {
        let source = "import A   // archlint:ignore Dependencies point inward until: 2027-03-01 -- migrating -- see #12\n"
        let suppression = try #require(SuppressionScanner.scan(file: "F.swift", bytes: Array(source.utf8)).suppressions.first)
        #expect(suppression.rule == "Dependencies point inward")
        #expect(suppression.until == CalendarDay(year: 2027, month: 3, day: 1))
        #expect(suppression.reason == "migrating -- see #12")
        #expect(suppression.location == SourceLocation(file: "F.swift", line: 1, column: 12))
    }

    @Test func checksForTheMarkerBeforeLexing() {
        #expect(SuppressionScanner.mentionsMarker(Array("x // archlint:ignore".utf8)))
        #expect(!SuppressionScanner.mentionsMarker(Array("import A // archlint: ignore".utf8)))
        #expect(!SuppressionScanner.mentionsMarker([]))
    }
}
