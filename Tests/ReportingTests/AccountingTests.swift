import ArchCore
import Foundation
import Diagrams
import Reporting
import Testing

/// One import that breaks three rules: reported once at its place, counted under each rule in
/// every format.
struct AccountingTests {
    static let place = SourceLocation(file: "Sources/MoviesDomain/Movie.swift", line: 3, column: 1)

    static func finding(_ kind: String, _ name: String, _ message: String, severity: Severity = .error) -> Finding {
        Finding(ruleID: kind, ruleName: name, severity: severity, message: message, location: place)
    }

    static let report: Report = {
        var merged = finding("layers", "Dependencies point inward", "'MoviesDomain' imports 'MoviesInfrastructure'")
        let others = [
            finding("allow", "The domain depends on nothing else", "'MoviesDomain' may import only 'Foundation'"),
            finding("forbid", "No storage in the domain", "'MoviesDomain' must not import 'MoviesInfrastructure'", severity: .warning),
        ]
        merged.notes = others.map { Note(message: "also breaks [\($0.ruleID): \($0.ruleName)]: \($0.message)", location: place) }
        merged.alsoBreaks = others
        let rules = [
            RuleInfo(id: "layers", name: "Dependencies point inward", severity: .error, summary: "Layers."),
            RuleInfo(id: "allow", name: "The domain depends on nothing else", severity: .error, summary: "Allow."),
            RuleInfo(id: "forbid", name: "No storage in the domain", severity: .warning, summary: "Forbid."),
            RuleInfo(id: "no_cycles", severity: .error, summary: "Cycles."),
        ]
        return Report(
            findings: [merged],
            summary: Summary(manifests: 1, modules: 2, files: 3, imports: 4, counting: [merged]),
            rules: rules, toolVersion: "1.0.0")
    }()

    @Test func theHeadlineCountsThePlaceAndSaysHowManyRulesItBreaks() {
        #expect(Self.report.summary.errors == 1)
        #expect(Self.report.summary.ruleBreaks == 3)
        #expect(summaryLine(for: Self.report)
            == "archlint: 2 modules, 3 files, 4 imports, 1 manifest: 1 error, 0 warnings, 3 rule breaks at 1 place")
    }

    @Test func markdownAndHTMLCountThePlaceUnderEachRuleItBreaks() {
        let markdown = MarkdownReporter().render(Self.report)
        #expect(markdown.contains("| ❌ Dependencies point inward | layers | error | 1 |"))
        #expect(markdown.contains("| ❌ The domain depends on nothing else | allow | error | 1 |"))
        #expect(markdown.contains("| ❌ No storage in the domain | forbid | warning | 1 |"))
        #expect(markdown.contains("| ✅ no\\_cycles | no\\_cycles | error | 0 |"))
        #expect(markdown.contains("they break 3 rules") || markdown.contains("it breaks 3 rules"))
        let html = HTMLReporter().render(Self.report)
        #expect(html.components(separatedBy: "<tr class=\"fail\">").count - 1 == 3)
        #expect(html.contains("No storage in the domain <code>forbid</code>: 1 finding"))
    }

    @Test func junitHasATestCaseForEachRuleBrokenAtThePlace() {
        let xml = JUnitReporter().render(Self.report)
        // Three rules broken at one place (two errors fail, the warning passes), and no_cycles.
        #expect(xml.contains("<testsuites name=\"archlint\" tests=\"4\" failures=\"2\" errors=\"0\">"))
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 2)
        #expect(xml.components(separatedBy: "<system-out>").count - 1 == 1)
    }

    @Test func sarifHasOneResultPerRuleAtThePlace() throws {
        let sarif = SARIFReporter().render(Self.report)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String }.sorted() == [
            "allow/the-domain-depends-on-nothing-else", "forbid/no-storage-in-the-domain", "layers/dependencies-point-inward",
        ])
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] }
        #expect(Set(fingerprints).count == 3)
    }

    @Test func jsonListsTheOtherRulesAndCountsEachRule() throws {
        let json = JSONReporter().render(Self.report)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect((findings[0]["alsoBreaks"] as? [[String: Any]])?.compactMap { $0["rule"] as? String } == ["allow", "forbid"])
        let rules = try #require((root["summary"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["findings"] as? Int } == [1, 1, 1, 0])
    }
}

