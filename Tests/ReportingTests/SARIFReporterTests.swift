import ArchCore
import Foundation
import Reporting
import Testing

@Suite struct SARIFReporterTests {
    @Test(
        .enabled(if: ExternalTool.hasPythonJSONSchema, "needs python3 with the jsonschema module"),
        arguments: SampleReport.all.keys.sorted())
    func outputValidatesAgainstTheOfficialSchema(name: String) throws {
        let report = try #require(SampleReport.all[name])
        let outcome = try #require(
            ExternalTool.validateJSON(
                SARIFReporter().render(report), schema: Golden.resource("sarif-schema-2.1.0.json")))
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    /// Proves the schema check above can fail.
    @Test(.enabled(if: ExternalTool.hasPythonJSONSchema, "needs python3 with the jsonschema module"))
    func schemaValidatorRejectsABrokenDocument() throws {
        let broken = SARIFReporter().render(SampleReport.report).replacingOccurrences(of: "\"2.1.0\"", with: "\"9\"")
        let outcome = try #require(
            ExternalTool.validateJSON(broken, schema: Golden.resource("sarif-schema-2.1.0.json")))
        #expect(outcome.status != 0)
    }

    @Test func runHasDriverRulesAndResultsGitHubNeeds() throws {
        let run = try firstRun(SARIFReporter().render(SampleReport.report))
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "archlint")
        #expect(driver["version"] as? String == "0.1.0")
        #expect(driver["informationUri"] is String)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        // Four configured rules (one found nothing) plus the unconfigured built-in that reported.
        #expect(
            rules.map { $0["id"] as? String } == [
                "layers/dependencies-point-inward", "forbidden/no-uikit-in-features", "no_cycles",
                "allowed_imports/domain-imports-only-foundation", "manifest_not_understood",
            ])
        #expect(run["originalUriBaseIds"] is [String: Any])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 4)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
            #expect(fingerprints["primaryLocationLineHash"]?.isEmpty == false)
        }
    }

    @Test func resultPointsAtTheRepoRelativeFileAndRegion() throws {
        let results = try #require(
            try firstRun(SARIFReporter().render(SampleReport.report))["results"] as? [[String: Any]])
        let layers = try #require(results.first { ($0["ruleId"] as? String)?.hasPrefix("layers") == true })
        let location = try #require(
            (layers["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: String])
        #expect(artifact == ["uri": "Sources/MoviesDomain/Movie.swift", "uriBaseId": "%SRCROOT%"])
        let region = try #require(location["region"] as? [String: Int])
        #expect(region == ["startLine": 3, "startColumn": 1])
        #expect((layers["relatedLocations"] as? [Any])?.count == 1)
        let message = try #require((layers["message"] as? [String: String])?["text"])
        #expect(message.hasSuffix("\nnote: layer 'domain' is the innermost layer"))
    }

    @Test func fingerprintDoesNotChangeWhenTheFindingMovesToAnotherLine() throws {
        var moved = SampleReport.report
        for index in moved.findings.indices { moved.findings[index].location?.line += 10 }
        #expect(try fingerprints(SampleReport.report) == fingerprints(moved))
    }

    @Test func equalFindingsInOneFileGetDistinctFingerprints() throws {
        var report = SampleReport.empty
        let finding = SampleReport.findings[1]
        var second = finding
        second.location?.line = 40
        report.findings = [finding, second]
        let prints = try fingerprints(report)
        #expect(prints.count == 2 && Set(prints).count == 2)
    }

    @Test func pathsAreEncodedAsURIReferences() throws {
        let output = SARIFReporter().render(SampleReport.nasty)
        #expect(output.contains("\"uri\": \"Sources/A%20B/x%2Cy%3Az.swift\""))
    }

    private func fingerprints(_ report: Report) throws -> [String] {
        let results = try #require(try firstRun(SARIFReporter().render(report))["results"] as? [[String: Any]])
        return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] }
    }

    private func firstRun(_ text: String) throws -> [String: Any] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        #expect(root["$schema"] is String)
        let runs = try #require(root["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }
}
