import ArchCore
import Foundation
import Reporting
import Testing

/// What each CI consumer does with archlint's reports, on generated reports of the sizes teams
/// meet: a copy of an app broken in 31 places (22 errors, 9 warnings) and a repository with 5,000
/// findings. Each consumer's documented limit is met, and when a report is cut it says so.
@Suite struct ConsumerLimitsTests {
    static let ruleKinds = ["layers", "allow", "forbid", "confine", "independent", "manifest", "imports"]

    /// `errors` error findings over three rules and `warnings` warnings of a fourth, each at its own
    /// place, several per rule and per file.
    static func broken(errors: Int, warnings: Int) -> Report {
        var findings: [Finding] = []
        for index in 0..<(errors + warnings) {
            let isError = index < errors
            let kind = isError ? ["layers", "allow", "manifest"][index % 3] : "forbid"
            findings.append(Finding(
                ruleID: kind, ruleName: "Rule \(kind)", severity: isError ? .error : .warning,
                message: "'Module\(index % 5)' imports 'Other\(index)'; the \(kind) rule forbids it",
                location: SourceLocation(file: "Sources/Module\(index % 5)/File\(index / 5).swift", line: 1 + index % 7, column: 1),
                notes: [Note(message: "'Module\(index % 5)' declares the dependency here", location: SourceLocation(file: "Package.swift", line: 10 + index, column: 9))],
                because: "Layers point inward."))
        }
        let rules = ["layers", "allow", "manifest"].map { RuleInfo(id: $0, name: "Rule \($0)", severity: .error, summary: "Checks \($0).") }
            + [RuleInfo(id: "forbid", name: "Rule forbid", severity: .warning, summary: "Checks forbid."),
               RuleInfo(id: "no_cycles", severity: .error, summary: "No cycles.")]
        return Report(findings: findings, summary: Summary(manifests: 1, modules: 5, files: 40, imports: 80, counting: findings), rules: rules, toolVersion: "0.1.0")
    }

    /// `count` places over the seven rule kinds; with `breaking` > 1 each place also breaks that many
    /// more rules (merged into one finding, as archlint merges them).
    static func large(_ count: Int, breaking: Int = 1) -> Report {
        let findings = (0..<count).map { index in
            let kind = ruleKinds[index % ruleKinds.count]
            let location = SourceLocation(file: "Sources/Feature\(index % 70)/Screen\(index / 70).swift", line: 2 + index % 9, column: 1)
            var finding = Finding(
                ruleID: kind, ruleName: "Rule \(kind)", severity: index % 4 == 3 ? .warning : .error,
                message: "'Feature\(index % 70)' imports 'Feature\((index + 1) % 70)'; features are independent of one another, so move what they share to a module below them",
                location: location,
                notes: [Note(message: "'Feature\(index % 70)' declares the dependency here", location: SourceLocation(file: "Package.swift", line: 100 + index % 70, column: 9))])
            if breaking > 1 {
                finding.alsoBreaks = (1..<breaking).map { other in
                    let otherKind = ruleKinds[(index + other) % ruleKinds.count]
                    return Finding(ruleID: otherKind, ruleName: "Rule \(otherKind)", severity: .error, message: "also \(otherKind)", location: location)
                }
            }
            return finding
        }
        let rules = ruleKinds.map { RuleInfo(id: $0, name: "Rule \($0)", severity: .error, summary: "Checks \($0).") }
        return Report(findings: findings, summary: Summary(manifests: 70, modules: 70, files: 5_000, imports: 9_000, counting: findings), rules: rules, toolVersion: "0.1.0")
    }

    // MARK: JUnit: Jenkins' CaseResult and Azure show the first failure of each test case.

