import Diagrams

/// A deterministic layered layout of a component diagram, in whole pixels, whose edges never pass
/// through a box and whose labels never overlap a box or each other.
///
/// Rows by longest path over the allowed edges (`ranks`): allowed dependencies point down, towards
/// the inner layers, violating ones usually up. Every edge is a chain through the layers between its
/// ends (`LayeredGraph`): a vertical run through a slot of its own in each row it crosses, straight
/// segments in the gaps between rows, its label in a slot of the label layer between two rows.
/// Crossings are reduced by barycenter sweeps; each box spreads its arrows over its side, so
/// arrowheads do not pile up on one point.
struct DiagramLayout {
    struct Point: Equatable { var x: Int, y: Int }

    struct Box: Equatable {
        var name: String
        var x: Int, y: Int, width: Int, height: Int
        var centerX: Int { x + width / 2 }
        var centerY: Int { y + height / 2 }
    }

    struct Line: Equatable {
        var from: Int, to: Int
        var count: Int
        var violating: Bool
        /// The count, or `2 of 467` (see `DependencyDiagram.Edge.label`).
        var label: String
        var violations: Int
        /// The rules its violations break, `kind: name`.
        var rules: [String]
        /// Whether it points up, against the allowed direction (a cycle, or a violation).
        var isBackEdge: Bool
        /// From the dependent's box to the dependency's: straight segments.
        var points: [Point]
        /// Where the label is drawn, on the line.
        var labelBox: Box
    }

    static let rowHeight = 36, labelHeight = 16, layerGap = 20, margin = 24, charWidth = 8
    static let labelCharWidth = 7, portSpacing = 14

    private(set) var boxes: [Box] = []
    private(set) var lines: [Line] = []
    private(set) var width = 0
    private(set) var height = 0

    init(_ diagram: DependencyDiagram) {
        let diagram = diagram.normalized
        let index = Dictionary(uniqueKeysWithValues: diagram.nodes.enumerated().map { ($1.name, $0) })
        let pairs = diagram.edges.map { (index[$0.from] ?? 0, index[$0.to] ?? 0) }
        let violating = Set(diagram.edges.indices.filter { diagram.edges[$0].violating })
        let rank = Self.ranks(nodeCount: diagram.nodes.count, edges: pairs, violating: violating)
        let rows = Self.rows(rank: rank, edges: pairs)
        var row = [Int](repeating: 0, count: diagram.nodes.count)
        for (position, nodes) in rows.enumerated() { for node in nodes { row[node] = position } }
        // Wide enough for the name and for an arrow every `portSpacing` pixels on either side.
        var ports = [(up: Int, down: Int)](repeating: (0, 0), count: row.count)
        for (from, to) in pairs {
            let (top, bottom) = row[from] < row[to] ? (from, to) : (to, from)
            ports[top].down += 1
            ports[bottom].up += 1
        }
        let nodeWidths = diagram.nodes.indices.map { node in
            max(80, diagram.nodes[node].name.count * Self.charWidth + 24, (max(ports[node].up, ports[node].down) + 1) * Self.portSpacing)
        }
        let labelWidths = diagram.edges.map { $0.label.count * Self.labelCharWidth + 10 }
        var graph = LayeredGraph(rows: rows, row: row, edges: pairs, nodeWidths: nodeWidths, labelWidths: labelWidths)
        graph.reduceCrossings()
        let left = Self.lefts(graph, centres: graph.centres())
        let top = Self.layerTops(graph.layers.count)
        width = zip(graph.vertices, left).map { $0.width + $1 }.max().map { $0 + Self.margin } ?? 2 * Self.margin
        height = (top.last.map { $0 + Self.rowHeight } ?? Self.margin) + Self.margin
        boxes = diagram.nodes.indices.map { _ in Box(name: "", x: 0, y: 0, width: 0, height: 0) }
        for (vertex, drawn) in graph.vertices.enumerated() {
            guard let node = drawn.node else { continue }
            boxes[node] = Box(
                name: diagram.nodes[node].name, x: left[vertex], y: top[drawn.layer], width: drawn.width, height: Self.rowHeight)
        }
        let routes = Routes(graph: graph, left: left, top: top)
        lines = diagram.edges.enumerated().map { offset, edge in
            let (from, to) = pairs[offset]
            let upwards = row[from] > row[to]
            let points = routes.points(of: offset)
            let label = graph.labels[offset]
            return Line(
                from: from, to: to, count: edge.count, violating: edge.violating, label: edge.label,
                violations: edge.violations, rules: edge.rules, isBackEdge: upwards,
                points: upwards ? points.reversed() : points,
                labelBox: Box(
                    name: edge.label, x: left[label], y: top[graph.vertices[label].layer],
                    width: graph.vertices[label].width, height: Self.labelHeight))
        }
    }

    /// Whole-pixel left edges from the centres, keeping every gap, the leftmost at the margin.
    static func lefts(_ graph: LayeredGraph, centres: [Double]) -> [Int] {
        var left = [Int](repeating: 0, count: graph.vertices.count)
        for layer in graph.layers {
            for (slot, vertex) in layer.enumerated() {
                left[vertex] = Int((centres[vertex] - Double(graph.vertices[vertex].width) / 2).rounded())
                guard slot > 0 else { continue }
                let previous = layer[slot - 1]
                left[vertex] = max(left[vertex], left[previous] + graph.vertices[previous].width + graph.gap(previous, vertex))
            }
        }
        let shift = Self.margin - (left.min() ?? Self.margin)
        return left.map { $0 + shift }
    }

    /// The top of each layer: rows of boxes in the even layers, labels in the odd ones.
    static func layerTops(_ count: Int) -> [Int] {
        var tops: [Int] = []
        var y = margin
        for layer in 0..<count {
            tops.append(y)
            y += (layer % 2 == 0 ? rowHeight : labelHeight) + layerGap
        }
        return tops
    }

    /// Rows from the top (highest rank) down, each ordered by the mean position of the nodes
    /// above that depend on it (nodes nothing above depends on go last): the first order that
    /// `LayeredGraph.reduceCrossings` improves on.
    static func rows(rank: [Int], edges: [(Int, Int)]) -> [[Int]] {
        var dependents = [[Int]](repeating: [], count: rank.count)
        for (from, to) in edges { dependents[to].append(from) }
        let top = rank.max() ?? -1
        var rows: [[Int]] = stride(from: top, through: 0, by: -1).map { r in rank.indices.filter { rank[$0] == r } }
        var position: [Int: Double] = [:]
        for rowIndex in rows.indices {
            if rowIndex > 0 {
                let key = Dictionary(
                    uniqueKeysWithValues: rows[rowIndex].map { node in
                        let above = dependents[node].compactMap { position[$0] }
                        return (node, above.isEmpty ? Double.infinity : above.reduce(0, +) / Double(above.count))
                    })
                rows[rowIndex].sort { a, b in (key[a] ?? 0, a) < (key[b] ?? 0, b) }
            }
            let row = rows[rowIndex]
            for (slot, node) in row.enumerated() { position[node] = Double(slot) - Double(row.count - 1) / 2 }
        }
        return rows
    }
}
