import ArchCore
import Foundation
import Diagrams

/// One self-contained HTML page (no network, no scripts, no external CSS or fonts) with the same
/// content as `MarkdownReporter`: the verdict and counts, a table of rules, the findings grouped by
/// rule with their `because:` and notes, and the component diagram as inline SVG that archlint lays
/// out itself (`DiagramLayout`: rows by longest path, dependencies pointing down, violating edges
/// red, no edge through a box), focused on the red edges with the whole graph folded, and the list
/// of red edges linking their findings; then the folder diagram of each module whose files `paths:`
/// components split. All text is HTML-escaped. Unlike Markdown, every finding is listed.
public struct HTMLReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        let catalog = RuleCatalog(report)
        let status = report.summary.passed ? "pass" : "fail"
        // The verdict in words, its colour from CSS: no glyph that needs an emoji font.
        var body = "<h1 class=\"verdict \(status)\">archlint: \(escape(report.summary.verdictWords))</h1>\n"
        body += "<p class=\"checked\">\(escape(report.summary.checkedSentence))</p>\n"
        if let change = report.changeSentence { body += "<p class=\"change\">\(escape(change))</p>\n" }
        body += table(catalog)
        // The diagrams next to the verdict, before the findings they draw.
        let targets = findingAnchors(catalog, existing: report.existingFindings.sorted())
        if let diagram = report.diagram, !diagram.nodes.isEmpty || !diagram.edges.isEmpty {
            let legend = report.comparesWithEarlier ? "red ones carry findings this change introduced" : "red ones carry findings"
            body += "<section class=\"components\">\n<h2>Components</h2>\n"
            body += "<p>Arrows point from a component to what it depends on; \(legend) "
                + "(\"2 of 467\": 2 of its 467 dependencies break a rule; hover for the rules).</p>\n"
            if let overlap = overlapSentence(diagram) { body += "<p class=\"overlap\">\(escape(overlap))</p>\n" }
            body += diagramBlock(diagram, id: "components", noun: "component", catalog: catalog, findings: targets)
            body += matrix(diagram, sections: anchors(catalog)) + "</section>\n"
        }
        for (position, folders) in report.folderDiagrams.enumerated() where !folders.diagram.nodes.isEmpty {
            body += "<section class=\"folders\">\n<h2>Folders of \(escape(folders.module))</h2>\n"
            body += "<p>Arrows point from a folder to the folders whose declarations its files use; red ones carry findings.</p>\n"
            body += diagramBlock(folders.diagram, id: "folders-\(position + 1)", noun: "folder", catalog: catalog, findings: targets)
            body += "</section>\n"
        }
        var placed: Set<String> = []
        for entry in catalog.entries where !entry.findings.isEmpty {
            body += section(entry, links: report.linkTemplate, anchors: targets, placed: &placed)
        }
        if !report.existingFindings.isEmpty {
            let existing = report.existingFindings.sorted()
            body += "<section class=\"existing\">\n<h2>Already there before this change: \(plural(existing.count, "finding"))</h2>\n"
            body += "<details><summary>Not counted above; they do not fail the run.</summary>\n<ul class=\"findings\">\n"
            for finding in existing {
                body += item(finding, links: report.linkTemplate, showsRule: true, anchors: targets, placed: &placed)
            }
            body += "</ul>\n</details>\n</section>\n"
        }
        body += "<footer>archlint \(escape(report.toolVersion))</footer>\n"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>archlint report</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <main>
            \(body)</main>
            </body>
            </html>

            """
    }

    private func table(_ catalog: RuleCatalog) -> String {
        var out = "<table class=\"rules\">\n<thead><tr>"
        out += "<th>Rule</th><th>Kind</th><th>Severity</th><th>Findings</th></tr></thead>\n<tbody>\n"
        for entry in catalog.entries {
            let status = entry.findings.isEmpty ? "pass" : "fail"
            let name = entry.findings.isEmpty ? escape(entry.info.name) : "<a href=\"#\(Self.anchor(entry))\">\(escape(entry.info.name))</a>"
            out += "<tr class=\"\(status)\"><td>\(name)</td>"
            out += "<td><code>\(escape(entry.info.id))</code></td>"
            out += "<td>\(entry.info.severity.rawValue)</td><td>\(entry.findings.count)</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    private func section(
        _ entry: RuleCatalog.Entry, links: LinkTemplate?, anchors: [SourceLocation: String], placed: inout Set<String>
    ) -> String {
        var out = "<section class=\"rule\" id=\"\(Self.anchor(entry))\">\n<h2>\(escape(entry.info.name)) <code>\(escape(entry.info.id))</code>: "
        out += "\(plural(entry.findings.count, "finding"))</h2>\n"
        if !entry.info.summary.isEmpty { out += "<p class=\"summary\">\(inlineCode(escape(entry.info.summary)))</p>\n" }
        if let because = entry.info.because ?? entry.findings.first?.because {
            out += "<blockquote><strong>Because:</strong> \(escape(because))</blockquote>\n"
        }
        out += "<ul class=\"findings\">\n"
        for finding in entry.findings { out += item(finding, links: links, anchors: anchors, placed: &placed) }
        return out + "</ul>\n</section>\n"
    }

    /// A finding; the first at its place carries the place's anchor, where diagram edges link.
    private func item(
        _ finding: Finding, links: LinkTemplate?, showsRule: Bool = false, anchors: [SourceLocation: String],
        placed: inout Set<String>
    ) -> String {
        let severity = finding.severity.rawValue
        var id = ""
        if let location = finding.location, let anchor = anchors[location], placed.insert(anchor).inserted {
            id = " id=\"\(anchor)\""
        }
        var out = "<li\(id)><span class=\"severity \(severity)\">\(severity)</span> \(place(finding.location, links))"
        out += "<span class=\"message\">\(escape(finding.message))</span>"
        if showsRule { out += " <span class=\"rule-name\">[\(escape(finding.ruleID)): \(escape(finding.ruleName))]</span>" }
        if !finding.notes.isEmpty {
            out += "\n<ul class=\"notes\">\n"
            for note in finding.notes {
                out += "<li>\(place(note.location, links))\(escape(note.message))</li>\n"
            }
            out += "</ul>\n"
        }
        return out + "</li>\n"
    }

    private func place(_ location: SourceLocation?, _ links: LinkTemplate?) -> String {
        guard let location else { return "" }
        let code = "<code class=\"location\">\(escape(location.description))</code>"
        guard let url = links?.url(for: location) else { return code + " " }
        return "<a href=\"\(XMLEscaping.escape(url, attribute: true))\">\(code)</a> "
    }

    /// Text as typed: markup escaped, and control and bidirectional formatting characters (a file
    /// name may carry them) as visible escapes, so the page shows the path the repository holds.
    func escape(_ text: String) -> String { XMLEscaping.escape(visibleControls(text)) }

    /// `` `from` `` as `<code>from</code>` in text already escaped (rule descriptions are written in
    /// Markdown); an unpaired backtick stays as it is.
    func inlineCode(_ escaped: String) -> String {
        let parts = escaped.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return escaped }
        var out = ""
        for (index, part) in parts.enumerated() {
            if index == parts.count - 1, index % 2 == 1 {
                out += "`" + part  // an odd backtick out: as written
            } else {
                out += index % 2 == 1 ? "<code>\(part)</code>" : String(part)
            }
        }
        return out
    }

    static let style = """

        body { font: 14px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328; margin: 0; }
        main { max-width: 1100px; margin: 0 auto; padding: 24px; }
        h1 { font-size: 24px; margin: 0 0 4px; }
        h1.verdict::before { content: ""; display: inline-block; width: 14px; height: 14px; border-radius: 50%; margin-right: 10px; vertical-align: 1px; }
        h1.verdict.fail::before { background: #d1242f; }
        h1.verdict.pass::before { background: #1a7f37; }
        li, td, code { overflow-wrap: anywhere; }
        @media print { main { max-width: none; padding: 0; } h2 { break-after: avoid; } svg.diagram { break-inside: avoid; } }
        h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid #d0d7de; padding-bottom: 4px; }
        code { font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f6f8fa; padding: 1px 4px; border-radius: 4px; }
        .checked, .summary, .rule-name { color: #59636e; margin-top: 0; }
        .change { font-weight: 600; }
        table.rules { border-collapse: collapse; margin-top: 16px; }
        table.rules th, table.rules td { border: 1px solid #d0d7de; padding: 4px 10px; text-align: left; }
        table.rules tr.fail td:first-child::before { content: "\\2716  "; color: #d1242f; }
        table.rules tr.pass td:first-child::before { content: "\\2714  "; color: #1a7f37; }
        blockquote { margin: 8px 0; padding: 4px 12px; border-left: 4px solid #d0d7de; color: #59636e; }
        ul.findings { padding-left: 20px; }
        ul.findings > li { margin: 6px 0; }
        .message { white-space: pre-wrap; }
        ul.notes { color: #59636e; padding-left: 20px; }
        .severity { font-weight: 600; text-transform: uppercase; font-size: 11px; padding: 1px 6px; border-radius: 10px; color: #fff; }
        .severity.error { background: #d1242f; }
        .severity.warning { background: #9a6700; }
        .severity.info { background: #0969da; }
        svg.diagram { max-width: 100%; height: auto; }
        details.matrix { margin-top: 12px; overflow-x: auto; }
        table.matrix { border-collapse: collapse; font-size: 12px; }
        table.matrix th, table.matrix td { border: 1px solid #d0d7de; padding: 2px 6px; text-align: center; }
        table.matrix tbody th { text-align: right; white-space: nowrap; }
        table.matrix th.column span { writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap; }
        table.matrix td.self { background: #f6f8fa; }
        table.matrix td.violating { background: #ffebe9; color: #d1242f; font-weight: 600; }
        svg.diagram .node rect { fill: #f6f8fa; stroke: #8c959f; }
        svg.diagram .node text { font: 13px ui-monospace, Menlo, Consolas, monospace; text-anchor: middle; dominant-baseline: central; fill: #1f2328; }
        svg.diagram .edge path { fill: none; stroke: #57606a; stroke-width: 1.5; }
        svg.diagram .edge.violating path { stroke: #d1242f; stroke-width: 3; }
        svg.diagram .edge path { stroke-linejoin: round; }
        svg.diagram .edge rect.label { fill: #fff; stroke: #d0d7de; }
        svg.diagram .edge.violating rect.label { stroke: #d1242f; }
        svg.diagram .edge text { font: 11px sans-serif; text-anchor: middle; dominant-baseline: central; fill: #57606a; }
        svg.diagram .edge.violating text { fill: #d1242f; font-weight: 600; }
        ul.violating-edges { padding-left: 20px; }
        ul.violating-edges > li { margin: 4px 0; }
        details.whole { margin-top: 12px; }
        .focus { color: #59636e; }
        footer { margin-top: 32px; color: #59636e; font-size: 12px; }

        """
}