    @Test func junitGivesEveryErrorItsOwnTestCaseAndWarningsPass() throws {
        let report = Self.broken(errors: 22, warnings: 9)
        let root = try #require(XMLTree.parse(JUnitReporter().render(report)))
        let cases = root.all("testcase")
        // What Jenkins shows: the first failure of each failed test case.
        let shown = cases.compactMap { $0.all("failure").first }
        #expect(shown.count == 22)
        let places = Set(shown.map { $0.text.split(separator: " ").first.map(String.init) ?? "" })
        #expect(places.count == 22)
        #expect(shown.allSatisfy { $0.attributes["type"] == "error" })
        // Warnings are passed cases whose output holds the finding.
        let outputs = cases.compactMap { $0.all("system-out").first }
        #expect(outputs.count == 9 && outputs.allSatisfy { $0.text.contains(": warning: ") })
        // 31 places plus the rule that found nothing; names distinct.
        #expect(cases.count == 32)
        #expect(Set(cases.map { "\($0.attributes["classname"] ?? "") \($0.attributes["name"] ?? "")" }).count == 32)
        let suite = try #require(root.all("testsuite").first)
        #expect(suite.attributes["tests"] == "32" && suite.attributes["failures"] == "22")
    }

    @Test func junitWithOnlyWarningsHasNoFailureAndWithStrictWarningsFail() throws {
        var report = Self.broken(errors: 0, warnings: 9)
        #expect(!JUnitReporter().render(report).contains("<failure"))
        #expect(JUnitReporter().render(report).contains("failures=\"0\""))
        report.warningsFail = true
        let root = try #require(XMLTree.parse(JUnitReporter().render(report)))
        #expect(root.all("failure").count == 9)
    }

    @Test(.enabled(if: ExternalTool.hasXMLLint, "needs xmllint (libxml2-utils)"))
    func junitOfThirtyOnePlacesValidatesAgainstTheSchema() throws {
        let outcome = try #require(
            ExternalTool.validateXML(JUnitReporter().render(Self.broken(errors: 22, warnings: 9)), schema: Golden.resource("junit-10.xsd")))
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    // MARK: GitHub: at most 10 error and 10 warning annotations per step.

    @Test(arguments: [(22, 9), (3_750, 1_250)])
    func githubAnnotatesTenOfEachSeverityAndSaysWhereTheRestAre(errors: Int, warnings: Int) {
        let report = errors == 22 ? Self.broken(errors: errors, warnings: warnings) : Self.large(errors + warnings)
        let lines = GitHubReporter().render(report).split(separator: "\n")
        #expect(lines.count { $0.hasPrefix("::error ") } == 10)
        #expect(lines.count { $0.hasPrefix("::warning ") } == min(10, warnings))
        let notices = lines.filter { $0.hasPrefix("::notice ") }
        #expect(notices.count == 1)
        let left = errors + warnings - 10 - min(10, warnings)
        #expect(notices.first?.contains("\(left) of \(errors + warnings) findings are not annotations") == true)
        // Every finding is in the log: the others as compiler-style lines.
        #expect(lines.count { $0.contains(": error: ") && !$0.hasPrefix("::") } == errors - 10)
        #expect(lines.count { $0.contains(": warning: ") && !$0.hasPrefix("::") } == warnings - min(10, warnings))
    }

    @Test func githubNamesTheStepSummaryWhenItWritesOne() {
        var report = Self.broken(errors: 22, warnings: 9)
        #expect(!GitHubReporter().render(report).contains("summary page"))
        report.hasStepSummary = true
        #expect(GitHubReporter().render(report).contains("this step's log lists all 31 (the run's summary page has them by rule)."))
    }

    @Test func githubGivesTheRoomToFindingsOnChangedLinesFirst() {
        var report = Self.broken(errors: 22, warnings: 9)
        let late = report.sortedFindings.filter { $0.severity == .error }.last!.location!
        report.changedLines = [late.file: [late.line...late.line]]
        let lines = GitHubReporter().render(report).split(separator: "\n")
        #expect(lines.count { $0.hasPrefix("::error ") } == 10)
        #expect(lines.contains { $0.hasPrefix("::error file=\(late.file),line=\(late.line),") })
        #expect(lines.last?.contains("annotated first") == true)
        // Prefixed paths keep their changed lines.
        let prefixed = report.prefixingPaths(with: "repo")
        #expect(prefixed.changedLines?["repo/" + late.file] != nil)
    }

    @Test func githubAnnotatesEveryFindingOfASmallRun() {
        let output = GitHubReporter().render(Self.broken(errors: 10, warnings: 10))
        #expect(output.split(separator: "\n").filter { !$0.hasPrefix("::") && !$0.contains(": note: ") }.isEmpty)
        #expect(!output.contains("::notice"))
    }

