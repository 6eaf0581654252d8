import ArchCore
import Foundation
@testable import Reporting
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
        #expect(groups.filter { $0.attributes["class"] == "node" }.count == 5)
        #expect(groups.filter { $0.attributes["class"]?.hasPrefix("edge") == true }.count == 6)
        let violating = groups.filter { $0.attributes["class"] == "edge violating" }
        #expect(violating.count == 1)
        #expect(violating.first?.all("title").first?.text == "MoviesDomain → MoviesInfrastructure: 1 dependency; 1 breaks a rule")
        #expect(violating.first?.all("path").first?.attributes["marker-end"] == "url(#arrow-violating)")
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
