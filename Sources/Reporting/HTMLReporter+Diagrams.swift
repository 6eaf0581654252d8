import ArchCore
import Diagrams

extension HTMLReporter {
    /// A diagram as the page draws it: the focused part (`DependencyDiagram.focused`) when there is
    /// more, with the whole graph folded under it; then the list of red edges, each with the rules
    /// it breaks and a link to each of its findings (where the red arrows link).
    func diagramBlock(
        _ diagram: DependencyDiagram, id: String, noun: String, catalog: RuleCatalog, findings: [SourceLocation: String]
    ) -> String {
        let whole = diagram.normalized
        let focused = diagram.focused
        let violating = whole.edges.enumerated().filter { $0.element.violating }
        let links = Dictionary(
            violating.map { ([$0.element.from, $0.element.to], "\(id)-edge-\($0.offset + 1)") }, uniquingKeysWith: { first, _ in first })
        let list = edgeList(violating, id: id, catalog: catalog, findings: findings)
        let size = "\(plural(whole.nodes.count, noun)), \(plural(whole.edges.count, "arrow"))"
        // Focused only when that leaves components out: the same boxes with fewer arrows would
        // only hide dependencies.
        guard focused.nodes.count < whole.nodes.count else {
            return drawing(whole, id: id, links: links, size: size, noun: noun) + list
        }
        let red = focused.edges.count(where: \.violating)
        let grey = focused.edges.count - red
        var out = "<p class=\"focus\">Drawn: what broke, the \(plural(focused.nodes.count, noun)) at the ends of red arrows "
        out += "and the \(plural(red, "red arrow"))"
        if grey > 0 { out += " and \(plural(grey, "grey arrow")) between those \(noun)s" }
        out += ". The other \(plural(whole.nodes.count - focused.nodes.count, noun)) and "
        out += "\(plural(whole.edges.count - focused.edges.count, "arrow")) are in the whole graph (\(size)), folded below.</p>\n"
        let focusedSize = "\(plural(focused.nodes.count, noun)), \(plural(focused.edges.count, "arrow"))"
        out += drawing(focused, id: id, links: links, size: focusedSize, noun: noun)
        out += list
        out += "<details class=\"whole\"><summary>The whole graph: \(size)</summary>\n"
        return out + drawing(whole, id: id + "-whole", links: links, size: size, noun: noun) + "</details>\n"
    }

    /// The SVG drawing, or past `SVGDiagram.mostNodes` and `mostEdges` a sentence saying why not.
    private func drawing(_ diagram: DependencyDiagram, id: String, links: [[String]: String], size: String, noun: String) -> String {
        guard !SVGDiagram.isDrawable(diagram) else { return SVGDiagram.render(diagram, id: id, links: links) }
        let instead = noun == "component"
            ? "the dependency matrix below lists every arrow"
            : "`archlint graph --level folder --format dot` writes it for Graphviz"
        return "<p class=\"too-large\">Not drawn: \(escape(size)) are more than a drawing of boxes and arrows shows legibly "
            + "(at most \(SVGDiagram.mostNodes) boxes and \(SVGDiagram.mostEdges) arrows); \(inlineCode(escape(instead))).</p>\n"
    }

    /// Past this many findings on one edge, its list says how many more there are.
    static let linkedFindingsPerEdge = 20

