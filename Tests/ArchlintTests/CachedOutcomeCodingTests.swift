import ArchCore
@testable import Caches
import Testing
import Workspace

/// The result cache keeps outcomes and findings in the scan cache's encoding: every field comes
/// back, and bad bytes give `nil`, never a crash.
struct CachedOutcomeCodingTests {
    static let merged: Finding = {
        var finding = Finding(
            ruleID: "layers", ruleName: "Dependencies point inward", severity: .error, message: "'A' imports 'B'",
            location: SourceLocation(file: "Sources/A/Café.swift", line: 3, column: 1),
            notes: [Note(message: "declared here", location: SourceLocation(file: "Package.swift", line: 9, column: 5)), Note(message: "no place")],
            because: "Inner layers know nothing of outer ones.", subject: "'A' imports 'B'")
        var other = Finding(ruleID: "forbid", severity: .warning, message: "also this", location: finding.location)
        other.subject = nil
        finding.alsoBreaks = [other, Finding(ruleID: "imports", severity: .info, message: "x", location: nil, because: "")]
        return finding
    }()

    static let outcome = CachedOutcome(
        outputs: [
            CachedOutcome.Output(path: nil, text: "one\nline é\n", appends: false),
            CachedOutcome.Output(path: "out/report.sarif", text: "", appends: true),
        ],
        findings: [merged, Finding(ruleID: "no-cycles", severity: .error, message: "cycle", location: nil)],
        counts: {
            var counts = CachedOutcome.Counts()
            (counts.manifests, counts.modules, counts.files, counts.imports) = (1, 2, 3, 300_000)
            (counts.xcodeProjects, counts.xcodeGenSpecs, counts.tuistManifests, counts.unassignedFiles) = (5, 6, 7, 8)
            return counts
        }(),
        summary: "archlint: 2 modules", notes: ["baseline hid 1 finding", ""], suppressed: 4, baselined: 1)

    @Test func anOutcomeComesBackWhole() throws {
        let decoded = try #require(CachedOutcome(decoding: Self.outcome.encoded()))
        #expect(decoded == Self.outcome)
    }

    @Test func findingsComeBackWhole() throws {
        let edits = ResultCache.Edits(graph: [1], findings: Self.outcome.findings)
        #expect(edits.decodedFindings() == Self.outcome.findings)
        // Without a kept graph nothing is kept.
        #expect(ResultCache.Edits(graph: [], findings: Self.outcome.findings).decodedFindings() == nil)
    }

    /// A field added to `Finding` must be added to the encoding (and then to this count).
    @Test func theEncodingKnowsEveryFieldOfAFinding() {
        #expect(Mirror(reflecting: Self.merged).children.count == 9)
        #expect(Mirror(reflecting: Self.outcome).children.count == 7)
        #expect(Mirror(reflecting: Self.outcome.counts).children.count == 8)
    }

    @Test func cutOrChangedBytesGiveNilOrAnOutcomeNeverACrash() {
        let bytes = Self.outcome.encoded()
        for length in 0..<bytes.count { #expect(CachedOutcome(decoding: Array(bytes[..<length])) == nil) }
        #expect(CachedOutcome(decoding: bytes + [0]) == nil)
        for position in bytes.indices {
            var changed = bytes
            changed[position] ^= 0xFF
            _ = CachedOutcome(decoding: changed)
        }
    }
}
