import ArchCore
import Foundation
import Reporting
import Testing

/// Properties every format shares: golden output, determinism, escaping.
@Suite struct AllFormatsTests {
    static let fileExtension: [ReportFormat: String] = [
        .text: "txt", .json: "json", .sarif: "sarif", .junit: "junit.xml",
        .github: "github.txt", .gitlab: "gitlab.json", .markdown: "md", .html: "html",
    ]

    @Test(arguments: ReportFormat.allCases)
    func sampleReportMatchesTheGoldenFile(format: ReportFormat) throws {
        let name = "sample.\(try #require(Self.fileExtension[format]))"
        try Golden.check(render(SampleReport.report, as: format), against: name)
    }

    @Test(arguments: ReportFormat.allCases)
    func reportWithSpecialCharactersMatchesTheGoldenFile(format: ReportFormat) throws {
        let name = "nasty.\(try #require(Self.fileExtension[format]))"
        try Golden.check(render(SampleReport.nasty, as: format), against: name)
    }

    @Test(arguments: ReportFormat.allCases)
    func renderingTwiceGivesTheSameBytes(format: ReportFormat) {
        #expect(render(SampleReport.report, as: format) == render(SampleReport.report, as: format))
    }

    @Test(arguments: ReportFormat.allCases)
    func orderOfFindingsAndEdgesInTheInputDoesNotMatter(format: ReportFormat) throws {
        var shuffled = SampleReport.report
        shuffled.findings = [3, 0, 2, 1].map { SampleReport.findings[$0] }
        shuffled.diagram?.edges.reverse()
        #expect(render(shuffled, as: format) == render(SampleReport.report, as: format))
    }

    @Test(arguments: ReportFormat.allCases)
    func everyFindingMessageAppearsInTheOutput(format: ReportFormat) {
        let output = render(SampleReport.report, as: format)
        // Each format escapes differently; the sample's cycle message survives all of them intact
        // except for markup of `'` and `>`, so check a distinctive plain fragment of each.
        for fragment in [
            "modules form a cycle", "the domain layer may import only", "which this rule forbids",
            "built by a function call",
        ] {
            #expect(output.contains(fragment), "\(format) lacks \(fragment)")
        }
    }

    @Test(arguments: ReportFormat.allCases)
    func formatNameRoundTripsThroughItsRawValue(format: ReportFormat) {
        #expect(ReportFormat(rawValue: format.rawValue) == format)
    }
}

extension AllFormatsTests {
    @Test(arguments: ReportFormat.allCases)
    func findingsThatDifferOnlyInNotesRenderTheSameInAnyInputOrder(format: ReportFormat) {
        let base = SampleReport.findings[2]
        var other = base
        other.notes = [Note(message: "another note")]
        other.severity = .error
        var report = SampleReport.empty
        report.findings = [base, other]
        let forward = render(report, as: format)
        report.findings = [other, base]
        #expect(render(report, as: format) == forward)
    }
}
