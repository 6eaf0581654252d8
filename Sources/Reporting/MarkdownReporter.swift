import ArchCore
import Diagrams

/// A reviewer's report in GitHub-flavoured Markdown, for a pull-request comment or the job summary:
///
/// 1. A verdict heading: `## archlint: ✅ passed` (maybe `with 1 warning`) or
///    `## archlint: ❌ 2 errors, 1 warning`, then the counts of what was read.
/// 2. A table with one row per rule (configured ones first, passing ones included): name, kind,
///    severity and number of findings.
/// 3. One section per rule with findings: what its kind checks, its `because:` as a quote, then
///    each finding as a list item (severity, `path:line:col`, message) with its notes nested
///    below. At most `maxFindingsPerRule` items per rule, then `… and N more`, so a large report
///    still fits in a comment (GitHub caps comments at 65536 characters).
/// 4. The component diagram as a Mermaid `graph LR`: with findings, only the edges that carry them
///    (red) and their ends; without, the whole graph up to 30 nodes (or a sentence saying it is too
///    large, past 500 edges or 50,000 characters, Mermaid's limits on GitHub),
///    then the folder diagram of each module whose files `paths:` components split.
///
/// Text from findings is escaped, so `<`, `*` or `|` in a message show as typed.
public struct MarkdownReporter: Reporter {
    public var maxFindingsPerRule: Int

    public init(maxFindingsPerRule: Int = 50) {
        self.maxFindingsPerRule = maxFindingsPerRule
    }