extension AccountingTests {
    @Test func aPathPrefixReachesTheRulesAPlaceAlsoBreaks() throws {
        let shown = Self.report.prefixingPaths(with: "apps/movies")
        let perRule = shown.findingsPerRule
        #expect(perRule.count == 3)
        #expect(perRule.allSatisfy { $0.location?.file == "apps/movies/Sources/MoviesDomain/Movie.swift" })
        let sarif = SARIFReporter().render(shown)
        #expect(!sarif.contains("\"uri\": \"Sources/MoviesDomain/Movie.swift\""))
        #expect(sarif.components(separatedBy: "\"uri\": \"apps/movies/Sources/MoviesDomain/Movie.swift\"").count - 1 >= 3)
    }
}

extension AccountingTests {
    @Test func reportsSayWhenComponentsOverlap() {
        var report = Self.report
        var diagram = DependencyDiagram(components: ["domain", "movies", "app"], edges: [.init(from: "app", to: "domain", count: 2)])
        diagram.overlaps = [["domain", "movies"]]
        report.diagram = diagram
        let sentence = "Some components overlap (domain and movies): a dependency of a module or file both select lies on the "
            + "arrows of each, so it may be counted, and drawn red, more than once."
        #expect(HTMLReporter().render(report).contains("<p class=\"overlap\">\(sentence)</p>"))
        #expect(MarkdownReporter().render(report).contains("### Components\n\n\(sentence)\n\n"))
        report.diagram?.overlaps = []
        #expect(!HTMLReporter().render(report).contains("overlap"))
    }
}

extension AccountingTests {
    @Test func aRedEdgeAndATableRowLinkToTheRulesFindings() {
        var report = Self.report
        report.diagram = DependencyDiagram(
            components: ["domain", "infrastructure"],
            edges: [.init(from: "domain", to: "infrastructure", count: 3, violating: true, violations: 1,
                          rules: ["forbid: No storage in the domain", "layers: Dependencies point inward"])])
        let html = HTMLReporter().render(report)
        #expect(html.contains("<section class=\"rule\" id=\"rule-layers-dependencies-point-inward\">"))
        #expect(html.contains("<td><a href=\"#rule-allow-the-domain-depends-on-nothing-else\">The domain depends on nothing else</a></td>"))
        #expect(html.contains("<td>no_cycles</td>"))
        // The red arrow links to its entry under the drawing, which links each rule it breaks.
        #expect(html.contains("<a href=\"#components-edge-1\"><g class=\"edge violating\">"))
        #expect(html.contains("<li id=\"components-edge-1\"><strong>domain → infrastructure</strong>: 1 of 3 breaks <a href=\"#rule-forbid-no-storage-in-the-domain\">"))
    }
}

extension AccountingTests {
    @Test func theHTMLPageHasADependencyMatrixOpenForCrowdedDiagrams() throws {
        var report = Self.report
        report.diagram = DependencyDiagram(
            components: ["app", "domain", "infrastructure"],
            edges: [
                .init(from: "app", to: "domain", count: 4),
                .init(from: "domain", to: "infrastructure", count: 3, violating: true, violations: 1,
                      rules: ["layers: Dependencies point inward"]),
            ])
        let html = HTMLReporter().render(report)
        #expect(html.contains("<details class=\"matrix\"><summary>Dependency matrix: a row depends on a column</summary>"))
        #expect(html.contains("<tr><th>app</th><td class=\"self\"></td><td>4</td><td></td></tr>"))
        #expect(html.contains(
            "<tr><th>domain</th><td></td><td class=\"self\"></td><td class=\"violating\" title=\"breaks layers: Dependencies point inward\">"
                + "<a href=\"#rule-layers-dependencies-point-inward\">1 of 3</a></td></tr>"))
        let crowded = (0..<21).map { "C\($0)" }
        report.diagram = DependencyDiagram(components: crowded, edges: [.init(from: "C0", to: "C1")])
        #expect(HTMLReporter().render(report).contains("<details class=\"matrix\" open>"))
        // The page stays valid XML where the tests read it.
        let svgStart = try #require(html.range(of: "<table class=\"matrix\">"))
        let svgEnd = try #require(html.range(of: "</table>", range: svgStart.upperBound..<html.endIndex))
        #expect(XMLTree.parse(String(html[svgStart.lowerBound..<svgEnd.upperBound])) != nil)
    }
}
