import ArchCore
import Diagrams
import Foundation
import Reporting
import Testing

@Suite struct MarkdownReporterTests {
    @Test func verdictSaysFailedWithCountsWhenThereAreErrors() {
        let output = MarkdownReporter().render(SampleReport.report)
        #expect(
            output.hasPrefix(
                "## archlint: ❌ 2 errors, 1 warning, 1 info\n\nChecked 5 modules, 40 files, 85 imports and 3 manifests. 2 suppressed.\n"
            ))
    }

    @Test func verdictSaysPassedWhenThereAreNoErrors() {
        var report = SampleReport.empty
        report.summary.warnings = 1
        #expect(MarkdownReporter().render(report).hasPrefix("## archlint: ✅ passed with 1 warning\n"))
        #expect(MarkdownReporter().render(SampleReport.empty).hasPrefix("## archlint: ✅ passed\n"))
    }

    @Test func tableHasOneRowPerRuleIncludingPassingOnes() {
        let rows = MarkdownReporter().render(SampleReport.report).split(separator: "\n").filter { $0.hasPrefix("| ") }
        #expect(rows.count == 2 + 5)  // header, separator, 4 configured rules, 1 built-in
        #expect(rows.contains("| ✅ Domain imports only Foundation | allowed\\_imports | error | 0 |"))
        #expect(rows.contains("| ❌ Dependencies point inward | layers | error | 1 |"))
    }

    @Test func findingsAreGroupedByRuleWithBecauseAndNotes() {
        let output = MarkdownReporter().render(SampleReport.report)
        #expect(
            output.contains(
                "### Dependencies point inward (`layers`): 1 finding\n\nEach layer may import only the layers inside it.\n\n> **Because:** The domain must not know about storage or UI.\n\n- **error** `Sources/MoviesDomain/Movie.swift:3:1`: "
            ))
        #expect(
            output.contains(
                "\n  - `Package.swift:14:9`: 'MoviesDomain' declares the dependency here\n  - layer 'domain' is the innermost layer\n"
            ))
        #expect(!output.contains("### Domain imports only Foundation"))  // passing rules have no section
    }

    @Test func diagramIsAMermaidGraphOfTheEdgesThatCarryFindingsInRed() throws {
        let output = MarkdownReporter().render(SampleReport.report)
        #expect(output.contains(
            "Only the edge that carries findings, their 2 components and the 1 other edge between them; the other 4 edges and 3 components are in the HTML report.\n\n```mermaid"))
        let start = try #require(output.range(of: "```mermaid\n"))
        let end = try #require(output.range(of: "```", range: start.upperBound..<output.endIndex))
        let lines = output[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        #expect(lines.first == "graph LR")
        #expect(lines.filter { $0.contains("[\"") } == ["  n0[\"MoviesDomain\"]", "  n1[\"MoviesInfrastructure\"]"])
        #expect(lines.filter { $0.contains("-->") } == ["  n0 -->|1| n1", "  n1 -->|3| n0"])
        let style = try #require(lines.last { $0.hasPrefix("  linkStyle ") })
        #expect(style.hasPrefix("  linkStyle 0 ") && style.contains("stroke:#d1242f"))
    }

    @Test func withoutFindingsTheWholeGraphIsDrawnUpToThirtyNodes() {
        var report = SampleReport.empty
        let small = (0..<5).map { "M\($0)" }
        report.diagram = DependencyDiagram(components: small, edges: [.init(from: "M0", to: "M1")])
        #expect(MarkdownReporter().render(report).contains("```mermaid\ngraph LR\n  n0[\"M0\"]"))
        let large = (0..<31).map { "M\($0)" }
        report.diagram = DependencyDiagram(components: large, edges: [.init(from: "M0", to: "M1")])
        let output = MarkdownReporter().render(report)
        #expect(!output.contains("```mermaid"))
        #expect(output.contains(
            "No edge carries a finding. The diagram has 31 components and 1 edge, more than a comment shows legibly; the HTML report draws it."))
    }

    @Test func specialCharactersAreEscapedSoTheyRenderAsTyped() {
        let output = MarkdownReporter().render(SampleReport.nasty)
        #expect(!output.contains("<tag>") && !output.contains("<odd>"))
        #expect(output.contains("a \"quoted\" &lt;tag> &amp; 'x', 100% done: yes second line third\\\\end"))
        #expect(output.contains("n0[\"A#lt;B#gt;\"]") && output.contains("n1[\"C#amp;#quot;D#quot;\"]"))
    }

    @Test func longRuleSectionsAreCutWithACountOfTheRest() {
        var report = SampleReport.empty
        report.findings = (1...5).map {
            Finding(
                ruleID: "layers", severity: .error, message: "m\($0)",
                location: SourceLocation(file: "F.swift", line: $0, column: 1))
        }
        let output = MarkdownReporter(maxFindingsPerRule: 3).render(report)
        #expect(output.contains("`F.swift:3:1`: m3\n- … and 2 more"))
        #expect(!output.contains("m4"))
    }

    @Test func diagramTooLargeForMermaidIsReplacedByASentence() {
        var report = SampleReport.empty
        // Every edge carries a finding, and there are more than Mermaid draws.
        let nodes = (0..<40).map { "M\($0)" }
        report.diagram = DependencyDiagram(
            components: nodes,
            edges: nodes.indices.flatMap { i in
                nodes.indices.filter { $0 > i }.map { DependencyDiagram.Edge(from: nodes[i], to: nodes[$0], violating: true) }
            })
        let output = MarkdownReporter().render(report)
        #expect(!output.contains("```mermaid"))
        #expect(
            output.contains(
                "The diagram has 40 components and 780 edges, too many for Mermaid; the HTML report draws it."))
    }
}

