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
///    below. At most `maxFindingsPerRule` items per rule, then `… and N more`.
/// 4. The component diagram as a Mermaid `graph LR`: with findings, what broke
///    (`DependencyDiagram.focused`: the red edges, their ends and the other edges between those
///    ends only); without, the whole graph up to 30 nodes (or a sentence saying it is too
///    large, past 500 edges or 50,000 characters, Mermaid's limits on GitHub),
///    then the folder diagram of each module whose files `paths:` components split.
///
/// **The whole report stays under `maxLength` bytes of UTF-8** (by default
/// ``commentLength``: GitHub refuses a comment over 65,536 characters, and a bot adds its own
/// lines). The findings share what the rest leaves, in rounds: each rule's first finding, then each
/// rule's second, and so on, so every rule that reported shows some. When that leaves findings
/// out, a sentence under the verdict says how many are listed and where the complete list is, and
/// each section ends with `… and N more`. A diagram that does not fit is replaced by a sentence;
/// a rule table that does not fit lists only the rules with findings.
///
/// Text from findings is escaped, so `<`, `*` or `|` in a message show as typed.
public struct MarkdownReporter: Reporter {
    public var maxFindingsPerRule: Int
    /// The most UTF-8 bytes the report may take.
    public var maxLength: Int

    /// What a pull-request comment holds with room to spare: GitHub's cap is 65,536 characters.
    public static let commentLength = 60_000
    /// What the job summary holds: GitHub's cap is 1 MiB per step.
    public static let stepSummaryLength = 1_000_000

    public init(maxFindingsPerRule: Int = 50, maxLength: Int = MarkdownReporter.commentLength) {
        self.maxFindingsPerRule = maxFindingsPerRule
        self.maxLength = maxLength
    }

