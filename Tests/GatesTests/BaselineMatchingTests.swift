import Foundation
import ArchCore
import Gates
import Testing

/// The pure baseline functions, on findings built in memory.
struct BaselineMatchingTests {
    static func finding(_ file: String, _ message: String, line: Int = 1, rule: String = "layers") -> Finding {
        Finding(ruleID: rule, ruleName: "inward", severity: .error, message: message, location: SourceLocation(file: file, line: line, column: 1))
    }

    @Test func hidesAtMostCountFindingsPerKeyWhateverTheirLines() {
        let baseline = Baseline(findings: [Self.finding("A.swift", "x", line: 3), Self.finding("A.swift", "x", line: 9)])
        #expect(baseline.entries.count == 1)
        #expect(baseline.entries.first?.count == 2)
        let now = [1, 20, 40].map { Self.finding("A.swift", "x", line: $0) }
        let match = baseline.match(now)
        #expect(match.hidden == 2)
        #expect(match.kept == [Self.finding("A.swift", "x", line: 40)])
        #expect(match.stale.isEmpty)
        #expect(match.pruned == baseline)
    }

    @Test func keysByRuleNameFileAndMessage() {
        let baseline = Baseline(findings: [Self.finding("A.swift", "x")])
        #expect(baseline.match([Self.finding("B.swift", "x")]).hidden == 0)
        #expect(baseline.match([Self.finding("A.swift", "y")]).hidden == 0)
        #expect(baseline.match([Self.finding("A.swift", "x", rule: "forbid")]).hidden == 0)
        var renamed = Self.finding("A.swift", "x")
        renamed.ruleName = "other"
        #expect(baseline.match([renamed]).hidden == 0)
    }

    @Test func findingsWithASubjectMatchByItWhateverTheirWording() throws {
        var before = Self.finding("A.swift", "'A' imports 'B'; 'a' may depend only on 'c'")
        before.subject = "'A' imports 'B'"
        let baseline = Baseline(findings: [before])
        #expect(baseline.entries.first?.subject == "'A' imports 'B'")
        #expect(String(decoding: baseline.encoded(), as: UTF8.self).contains("\"subject\" : \"'A' imports 'B'\""))
        // The rule's allowed list grew: the message changed, the subject did not.
        var reworded = before
        reworded.message = "'A' imports 'B'; 'a' may depend only on 'c', 'd'"
        let match = baseline.match([reworded])
        #expect(match.hidden == 1 && match.stale.isEmpty)
        var other = reworded
        other.subject = "'A' imports 'E'"
        #expect(baseline.match([other]).hidden == 0)
        // Round trip through the file.
        #expect(try Baseline.decode(baseline.encoded()) == baseline)
    }

    @Test func anEntryWrittenBeforeSubjectsMatchesByMessage() throws {
        let old = Data(#"{"entries":[{"count":1,"file":"A.swift","message":"m","name":"inward","rule":"layers"}],"version":1}"#.utf8)
        let baseline = try Baseline.decode(old)
        var finding = Self.finding("A.swift", "m")
        finding.subject = "'A' imports 'B'"
        let match = baseline.match([finding, finding])
        #expect(match.hidden == 1 && match.kept.count == 1 && match.stale.isEmpty)
        #expect(baseline.match([Self.finding("A.swift", "n")]).hidden == 0)
    }

    @Test func reportsLeftOverRoomAsStaleAndPrunesItAway() throws {
        let baseline = Baseline(findings: [Self.finding("A.swift", "x"), Self.finding("A.swift", "x"), Self.finding("B.swift", "y")])
        let match = baseline.match([Self.finding("A.swift", "x")])
        #expect(match.stale.map(\.file) == ["A.swift", "B.swift"])
        #expect(match.stale.map(\.count) == [1, 1])
        #expect(match.pruned == Baseline(findings: [Self.finding("A.swift", "x")]))
        let stale = match.staleFindings(baselineFile: "base.json")
        #expect(stale.map(\.ruleID) == ["baseline_stale", "baseline_stale"])
        #expect(stale.allSatisfy { $0.severity == .warning && $0.location?.file == "base.json" })
    }

    @Test func encodesSortedStableJSONAndReadsItBack() throws {
        let findings = [Self.finding("B.swift", "y"), Self.finding("A.swift", "x")]
        let data = Baseline(findings: findings).encoded()
        #expect(data == Baseline(findings: findings.reversed()).encoded())
        let text = String(decoding: data, as: UTF8.self)
        let a = try #require(text.range(of: "A.swift"))
        let b = try #require(text.range(of: "B.swift"))
        #expect(a.lowerBound < b.lowerBound)
        #expect(try Baseline.decode(data) == Baseline(findings: findings))
    }

    @Test(arguments: ["{}", "{\"version\": 2, \"entries\": []}", "[1]", "{\"version\": 1, \"entries\": [{\"rule\": \"r\", \"name\": \"n\", \"file\": \"f\", \"message\": \"m\", \"count\": 0}]}"])
    func rejectsWhatIsNotAVersionOneBaseline(_ text: String) {
        #expect(throws: BaselineFormatError.self) { try Baseline.decode(Data(text.utf8)) }
    }

    static let unreadRules = ["unreadable_file", "unreadable_path", "manifest_unreadable", "project_unreadable"]

    @Test(arguments: unreadRules)
    func neverRecordsNorHidesWhatArchlintCouldNotRead(_ rule: String) {
        let unread = Self.finding("A.swift", "reading stops here", rule: rule)
        let broken = Self.finding("A.swift", "x")
        #expect(Baseline(findings: [unread, broken]) == Baseline(findings: [broken]))
        let recorded = Baseline(counts: [FindingKey(unread): 1, FindingKey(broken): 1])
        let match = recorded.match([unread, broken])
        #expect(match.kept == [unread])
        #expect(match.hidden == 1)
        #expect(match.stale.map(\.rule) == [rule])
        #expect(match.pruned == Baseline(findings: [broken]))
        let said = match.staleFindings(baselineFile: "base.json")
        #expect(said.first?.message.hasPrefix("baseline entry not applied: what archlint could not read is never baselined") == true)
        #expect([unread, broken].subtracting([FindingKey(unread): 1, FindingKey(broken): 1]).kept == [unread])
    }
}
