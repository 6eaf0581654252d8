import ArchCore
import Foundation
@testable import Reporting
import Diagrams
import Testing

@Suite struct HTMLReporterTests {
    @Test func pageIsSelfContained() {
        let output = HTMLReporter().render(SampleReport.report)
        #expect(output.hasPrefix("<!DOCTYPE html>\n"))
        for forbidden in ["http:", "https:", "<script", "<link", "src=", "@import", "url(http"] {
            #expect(!output.contains(forbidden), "page refers to \(forbidden)")
        }
    }

    @Test func pageListsRulesFindingsNotesAndBecause() {
        let output = HTMLReporter().render(SampleReport.report)
        #expect(output.contains("<h1 class=\"verdict fail\">archlint: 2 errors, 1 warning, 1 info</h1>"))
        // No glyph that needs an emoji font; the diagram comes before the findings.
        #expect(!output.contains("❌") && !output.contains("✅"))
        let diagram = output.range(of: "<section class=\"components\">")?.lowerBound
        let firstRule = output.range(of: "<section class=\"rule\" id=")?.lowerBound
        #expect(diagram != nil && firstRule != nil)
        #expect((diagram ?? output.endIndex) < (firstRule ?? output.startIndex))
        #expect(output.components(separatedBy: "<tr class=").count - 1 == 5)
        #expect(output.components(separatedBy: "<span class=\"severity ").count - 1 == 4)
        #expect(
            output.contains(
                "<blockquote><strong>Because:</strong> The domain must not know about storage or UI.</blockquote>"))
        #expect(
            output.contains(
                "<li><code class=\"location\">Package.swift:14:9</code> 'MoviesDomain' declares the dependency here</li>"
            ))
    }

    @Test func diagramIsWellFormedSVGWithOneBoxPerComponentAndRedViolations() throws {
        let svg = try #require(XMLTree.parse(try svgPart(HTMLReporter().render(SampleReport.report))))
        let groups = svg.all("g")
        // The focus: the two ends of the red edge, with it and the grey edge between them.
        #expect(groups.filter { $0.attributes["class"] == "node" }.count == 2)
        #expect(groups.filter { $0.attributes["class"]?.hasPrefix("edge") == true }.count == 2)
        let violating = groups.filter { $0.attributes["class"] == "edge violating" }
        #expect(violating.count == 1)
        #expect(violating.first?.all("title").first?.text == "MoviesDomain → MoviesInfrastructure: 1 dependency; 1 breaks a rule")
        #expect(violating.first?.all("path").first?.attributes["marker-end"] == "url(#components-arrow-violating)")
    }

    @Test func specialCharactersAreEscaped() throws {
        let output = HTMLReporter().render(SampleReport.nasty)
        #expect(!output.contains("<tag>") && !output.contains("<odd>") && !output.contains("A<B>"))
        #expect(
            output.contains("a &quot;quoted&quot; &lt;tag&gt; &amp; 'x', 100% done: yes\nsecond line&#13;\nthird\\end"))
        let svg = try #require(XMLTree.parse(try svgPart(output)))
        #expect(svg.all("text").map(\.text).contains("A<B>"))
    }

    @Test func reportWithoutDiagramHasNoSVG() {
        #expect(!HTMLReporter().render(SampleReport.empty).contains("<svg"))
    }

    private func svgPart(_ html: String) throws -> String {
        let start = try #require(html.range(of: "<svg"))
        let end = try #require(html.range(of: "</svg>"))
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func backticksInARuleDescriptionBecomeCode() {
        let reporter = HTMLReporter()
        #expect(reporter.inlineCode("uses `from` and `to`") == "uses <code>from</code> and <code>to</code>")
        #expect(reporter.inlineCode("a lone ` tick") == "a lone ` tick")
        #expect(reporter.inlineCode("`a` and ` b") == "<code>a</code> and ` b")
    }
}

extension HTMLReporterTests {
    /// A report whose only red edge is Feature → Data, with components far from it.
    private func focusReport() -> Report {
        let finding = Finding(
            ruleID: "layers", ruleName: "Inward", severity: .error, message: "'Feature' imports 'Data'",
            location: SourceLocation(file: "Sources/Feature/View.swift", line: 4, column: 1))
        let diagram = DependencyDiagram(
            components: ["App", "Feature", "Data", "Domain", "Analytics", "Logging"],
            edges: [
                .init(from: "App", to: "Feature", count: 3), .init(from: "Feature", to: "Domain", count: 5),
                .init(
                    from: "Feature", to: "Data", count: 2, violating: true, violations: 1, rules: ["layers: Inward"],
                    locations: [finding.location!]),
                .init(from: "Analytics", to: "Logging", count: 7),
            ])
        return Report(
            findings: [finding], summary: Summary(manifests: 1, modules: 6, files: 9, imports: 17, counting: [finding]),
            rules: [RuleInfo(id: "layers", name: "Inward", severity: .error, summary: "")], diagram: diagram, toolVersion: "0.1.0")
    }

