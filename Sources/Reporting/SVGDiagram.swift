import Diagrams

/// An inline SVG drawing of a component diagram (`DiagramLayout`): boxes for components, arrows of
/// straight segments for dependencies, each labelled with its count (`2 of 467` when only some
/// break a rule) on a white tag of its own, violating arrows red and thicker, each arrow's title
/// naming the rules it breaks.
enum SVGDiagram {
    /// Past these sizes a drawing of boxes and arrows is no longer legible (and its layout, whose
    /// cost grows with the edges times the rows they cross, no longer quick): reports say so and
    /// point to the matrix instead.
    static let mostNodes = 60, mostEdges = 300

    static func isDrawable(_ diagram: DependencyDiagram) -> Bool {
        let normalized = diagram.normalized
        return normalized.nodes.count <= mostNodes && normalized.edges.count <= mostEdges
    }

    /// `links`: where a red edge links, by `from` and `to` names (the page's list of its findings);
    /// `id`: unique on the page, it prefixes the arrowheads' ids.
    static func render(_ diagram: DependencyDiagram, id: String = "diagram", links: [[String]: String] = [:]) -> String {
        let layout = DiagramLayout(diagram)
        var out = "<svg class=\"diagram\" role=\"img\" aria-label=\"Component diagram\" "
        out +=
            "width=\"\(layout.width)\" height=\"\(layout.height)\" viewBox=\"0 0 \(layout.width) \(layout.height)\">\n"
        out +=
            "<defs>\n" + marker("\(id)-arrow", color: "#57606a") + marker("\(id)-arrow-violating", color: "#d1242f") + "</defs>\n"
        // Grey edges first, so red ones are drawn over them where they cross.
        for line in layout.lines where !line.violating { out += edge(line, layout: layout, id: id, links: links) }
        for line in layout.lines where line.violating { out += edge(line, layout: layout, id: id, links: links) }
        for box in layout.boxes { out += node(box) }
        return out + "</svg>\n"
    }

    private static func marker(_ id: String, color: String) -> String {
        "<marker id=\"\(id)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerUnits=\"userSpaceOnUse\" "
            + "markerWidth=\"9\" markerHeight=\"9\" orient=\"auto-start-reverse\">"
            + "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(color)\"/></marker>\n"
    }

    private static func node(_ box: DiagramLayout.Box) -> String {
        "<g class=\"node\"><rect x=\"\(box.x)\" y=\"\(box.y)\" "
            + "width=\"\(box.width)\" height=\"\(box.height)\" rx=\"6\"/>"
            + "<text x=\"\(box.centerX)\" y=\"\(box.centerY)\">\(XMLEscaping.escape(box.name))</text></g>\n"
    }

    private static func edge(_ line: DiagramLayout.Line, layout: DiagramLayout, id: String, links: [[String]: String]) -> String {
        let d = line.points.enumerated().map { "\($0.offset == 0 ? "M" : "L")\($0.element.x),\($0.element.y)" }.joined(separator: " ")
        let (from, to) = (layout.boxes[line.from].name, layout.boxes[line.to].name)
        var title = "\(from) → \(to): \(line.count) \(line.count == 1 ? "dependency" : "dependencies")"
        if line.violating {
            let breaking = line.violations == 1 ? "1 breaks" : "\(line.violations) break"
            title += "; \(breaking) " + (line.rules.isEmpty ? "a rule" : line.rules.joined(separator: "; "))
        }
        let tag = line.labelBox
        let drawn = "<g class=\"\(line.violating ? "edge violating" : "edge")\"><title>\(XMLEscaping.escape(title))</title>"
            + "<path d=\"\(d)\" marker-end=\"url(#\(id)-\(line.violating ? "arrow-violating" : "arrow"))\"/>"
            + "<rect class=\"label\" x=\"\(tag.x)\" y=\"\(tag.y)\" width=\"\(tag.width)\" height=\"\(tag.height)\" rx=\"3\"/>"
            + "<text x=\"\(tag.centerX)\" y=\"\(tag.centerY)\">\(XMLEscaping.escape(line.label))</text></g>"
        guard line.violating, let link = links[[from, to]] else { return drawn + "\n" }
        return "<a href=\"#\(XMLEscaping.escape(link, attribute: true))\">\(drawn)</a>\n"
    }
}
