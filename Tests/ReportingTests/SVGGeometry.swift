import Foundation

/// The shapes of a diagram as `SVGDiagram` writes them, read back from the SVG text: the boxes of
/// the nodes, and each edge's ends, segments and label tag. Checks say what a reader sees: an edge
/// drawn through a box, two labels on top of each other, a label on a box.
struct SVGGeometry {
    struct Rect: CustomStringConvertible {
        var x, y, width, height: Double
        var description: String { "(\(x), \(y), \(width)x\(height))" }

        /// Whether the open rectangles share any point.
        func overlaps(_ other: Rect) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }

        /// Whether the segment passes through the inside of the rectangle (touching its border is
        /// not passing through): Liang–Barsky clipping, then the clipped part's middle.
        func isCrossed(by a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Bool {
            var (t0, t1) = (0.0, 1.0)
            let (dx, dy) = (b.x - a.x, b.y - a.y)
            for (p, q) in [(-dx, a.x - x), (dx, x + width - a.x), (-dy, a.y - y), (dy, y + height - a.y)] {
                if p == 0 {
                    if q < 0 { return false }
                    continue
                }
                let t = q / p
                if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
                if t0 > t1 { return false }
            }
            guard t1 > t0 else { return false }
            let middle = (x: a.x + dx * (t0 + t1) / 2, y: a.y + dy * (t0 + t1) / 2)
            return middle.x > x && middle.x < x + width && middle.y > y && middle.y < y + height
        }
    }

    struct Edge {
        var from: String, to: String
        var points: [(x: Double, y: Double)]
        var label: Rect
        var segments: [((x: Double, y: Double), (x: Double, y: Double))] { Array(zip(points, points.dropFirst())) }
    }

    var width = 0.0, height = 0.0
    var boxes: [String: Rect] = [:]
    var edges: [Edge] = []

    init(_ svg: String) throws {
        let size = try Self.numbers(svg, #"<svg [^>]*width="([\d.]+)" height="([\d.]+)""#).first ?? []
        (width, height) = (size.first ?? 0, size.last ?? 0)
        for match in Self.matches(svg, #"<g class="node"><rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"[^>]*/><text[^>]*>([^<]*)</text>"#) {
            boxes[match[4]] = Rect(x: Double(match[0])!, y: Double(match[1])!, width: Double(match[2])!, height: Double(match[3])!)
        }
        let edgePattern = #"<g class="edge[^"]*"><title>([^<]*?) → ([^<]*?): [^<]*</title><path d="([^"]*)"[^>]*/><rect class="label" x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)""#
        for match in Self.matches(svg, edgePattern) {
            let points = match[2].split(separator: " ").map { step -> (x: Double, y: Double) in
                let pair = step.dropFirst().split(separator: ",").compactMap { Double($0) }
                return (pair[0], pair[1])
            }
            edges.append(Edge(
                from: match[0], to: match[1], points: points,
                label: Rect(x: Double(match[3])!, y: Double(match[4])!, width: Double(match[5])!, height: Double(match[6])!)))
        }
    }

    /// Every way the drawing fails a reader, one sentence each.
    func problems() -> [String] {
        var found: [String] = []
        for edge in edges {
            for (a, b) in edge.segments {
                for (name, box) in boxes.sorted(by: { $0.key < $1.key }) where box.isCrossed(by: a, b) {
                    found.append("\(edge.from) → \(edge.to): segment \(a)–\(b) passes through box \(name)")
                }
                for other in edges where other.label.isCrossed(by: a, b) && !(other.from == edge.from && other.to == edge.to) {
                    found.append("\(edge.from) → \(edge.to): segment \(a)–\(b) passes through the label of \(other.from) → \(other.to)")
                }
            }
            for (name, box) in boxes.sorted(by: { $0.key < $1.key }) where edge.label.overlaps(box) {
                found.append("the label of \(edge.from) → \(edge.to) sits on box \(name)")
            }
            if edge.points.contains(where: { $0.x < 0 || $0.y < 0 || $0.x > width || $0.y > height }) {
                found.append("\(edge.from) → \(edge.to) leaves the canvas")
            }
        }
        for (index, edge) in edges.enumerated() {
            for other in edges[(index + 1)...] where edge.label.overlaps(other.label) {
                found.append("labels of \(edge.from) → \(edge.to) and \(other.from) → \(other.to) overlap")
            }
        }
        // Arrowheads: no two edges may end on (nearly) the same point.
        for (index, edge) in edges.enumerated() {
            guard let end = edge.points.last else { continue }
            for other in edges[(index + 1)...] {
                guard let otherEnd = other.points.last else { continue }
                if abs(end.x - otherEnd.x) < 9 && abs(end.y - otherEnd.y) < 9 {
                    found.append("arrowheads of \(edge.from) → \(edge.to) and \(other.from) → \(other.to) meet at \(end)")
                }
            }
        }
        let named = boxes.sorted { $0.key < $1.key }
        for (index, box) in named.enumerated() {
            for other in named[(index + 1)...] where box.value.overlaps(other.value) { found.append("boxes \(box.key) and \(other.key) overlap") }
        }
        return found
    }

    private static func matches(_ text: String, _ pattern: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }

    private static func numbers(_ text: String, _ pattern: String) throws -> [[Double]] {
        matches(text, pattern).map { $0.compactMap(Double.init) }
    }
}
