import ArchCore
import Foundation
import Reporting
import Testing

@Suite struct GitLabReporterTests {
    @Test func everyFindingIsACodeQualityIssueWithTheRequiredKeys() throws {
        let issues = try parse(GitLabReporter().render(SampleReport.report))
        #expect(issues.count == 4)
        for issue in issues {
            #expect(Set(issue.keys) == ["description", "check_name", "fingerprint", "severity", "location"])
            let fingerprint = try #require(issue["fingerprint"] as? String)
            #expect(fingerprint.count == 32 && fingerprint.allSatisfy(\.isHexDigit))
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] is String)
            #expect((location["lines"] as? [String: Int])?["begin"] != nil)
        }
        let layers = try #require(issues.first { $0["check_name"] as? String == "layers/dependencies-point-inward" })
        #expect(layers["severity"] as? String == "major")
        #expect((layers["description"] as? String)?.hasSuffix(" Because: \(SampleReport.layersBecause)") == true)
        #expect(
            issues.first { $0["check_name"] as? String == "forbidden/no-uikit-in-features" }?["severity"] as? String
                == "minor")
    }

    @Test func findingWithoutLocationUsesItsFirstLocatedNote() throws {
        let issues = try parse(GitLabReporter().render(SampleReport.report))
        let cycle = try #require(issues.first { $0["check_name"] as? String == "no_cycles" })
        let location = try #require(cycle["location"] as? [String: Any])
        #expect(location["path"] as? String == "Sources/MoviesInfrastructure/Store.swift")
    }

    @Test func fingerprintsAreUniqueAndIgnoreLineNumbers() throws {
        var moved = SampleReport.report
        for index in moved.findings.indices { moved.findings[index].location?.line += 7 }
        let before = try parse(GitLabReporter().render(SampleReport.report)).compactMap { $0["fingerprint"] as? String }
        let after = try parse(GitLabReporter().render(moved)).compactMap { $0["fingerprint"] as? String }
        #expect(before == after)
        #expect(Set(before).count == before.count)
    }

    @Test func cleanRunIsAnEmptyArray() {
        #expect(GitLabReporter().render(SampleReport.empty) == "[]\n")
    }

    @Test func specialCharactersRoundTrip() throws {
        let issue = try #require(try parse(GitLabReporter().render(SampleReport.nasty)).first)
        #expect(issue["description"] as? String == SampleReport.nastyText + " Because: " + SampleReport.nastyText)
    }

    private func parse(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }
}
