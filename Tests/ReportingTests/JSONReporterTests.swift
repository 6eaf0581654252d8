import ArchCore
import Foundation
import Reporting
import Testing

@Suite struct JSONReporterTests {
    @Test func outputParsesAndHasTheDocumentedShape() throws {
        let root = try parse(JSONReporter().render(SampleReport.report))
        #expect(root["version"] as? Int == 1)
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.count == 4)
        let keys: Set = ["rule", "name", "severity", "message", "file", "line", "column", "because", "subject", "notes", "alsoBreaks"]
        for finding in findings { #expect(Set(finding.keys) == keys) }
        let layers = try #require(findings.first { $0["rule"] as? String == "layers" })
        #expect(layers["name"] as? String == "Dependencies point inward")
        #expect(layers["file"] as? String == "Sources/MoviesDomain/Movie.swift")
        #expect(layers["line"] as? Int == 3)
        let notes = try #require(layers["notes"] as? [[String: Any]])
        #expect(notes.count == 2)
        #expect(notes[1]["file"] is NSNull)
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 2)
        #expect(summary["suppressed"] as? Int == 2)
        #expect(summary.count == 14)
    }

    /// A `manifest` rule is configured at `error` (its `undeclared` sub-check's level) while its
    /// `implicit` and `unused` findings are warnings: its entry counts each severity.
    @Test func eachRuleCountsItsFindingsPerSeverity() throws {
        let at = SourceLocation(file: "Sources/A/A.swift", line: 1, column: 1)
        let findings = [
            Finding(ruleID: "manifest", severity: .error, message: "undeclared", location: at),
            Finding(ruleID: "manifest", severity: .warning, message: "implicit", location: SourceLocation(file: "Sources/A/A.swift", line: 2, column: 1)),
            Finding(ruleID: "manifest", severity: .warning, message: "unused", location: SourceLocation(file: "Package.swift", line: 9, column: 1)),
        ]
        let report = Report(
            findings: findings, summary: Summary(manifests: 1, modules: 1, files: 1, imports: 2, counting: findings),
            rules: [RuleInfo(id: "manifest", severity: .error, summary: "")], toolVersion: "1")
        let summary = try #require(try parse(JSONReporter().render(report))["summary"] as? [String: Any])
        let rule = try #require((summary["rules"] as? [[String: Any]])?.first)
        #expect(rule["severity"] as? String == "error")
        #expect(rule["findings"] as? Int == 3)
        #expect(rule["errors"] as? Int == 1 && rule["warnings"] as? Int == 2 && rule["infos"] as? Int == 0)
    }

    @Test func findingWithoutLocationHasNullFileLineAndColumn() throws {
        let root = try parse(JSONReporter().render(SampleReport.report))
        let findings = try #require(root["findings"] as? [[String: Any]])
        let cycle = try #require(findings.first)  // no location sorts first
        #expect(cycle["rule"] as? String == "no_cycles")
        #expect(cycle["file"] is NSNull && cycle["line"] is NSNull && cycle["column"] is NSNull)
        #expect(cycle["because"] is NSNull)
    }

    @Test func nastyTextRoundTripsThroughAJSONParser() throws {
        let root = try parse(JSONReporter().render(SampleReport.nasty))
        let finding = try #require((root["findings"] as? [[String: Any]])?.first)
        #expect(finding["message"] as? String == SampleReport.nastyText)
        #expect(finding["because"] as? String == SampleReport.nastyText)
        #expect(finding["file"] as? String == "Sources/A B/x,y:z.swift")
    }

    @Test func controlCharactersAreEscaped() throws {
        var report = SampleReport.empty
        report.findings = [Finding(ruleID: "x", severity: .error, message: "bell\u{07} tab\t nul\u{0}", location: nil)]
        let output = JSONReporter().render(report)
        #expect(output.contains("bell\\u0007 tab\\t nul\\u0000"))
        let finding = try #require((try parse(output)["findings"] as? [[String: Any]])?.first)
        #expect(finding["message"] as? String == "bell\u{07} tab\t nul\u{0}")
    }

    @Test(
        .enabled(if: ExternalTool.hasPythonJSONSchema, "needs python3 with the jsonschema module"),
        arguments: SampleReport.all.keys.sorted())
    func outputValidatesAgainstTheDocumentedSchema(name: String) throws {
        let report = try #require(SampleReport.all[name])
        let schema = Golden.resource("archlint-report.schema.json")
        let outcome = try #require(ExternalTool.validateJSON(JSONReporter().render(report), schema: schema))
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test(.enabled(if: ExternalTool.hasPythonJSONSchema, "needs python3 with the jsonschema module"))
    func documentedSchemaRejectsAnUnknownSeverity() throws {
        let broken = JSONReporter().render(SampleReport.report)
            .replacingOccurrences(of: "\"severity\": \"warning\"", with: "\"severity\": \"fatal\"")
        let outcome = try #require(
            ExternalTool.validateJSON(broken, schema: Golden.resource("archlint-report.schema.json")))
        #expect(outcome.status != 0)
    }

    private func parse(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func subjectIsWhatTheFindingIsAboutOrNull() throws {
        var report = SampleReport.empty
        var finding = Finding(ruleID: "allow", severity: .error, message: "'A' imports 'B'; 'a' may depend only on 'c'", location: nil)
        finding.subject = "'A' imports 'B'"
        report.findings = [finding, Finding(ruleID: "no_cycles", severity: .error, message: "cycle", location: nil)]
        let root = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8)) as? [String: Any])
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.compactMap { $0["subject"] as? String } == ["'A' imports 'B'"])
        #expect(findings.contains { $0["subject"] is NSNull })
    }
}