    public func render(_ report: Report) -> String {
        let catalog = RuleCatalog(report)
        let failing = catalog.entries.filter { !$0.findings.isEmpty }
        let links = report.linkTemplate
        let head = [verdict(report)] + (report.changeSentence.map { [MarkdownText.escape($0)] } ?? [])
        var diagrams: [String] = []
        if let diagram = report.diagram, !diagram.nodes.isEmpty || !diagram.edges.isEmpty {
            let overlap = overlapSentence(diagram).map { MarkdownText.escape($0) + "\n\n" } ?? ""
            diagrams.append("### Components\n\n" + overlap + diagramBlock(diagram, noun: "component"))
        }
        for folders in report.folderDiagrams where !folders.diagram.nodes.isEmpty {
            let title = "### Folders of \(MarkdownText.escape(folders.module))\n\n"
            let legend = "Arrows point from a folder to the folders whose declarations its files use.\n\n"
            diagrams.append(title + legend + diagramBlock(folders.diagram, noun: "folder"))
        }
        let footer = "<sub>archlint \(MarkdownText.escape(report.toolVersion))</sub>"
        let existing = report.existingFindings.sorted()
        // Every list of findings: one per rule that reported, then the ones already there.
        var lists = failing.map { entry in
            FindingList(head: sectionHead(entry), items: entry.findings.prefix(maxFindingsPerRule).map { item($0, links: links) },
                total: entry.findings.count)
        }
        if !existing.isEmpty {
            lists.append(FindingList(
                head: existingHead(existing.count), items: existing.prefix(maxFindingsPerRule * 2).map { existingItem($0, links: links) },
                total: existing.count, folded: true))
        }
        // What is there whatever the findings: the more of it that fits, the better.
        // Room for the sentence that says the report is cut, at its longest.
        let limitSentence = Self.cutSentence(listed: total(lists), of: total(lists), noun: "rule break")
        var table = table(catalog.entries)
        func fixed() -> Int {
            (head + [table] + diagrams + [footer, limitSentence]).reduce(0) { $0 + $1.utf8.count + 2 }
                + lists.reduce(0) { $0 + $1.frame.utf8.count + 2 }
        }
        if fixed() > maxLength, !diagrams.isEmpty {
            diagrams = ["### Components\n\nThe diagrams are left out: with them this report would pass its size limit; the HTML report draws them."]
        }
        if fixed() > maxLength { table = self.table(failing, passing: catalog.entries.count - failing.count) }
        var budget = maxLength - fixed()
        var shown = Array(repeating: 0, count: lists.count)
        var round = 0
        rounds: while true {
            var added = false
            for index in lists.indices where round < lists[index].items.count {
                let cost = lists[index].items[round].utf8.count + 1
                guard cost <= budget else { break rounds }
                budget -= cost
                shown[index] += 1
                added = true
            }
            guard added else { break }
            round += 1
        }
        let listed = zip(lists, shown).reduce(0) { $0 + min($1.0.total, $1.1) }
        let total = total(lists)
        let cut = zip(lists, shown).contains { $0.1 < $0.0.items.count }
        var blocks = head
        if cut {
            // A place that breaks several rules is listed under each: then the count is of rule breaks.
            let noun = total == report.findings.count + report.existingFindings.count ? "finding" : "rule break"
            blocks.append(Self.cutSentence(listed: listed, of: total, noun: noun))
        }
        blocks.append(table)
        let rendered = zip(lists, shown).map { list, count in list.rendered(count) }
        blocks += rendered.prefix(failing.count)
        blocks += diagrams
        blocks += rendered.dropFirst(failing.count)
        blocks.append(footer)
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private func total(_ lists: [FindingList]) -> Int { lists.reduce(0) { $0 + $1.total } }

    /// What a cut report says under its verdict.
    private static func cutSentence(listed: Int, of total: Int, noun: String) -> String {
        "_Listing \(listed) of \(plural(total, noun)), to keep this report under its size limit; the complete list is in "
            + "archlint's text output (the job's log) and in its JSON or SARIF report (`--output json=FILE`)._"
    }

    /// One rule's findings (or the ones already there) as list items, of which the budget shows
    /// the first `count`.
    private struct FindingList {
        var head: String
        var items: [String]
        var total: Int
        var folded = false

        /// The list without its items: what it costs even when it shows none.
        var frame: String { rendered(0) }

        func rendered(_ count: Int) -> String {
            var out = head
            for item in items.prefix(count) { out += "\n" + item }
            let hidden = total - count
            if hidden > 0 { out += "\n- … and \(hidden) more" }
            return folded ? out + "\n\n</details>" : out
        }
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
            shown = diagram.focused
            let carrying = violating.count == 1 ? "the edge that carries findings" : "the \(violating.count) edges that carry findings"
            let grey = shown.edges.count - violating.count
            let between = grey == 0 ? "" : " and the \(plural(grey, "other edge")) between them"
            lead = "Only \(carrying), their \(plural(shown.nodes.count, noun))\(between); "
                + "the other \(plural(whole.edges.count - shown.edges.count, "edge")) and "
                + "\(plural(whole.nodes.count - shown.nodes.count, noun)) are in the HTML report.\n\n"
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

    /// The rule table; with `passing`, the rules left out for size (all with no findings) are counted below it.
    private func table(_ entries: [RuleCatalog.Entry], passing: Int = 0) -> String {
        var rows = ["| Rule | Kind | Severity | Findings |", "| --- | --- | --- | ---: |"]
        for entry in entries {
            let rule = entry.info
            let mark = entry.findings.isEmpty ? "✅" : "❌"
            rows.append(
                "| \(mark) \(MarkdownText.escape(rule.name)) | \(MarkdownText.escape(rule.id)) "
                    + "| \(rule.severity.rawValue) | \(entry.findings.count) |")
        }
        if passing > 0 { rows.append("\n\(plural(passing, "more rule")) found nothing (not listed, for size).") }
        return rows.joined(separator: "\n")
    }

    /// A rule's section up to its findings.
    private func sectionHead(_ entry: RuleCatalog.Entry) -> String {
        let rule = entry.info
        var out = "### \(MarkdownText.escape(rule.name)) (\(MarkdownText.code(rule.id))): "
        out += plural(entry.findings.count, "finding")
        if !rule.summary.isEmpty { out += "\n\n" + MarkdownText.prose(rule.summary) }
        if let because = rule.because ?? entry.findings.first?.because {
            out += "\n\n> **Because:** \(MarkdownText.prose(because))"
        }
        return out + "\n"
    }

    private func item(_ finding: Finding, links: LinkTemplate?) -> String {
        var out = "- **\(finding.severity.rawValue)** \(place(finding.location, links))\(MarkdownText.escape(finding.message))"
        for note in finding.notes {
            out += "\n  - \(place(note.location, links))\(MarkdownText.escape(note.message))"
        }
        return out
    }

    /// The head of the findings that were there before the change, folded; each item names its rule.
    private func existingHead(_ count: Int) -> String {
        "### Already there before this change: \(plural(count, "finding"))\n\n"
            + "<details><summary>Not counted above; they do not fail the run.</summary>\n"
    }

    private func existingItem(_ finding: Finding, links: LinkTemplate?) -> String {
        "- **\(finding.severity.rawValue)** \(place(finding.location, links))"
            + MarkdownText.escape(finding.message) + " " + MarkdownText.escape("[\(finding.ruleID): \(finding.ruleName)]")
    }

    /// `` `path:line:col`: ``, a link to it with a template.
    private func place(_ location: SourceLocation?, _ links: LinkTemplate?) -> String {
        guard let location else { return "" }
        let code = MarkdownText.code(location.description)
        guard let url = links?.url(for: location) else { return code + ": " }
        return "[\(code)](\(url.replacingOccurrences(of: ")", with: "%29"))): "
    }
}
