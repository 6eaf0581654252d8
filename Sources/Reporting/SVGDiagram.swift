import Diagrams

/// An inline SVG drawing of a component diagram (`DiagramLayout`): boxes for components, curved
/// arrows for dependencies labelled with their counts (`2 of 467` when only some break a rule),
/// violating arrows red and thicker, each arrow's title naming the rules it breaks.
/// Edges that close a cycle leave from the top of a box, so the two directions stay apart.
enum SVGDiagram {
    /// `sections`: the page's section of each rule (`kind: name` to an id); a red edge links to the
    /// section of the first rule it breaks.
    static func render(_ diagram: DependencyDiagram, sections: [String: String] = [:]) -> String {
        let layout = DiagramLayout(diagram)
        var out = "<svg class=\"diagram\" role=\"img\" aria-label=\"Component diagram\" "
        out +=
            "width=\"\(layout.width)\" height=\"\(layout.height)\" viewBox=\"0 0 \(layout.width) \(layout.height)\">\n"
        out +=
            "<defs>\n" + marker("arrow", color: "#57606a") + marker("arrow-violating", color: "#d1242f") + "</defs>\n"
        for line in layout.lines { out += edge(line, layout: layout, sections: sections) }
        for box in layout.boxes { out += node(box) }
        return out + "</svg>\n"
    }

    private static func marker(_ id: String, color: String) -> String {
        "<marker id=\"\(id)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerUnits=\"userSpaceOnUse\" "
            + "markerWidth=\"10\" markerHeight=\"10\" orient=\"auto-start-reverse\">"
            + "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(color)\"/></marker>\n"
    }

    private static func node(_ box: DiagramLayout.Box) -> String {
        "<g class=\"node\"><rect x=\"\(box.x)\" y=\"\(box.y)\" "
            + "width=\"\(box.width)\" height=\"\(box.height)\" rx=\"6\"/>"
            + "<text x=\"\(box.centerX)\" y=\"\(box.y + box.height / 2)\">\(XMLEscaping.escape(box.name))</text></g>\n"
    }

    private static func edge(_ line: DiagramLayout.Line, layout: DiagramLayout, sections: [String: String]) -> String {
        let points = curve(from: layout.boxes[line.from], to: layout.boxes[line.to], back: line.isBackEdge)
        let d = "M\(points[0].x),\(points[0].y) C" + points.dropFirst().map { "\($0.x),\($0.y)" }.joined(separator: " ")
        // The midpoint of a cubic Bézier curve, where the count goes.
        let mid = (
            x: (points[0].x + 3 * points[1].x + 3 * points[2].x + points[3].x) / 8,
            y: (points[0].y + 3 * points[1].y + 3 * points[2].y + points[3].y) / 8
        )
        let kind = line.violating ? "edge violating" : "edge"
        var title = "\(layout.boxes[line.from].name) → \(layout.boxes[line.to].name): \(line.count) \(line.count == 1 ? "dependency" : "dependencies")"
        if line.violating {
            let breaking = line.violations == 1 ? "1 breaks" : "\(line.violations) break"
            title += "; \(breaking) " + (line.rules.isEmpty ? "a rule" : line.rules.joined(separator: "; "))
        }
        let drawn = "<g class=\"\(kind)\"><title>\(XMLEscaping.escape(title))</title>"
            + "<path d=\"\(d)\" marker-end=\"url(#\(line.violating ? "arrow-violating" : "arrow"))\"/>"
            + "<text x=\"\(mid.x)\" y=\"\(mid.y)\">\(XMLEscaping.escape(line.label))</text></g>"
        guard line.violating, let section = line.rules.lazy.compactMap({ sections[$0] }).first else { return drawn + "\n" }
        return "<a href=\"#\(XMLEscaping.escape(section, attribute: true))\">\(drawn)</a>\n"
    }

    /// Start, two control points and end. Forward edges run from the bottom of the dependent to the
    /// top of the dependency; back edges leave from the top (or, within a row, loop below).
    private static func curve(from a: DiagramLayout.Box, to b: DiagramLayout.Box, back: Bool) -> [(x: Int, y: Int)] {
        if !back {
            let (start, end) = ((x: a.centerX, y: a.y + a.height), (x: b.centerX, y: b.y))
            let bend = (end.y - start.y) / 2
            return [start, (start.x, start.y + bend), (end.x, end.y - bend), end]
        }
        if a.y == b.y {
            let (start, end) = ((x: a.centerX + 10, y: a.y + a.height), (x: b.centerX - 10, y: b.y + b.height))
            return [start, (start.x, start.y + 40), (end.x, end.y + 40), end]
        }
        let (start, end) = ((x: a.centerX + 12, y: a.y), (x: b.centerX + 12, y: b.y + b.height))
        let bend = (start.y - end.y) / 2
        return [start, (start.x + 24, start.y - bend), (end.x + 24, end.y + bend), end]
    }
}
