import ArchCore
import Reporting
import Testing

@Suite struct ReportTests {
    @Test func prefixingPathsMovesFindingAndNoteLocationsOnly() throws {
        let moved = SampleReport.report.prefixingPaths(with: "apps/movies")
        let layers = try #require(moved.findings.first { $0.ruleID == "layers" })
        #expect(layers.location?.file == "apps/movies/Sources/MoviesDomain/Movie.swift")
        #expect(layers.location?.line == 3)
        #expect(layers.notes.map { $0.location?.file } == ["apps/movies/Package.swift", nil])
        #expect(moved.findings.first { $0.ruleID == "no_cycles" }?.location == nil)
        #expect(moved.summary == SampleReport.report.summary)
    }

    @Test func prefixWithTrailingSlashOrEmptyPrefix() {
        #expect(
            SampleReport.report.prefixingPaths(with: "/abs/root/")
                == SampleReport.report.prefixingPaths(with: "/abs/root"))
        #expect(SampleReport.report.prefixingPaths(with: "") == SampleReport.report)
    }

    @Test func prefixingPathsLeavesAbsolutePathsAsTheyAre() {
        let outside = Finding(
            ruleID: "component_matches_nothing", severity: .warning, message: "m",
            location: SourceLocation(file: "/etc/archlint.yml", line: 6, column: 3),
            notes: [Note(message: "n", location: SourceLocation(file: "Package.swift", line: 1, column: 1))])
        let report = Report(findings: [outside], summary: SampleReport.report.summary, toolVersion: "0")
        let moved = report.prefixingPaths(with: "apps/movies").findings[0]
        #expect(moved.location?.file == "/etc/archlint.yml")
        #expect(moved.notes.map { $0.location?.file } == ["apps/movies/Package.swift"])
    }

    @Test func summaryCountingFindingsCountsEachSeverity() {
        let summary = Summary(
            manifests: 1, modules: 2, files: 3, imports: 4, counting: SampleReport.findings, baselined: 5)
        #expect(summary.errors == 2 && summary.warnings == 1 && summary.infos == 1)
        #expect(summary.baselined == 5 && summary.suppressed == 0)
    }
}