    @Test func diagramShowsWhatBrokeWithTheWholeGraphFolded() throws {
        let html = HTMLReporter().render(focusReport())
        #expect(html.contains(
            "Drawn: what broke, the 2 components at the ends of red arrows and the 1 red arrow. The other 4 components and 3 arrows are in the whole graph (6 components, 4 arrows), folded below."))
        let focused = try svgPart(html)
        #expect(focused.contains(">Feature<") && focused.contains(">Data<"))
        #expect(!focused.contains(">App<") && !focused.contains(">Domain<") && !focused.contains(">Analytics<"))
        let whole = try #require(html.range(of: "<details class=\"whole\"><summary>The whole graph: 6 components, 4 arrows</summary>"))
        #expect(html[whole.upperBound...].contains(">Analytics<"))
    }

    @Test func greyArrowsBetweenTheEndsOfRedOnesAreDrawnAndNoOthers() throws {
        var report = focusReport()
        var diagram = try #require(report.diagram)
        // A second red arrow, App -> Domain: App -> Feature and Feature -> Domain now join two ends.
        diagram.edges.append(.init(from: "App", to: "Domain", count: 1, violating: true, violations: 1, rules: ["layers: Inward"]))
        report.diagram = diagram
        let html = HTMLReporter().render(report)
        #expect(html.contains(
            "Drawn: what broke, the 4 components at the ends of red arrows and the 2 red arrows and 2 grey arrows between those components. The other 2 components and 1 arrow are in the whole graph (6 components, 5 arrows), folded below."))
        let svg = try #require(XMLTree.parse(try svgPart(html)))
        let edges = svg.all("g").filter { $0.attributes["class"]?.hasPrefix("edge") == true }
        #expect(edges.count == 4 && edges.count { $0.attributes["class"] == "edge violating" } == 2)
        #expect(svg.all("g").filter { $0.attributes["class"] == "node" }.count == 4)
    }

    @Test func redEdgeListsAndLinksItsFindings() throws {
        let html = HTMLReporter().render(focusReport())
        // The list under the drawing: the edge, how many of its dependencies break which rule, each place linked.
        #expect(
            html.contains(
                "<li id=\"components-edge-2\"><strong>Feature → Data</strong>: 1 of 2 breaks "
                    + "<a href=\"#rule-layers-inward\">layers: Inward</a>: "
                    + "<a href=\"#finding-1\"><code>Sources/Feature/View.swift:4:1</code></a></li>"))
        #expect(html.contains("<li id=\"finding-1\"><span class=\"severity error\">error</span> <code class=\"location\">Sources/Feature/View.swift:4:1</code>"))
        // The red arrow, in both drawings, links to its entry in the list.
        #expect(html.components(separatedBy: "<a href=\"#components-edge-2\"><g class=\"edge violating\">").count == 3)
    }

    @Test func diagramWithoutRedEdgesIsDrawnWholeOnce() {
        let html = HTMLReporter().render(SampleReport.empty)
        #expect(!html.contains("class=\"whole\"") && !html.contains("<ul class=\"violating-edges\">"))
        var clean = focusReport()
        clean.findings = []
        clean.diagram = DependencyDiagram(components: ["A", "B"], edges: [.init(from: "A", to: "B")])
        let output = HTMLReporter().render(clean)
        #expect(output.components(separatedBy: "<svg").count == 2 && !output.contains("class=\"whole\""))
    }

    @Test func withAnEarlierRevisionRedMeansNew() {
        var report = focusReport()
        report.comparesWithEarlier = true
        #expect(HTMLReporter().render(report).contains("red ones carry findings this change introduced"))
    }
}

extension HTMLReporterTests {
    @Test func aDiagramTooLargeToDrawSaysSoAndOpensTheMatrix() {
        let names = (1...61).map { "C\($0)" }
        var report = focusReport()
        report.findings = []
        report.diagram = DependencyDiagram(
            components: names, edges: zip(names, names.dropFirst()).map { .init(from: $0, to: $1) })
        let html = HTMLReporter().render(report)
        #expect(!html.contains("<svg"))
        #expect(html.contains("<p class=\"too-large\">Not drawn: 61 components, 60 arrows are more than a drawing"))
        #expect(html.contains("<details class=\"matrix\" open>"))
    }
}