/// Issue 30: a rule's summary names options as code (`from`); GitHub showed the escaped backticks.
@Suite struct MarkdownProseTests {
    static func report(summary: String, because: String?) -> Report {
        var report = SampleReport.report
        report.rules = report.rules.map { rule in
            var rule = rule
            if rule.name == "Dependencies point inward" {
                rule.summary = summary
                rule.because = because
            }
            return rule
        }
        return report
    }

    @Test func codeSpansInARuleSummaryStayCodeAndTheRestIsEscaped() {
        let output = MarkdownReporter().render(Self.report(summary: "Imports in `from` may only name `to`; *stars* and <tags> too.", because: "Use `@testable` in tests."))
        #expect(output.contains("\n\nImports in `from` may only name `to`; \\*stars\\* and &lt;tags> too.\n"), "\(output)")
        #expect(output.contains("> **Because:** Use `@testable` in tests.\n"))
        #expect(!output.contains("\\`"))
    }

    @Test func aBacktickWithoutItsPairShowsAsTyped() {
        let output = MarkdownReporter().render(Self.report(summary: "a ` alone, ``double`` code and `` left", because: nil))
        #expect(output.contains("\n\na \\` alone, `double` code and \\`\\` left\n"), "\(output)")
    }

    @Test func theReportEndsWithOneNewline() {
        let output = MarkdownReporter().render(SampleReport.report)
        #expect(output.hasSuffix("</sub>\n"))
        #expect(!output.hasSuffix("\n\n"))
    }
}

/// Issue 30: the summary counted XcodeGen and Tuist specs as Xcode projects.
@Suite struct ProjectInputWordingTests {
    @Test func eachKindOfProjectFileIsNamed() {
        var report = SampleReport.empty
        report.summary.xcodeGenSpecs = 1
        report.summary.tuistManifests = 2
        #expect(MarkdownReporter().render(report).contains("1 manifest, 1 XcodeGen spec and 2 Tuist manifests."))
        #expect(summaryLine(for: report).contains("1 manifest, 1 XcodeGen spec, 2 Tuist manifests:"))
        report.summary.xcodeProjects = 1
        #expect(summaryLine(for: report).contains("1 manifest, 1 Xcode project, 1 XcodeGen spec, 2 Tuist manifests:"))
    }
}