    public func render(_ report: Report) -> String {
        let catalog = RuleCatalog(report)
        var blocks = [verdict(report)] + (report.changeSentence.map { [MarkdownText.escape($0)] } ?? []) + [table(catalog)]
        blocks += catalog.entries.filter { !$0.findings.isEmpty }.map { section($0, links: report.linkTemplate) }
        if let diagram = report.diagram, !diagram.nodes.isEmpty || !diagram.edges.isEmpty {
            let overlap = overlapSentence(diagram).map { MarkdownText.escape($0) + "\n\n" } ?? ""
            blocks.append("### Components\n\n" + overlap + diagramBlock(diagram, noun: "component"))
        }
        for folders in report.folderDiagrams where !folders.diagram.nodes.isEmpty {
            let title = "### Folders of \(MarkdownText.escape(folders.module))\n\n"
            let legend = "Arrows point from a folder to the folders whose declarations its files use.\n\n"
            blocks.append(title + legend + diagramBlock(folders.diagram, noun: "folder"))
        }
        if !report.existingFindings.isEmpty { blocks.append(existingBlock(report)) }
        blocks.append("<sub>archlint \(MarkdownText.escape(report.toolVersion))</sub>")
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The Mermaid block, or a sentence when the diagram exceeds what GitHub's Mermaid draws
    /// (it refuses more than 500 edges or 50,000 characters). With findings, only the edges that
    /// carry them and their ends are drawn, so the diagram stays legible in a comment; the HTML
    /// report draws the whole graph. Without, a graph past ``legibleNodes`` is left to the HTML report.
    private func diagramBlock(_ diagram: DependencyDiagram, noun: String) -> String {
        let whole = diagram.normalized
        let violating = whole.edges.filter(\.violating)
        var shown = whole
        var lead = ""
        if !violating.isEmpty, violating.count < whole.edges.count {
            let ends = Set(violating.flatMap { [$0.from, $0.to] })
            shown = DependencyDiagram(level: whole.level, nodes: whole.nodes.filter { ends.contains($0.name) }, edges: violating)
            let others = whole.edges.count - violating.count
            let carrying = violating.count == 1 ? "the edge that carries findings" : "the \(violating.count) edges that carry findings"
            lead = "Only \(carrying), between \(plural(ends.count, noun)); "
                + "the other \(plural(others, "edge")) and \(plural(whole.nodes.count - ends.count, noun)) are in the HTML report.\n\n"
        } else if violating.isEmpty, whole.nodes.count > Self.legibleNodes {
            return "No edge carries a finding. The diagram has \(plural(whole.nodes.count, noun)) and "
                + "\(plural(whole.edges.count, "edge")), more than a comment shows legibly; the HTML report draws it."
        }
        let source = shown.mermaid
        let edges = shown.edges.count
        guard edges <= MermaidDiagram.maxEdges, source.count <= MermaidDiagram.maxTextSize else {
            let size = "\(plural(shown.nodes.count, noun)) and \(plural(edges, "edge"))"
            return "The diagram has \(size), too many for Mermaid; the HTML report draws it."
        }
        return lead + "```mermaid\n\(source)```"
    }

    /// Nodes a Mermaid diagram in a pull-request comment shows legibly (past this GitHub shrinks
    /// the text to a few pixels).
    static let legibleNodes = 30

    private func verdict(_ report: Report) -> String {
        "## archlint: \(report.summary.verdict)\n\n\(report.summary.checkedSentence)"
    }

    private func table(_ catalog: RuleCatalog) -> String {
        var rows = ["| Rule | Kind | Severity | Findings |", "| --- | --- | --- | ---: |"]
        for entry in catalog.entries {
            let rule = entry.info
            let mark = entry.findings.isEmpty ? "✅" : "❌"
            rows.append(
                "| \(mark) \(MarkdownText.escape(rule.name)) | \(MarkdownText.escape(rule.id)) "
                    + "| \(rule.severity.rawValue) | \(entry.findings.count) |")
        }
        return rows.joined(separator: "\n")
    }

    private func section(_ entry: RuleCatalog.Entry, links: LinkTemplate?) -> String {
        let rule = entry.info
        var out = "### \(MarkdownText.escape(rule.name)) (\(MarkdownText.code(rule.id))): "
        out += plural(entry.findings.count, "finding")
        if !rule.summary.isEmpty { out += "\n\n" + MarkdownText.prose(rule.summary) }
        if let because = rule.because ?? entry.findings.first?.because {
            out += "\n\n> **Because:** \(MarkdownText.prose(because))"
        }
        out += "\n"
        for finding in entry.findings.prefix(maxFindingsPerRule) { out += "\n" + item(finding, links: links) }
        let hidden = entry.findings.count - maxFindingsPerRule
        if hidden > 0 { out += "\n- … and \(hidden) more" }
        return out
    }

    private func item(_ finding: Finding, links: LinkTemplate?) -> String {
        var out = "- **\(finding.severity.rawValue)** \(place(finding.location, links))\(MarkdownText.escape(finding.message))"
        for note in finding.notes {
            out += "\n  - \(place(note.location, links))\(MarkdownText.escape(note.message))"
        }
        return out
    }

    /// The findings that were there before the change, folded: each with its rule.
    private func existingBlock(_ report: Report) -> String {
        let existing = report.existingFindings.sorted()
        var out = "### Already there before this change: \(plural(existing.count, "finding"))\n\n"
        out += "<details><summary>Not counted above; they do not fail the run.</summary>\n\n"
        for finding in existing.prefix(maxFindingsPerRule * 2) {
            out += "- **\(finding.severity.rawValue)** \(place(finding.location, report.linkTemplate))"
            out += MarkdownText.escape(finding.message) + " " + MarkdownText.escape("[\(finding.ruleID): \(finding.ruleName)]") + "\n"
        }
        let hidden = existing.count - maxFindingsPerRule * 2
        if hidden > 0 { out += "- … and \(hidden) more\n" }
        return out + "\n</details>"
    }

    /// `` `path:line:col`: ``, a link to it with a template.
    private func place(_ location: SourceLocation?, _ links: LinkTemplate?) -> String {
        guard let location else { return "" }
        let code = MarkdownText.code(location.description)
        guard let url = links?.url(for: location) else { return code + ": " }
        return "[\(code)](\(url.replacingOccurrences(of: ")", with: "%29"))): "
    }
}