    // MARK: Markdown: GitHub refuses a comment over 65,536 characters.

    @Test func markdownOfFiveThousandFindingsFitsInAComment() {
        let report = Self.large(5_000)
        let markdown = MarkdownReporter().render(report)
        #expect(markdown.utf8.count <= MarkdownReporter.commentLength)
        #expect(markdown.utf16.count < 65_536)
        // It says it is cut, how much it lists, and where the rest is.
        #expect(markdown.contains("of 5000 findings, to keep this report under its size limit"))
        #expect(markdown.contains("JSON or SARIF report"))
        // Every rule that reported shows findings of its own.
        for kind in Self.ruleKinds {
            let section = markdown.components(separatedBy: "(`\(kind)`): ").dropFirst().first ?? ""
            #expect(section.contains("- **"), "\(kind)")
            #expect(section.contains("more"), "\(kind)")
        }
        let summary = githubStepSummary(report)
        #expect(summary.utf8.count <= MarkdownReporter.stepSummaryLength)
        #expect(summary.count > markdown.count)
    }

    @Test func markdownOfThirtyOneFindingsIsNotCut() {
        let markdown = MarkdownReporter().render(Self.broken(errors: 22, warnings: 9))
        #expect(!markdown.contains("size limit"))
        #expect(markdown.components(separatedBy: "\n- **").count - 1 == 31)
    }

    @Test func markdownUnderATightLimitStillHasTheVerdictAndTheTable() {
        let markdown = MarkdownReporter(maxLength: 3_000).render(Self.large(500))
        #expect(markdown.utf8.count <= 3_000)
        #expect(markdown.hasPrefix("## archlint: ❌"))
        #expect(markdown.contains("| Rule | Kind | Severity | Findings |"))
    }

    // MARK: SARIF: GitHub code scanning rejects a run over 25,000 results.

    @Test func sarifOfFiveThousandPlacesBreakingSixRulesStaysUnderTheLimit() throws {
        let report = Self.large(5_000, breaking: 6)
        #expect(report.findingsPerRule.count == 30_000)
        let run = try Self.firstRun(SARIFReporter().render(report))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == SARIFReporter.maxResults)
        // Errors are kept before warnings.
        #expect(results.count { $0["level"] as? String == "warning" } == 0)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        let text = try #require((notification["message"] as? [String: Any])?["text"] as? String)
        #expect(text.hasPrefix("5000 of 30000 results are left out (3750 errors, 1250 warnings)"))
    }

    @Test func sarifUnderTheLimitHasNoInvocationAndCutsLongNoteLists() throws {
        var report = Self.broken(errors: 22, warnings: 9)
        report.findings[0].notes = (1...150).map { Note(message: "hop \($0)", location: SourceLocation(file: "a.swift", line: $0, column: 1)) }
        let run = try Self.firstRun(SARIFReporter().render(report))
        #expect(run["invocations"] == nil)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 31)
        let long = try #require(results.first { ($0["relatedLocations"] as? [Any])?.count == SARIFReporter.maxRelatedLocations })
        let message = try #require((long["message"] as? [String: Any])?["text"] as? String)
        #expect(message.contains("50 more related locations are not listed"))
    }

    @Test(.enabled(if: ExternalTool.hasPythonJSONSchema, "needs python3 with the jsonschema module"))
    func cutSARIFValidatesAgainstTheSchema() throws {
        var report = Self.large(600, breaking: 1)
        report.findings += Self.large(25_000).findings.map { finding in
            var finding = finding
            finding.severity = .info
            return finding
        }
        let sarif = SARIFReporter().render(report)
        #expect(sarif.contains("\"invocations\""))
        let outcome = try #require(ExternalTool.validateJSON(sarif, schema: Golden.resource("sarif-schema-2.1.0.json")))
        #expect(outcome.status == 0, "\(outcome.output.prefix(2_000))")
    }

    static func firstRun(_ sarif: String) throws -> [String: Any] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        return try #require((root["runs"] as? [[String: Any]])?.first)
    }
}