    private func edgeList(
        _ violating: [(offset: Int, element: DependencyDiagram.Edge)], id: String, catalog: RuleCatalog,
        findings: [SourceLocation: String]
    ) -> String {
        guard !violating.isEmpty else { return "" }
        let sections = anchors(catalog)
        var out = "<ul class=\"violating-edges\">\n"
        for (offset, edge) in violating {
            out += "<li id=\"\(id)-edge-\(offset + 1)\"><strong>\(escape(edge.from)) → \(escape(edge.to))</strong>: "
            out += edge.violations == 1 ? "1 of \(edge.count) breaks " : "\(edge.violations) of \(edge.count) break "
            out += edge.rules.map { rule in
                sections[rule].map { "<a href=\"#\($0)\">\(escape(rule))</a>" } ?? escape(rule)
            }.joined(separator: ", ")
            let shown = edge.locations.prefix(Self.linkedFindingsPerEdge)
            if !shown.isEmpty {
                out += ": " + shown.map { location in
                    let code = "<code>\(escape(location.description))</code>"
                    return findings[location].map { "<a href=\"#\($0)\">\(code)</a>" } ?? code
                }.joined(separator: ", ")
                if edge.locations.count > shown.count { out += " and \(edge.locations.count - shown.count) more" }
            }
            out += "</li>\n"
        }
        return out + "</ul>\n"
    }

    /// The anchor of each place a finding is listed at (`finding-1`, ... in page order), then of
    /// the places of their notes (an import's declaration in `Package.swift`) not listed themselves.
    func findingAnchors(_ catalog: RuleCatalog, existing: [Finding]) -> [SourceLocation: String] {
        let listed = catalog.entries.flatMap(\.findings) + existing
        var anchors: [SourceLocation: String] = [:]
        for location in listed.compactMap(\.location) where anchors[location] == nil {
            anchors[location] = "finding-\(anchors.count + 1)"
        }
        for finding in listed {
            guard let location = finding.location, let anchor = anchors[location] else { continue }
            for note in finding.notes { if let place = note.location, anchors[place] == nil { anchors[place] = anchor } }
        }
        return anchors
    }

    /// The component diagram as a dependency matrix, which stays readable where boxes and arrows
    /// stop scaling: a row per component, a column per component it may depend on, each cell the
    /// edge's label (`2 of 467` when some of it breaks rules), red cells linking to the first rule
    /// broken. Folded under the diagram; open from the first size where a drawing gets crowded.
    func matrix(_ diagram: DependencyDiagram, sections: [String: String]) -> String {
        let normalized = diagram.normalized
        let names = normalized.nodes.map(\.name)
        guard names.count >= 2 else { return "" }
        let edges = Dictionary(normalized.edges.map { ([$0.from, $0.to], $0) }, uniquingKeysWith: { first, _ in first })
        var out = "<details class=\"matrix\"\(names.count > Self.crowdedDiagram || !SVGDiagram.isDrawable(diagram) ? " open" : "")>"
        out += "<summary>Dependency matrix: a row depends on a column</summary>\n<table class=\"matrix\">\n<thead><tr><th></th>"
        for name in names { out += "<th class=\"column\"><span>\(escape(name))</span></th>" }
        out += "</tr></thead>\n<tbody>\n"
        for from in names {
            out += "<tr><th>\(escape(from))</th>"
            for to in names {
                guard from != to, let edge = edges[[from, to]] else {
                    out += from == to ? "<td class=\"self\"></td>" : "<td></td>"
                    continue
                }
                let label = escape(edge.label)
                guard edge.violating else {
                    out += "<td>\(label)</td>"
                    continue
                }
                let title = edge.rules.isEmpty ? "" : " title=\"\(escape("breaks " + edge.rules.joined(separator: "; ")))\""
                let cell = edge.rules.lazy.compactMap { sections[$0] }.first.map { "<a href=\"#\($0)\">\(label)</a>" } ?? label
                out += "<td class=\"violating\"\(title)>\(cell)</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n</details>\n"
    }

    /// Components past which a box-and-arrow drawing gets crowded and the matrix opens by default.
    static let crowdedDiagram = 20

    /// Each rule's section, by `kind: name` (how diagram edges name the rules they break).
    func anchors(_ catalog: RuleCatalog) -> [String: String] {
        Dictionary(catalog.entries.map { ("\($0.info.id): \($0.info.name)", Self.anchor($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// `rule-layers-dependencies-point-inward`: the id of a rule's section.
    static func anchor(_ entry: RuleCatalog.Entry) -> String {
        "rule-" + entry.stableID.replacingOccurrences(of: "/", with: "-")
    }

}
