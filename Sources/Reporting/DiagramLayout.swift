import Diagrams

/// A deterministic layered layout of a component diagram, in whole pixels.
///
/// Layers by longest path over the allowed (non-violating) edges, minus those that close cycles: a
/// component that depends on nothing is in the bottom row, every other one a row above the highest
/// component it depends on, so allowed dependencies point down, towards the inner layers, and
/// violating ones usually point up. Within a row, components
/// follow the average position of their dependents above them (ties: the diagram's order).
struct DiagramLayout {
    struct Box: Equatable {
        var name: String
        var x: Int, y: Int, width: Int, height: Int
        var centerX: Int { x + width / 2 }
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
        /// Whether the edge closes a cycle (drawn upwards, or across a row).
        var isBackEdge: Bool
    }

    static let rowHeight = 36, rowGap = 72, boxGap = 32, margin = 48, charWidth = 8

    private(set) var boxes: [Box] = []
    private(set) var lines: [Line] = []
    private(set) var width = 0
    private(set) var height = 0

    init(_ diagram: DependencyDiagram) {
        let diagram = diagram.normalized
        let index = Dictionary(uniqueKeysWithValues: diagram.nodes.enumerated().map { ($1.name, $0) })
        let pairs = diagram.edges.map { (index[$0.from] ?? 0, index[$0.to] ?? 0) }
        // Rows follow the allowed dependencies, so a violating one shows as an arrow going up.
        let allowed = diagram.edges.indices.filter { !diagram.edges[$0].violating }.map { pairs[$0] }
        let back = Self.backEdges(nodeCount: diagram.nodes.count, edges: allowed)
        let acyclic = allowed.enumerated().filter { !back.contains($0.offset) }.map(\.element)
        let rank = Self.ranks(nodeCount: diagram.nodes.count, edges: acyclic)
        let rows = Self.rows(rank: rank, edges: pairs)
        place(rows: rows, names: diagram.nodes.map(\.name))
        lines = diagram.edges.enumerated().map { offset, edge in
            let (from, to) = pairs[offset]
            return Line(
                from: from, to: to, count: edge.count, violating: edge.violating, label: edge.label,
                violations: edge.violations, rules: edge.rules, isBackEdge: rank[from] <= rank[to])
        }
    }

    /// Edges (by position) that close a cycle: the ones a depth-first walk, in node order, finds
    /// pointing back to a node still on its path.
    static func backEdges(nodeCount: Int, edges: [(Int, Int)]) -> Set<Int> {
        var outgoing = [[(edge: Int, to: Int)]](repeating: [], count: nodeCount)
        for (offset, (from, to)) in edges.enumerated() { outgoing[from].append((offset, to)) }
        var state = [UInt8](repeating: 0, count: nodeCount)  // 0 new, 1 on path, 2 done
        var back: Set<Int> = []
        for start in 0..<nodeCount where state[start] == 0 {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                guard top.next < outgoing[top.node].count else {
                    state[top.node] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let (edge, to) = outgoing[top.node][top.next]
                if state[to] == 1 { back.insert(edge) }
                if state[to] == 0 {
                    state[to] = 1
                    stack.append((to, 0))
                }
            }
        }
        return back
    }

    /// The longest path from each node to a sink, over an acyclic edge list.
    static func ranks(nodeCount: Int, edges: [(Int, Int)]) -> [Int] {
        var rank = [Int](repeating: 0, count: nodeCount)
        // Relaxing every edge nodeCount times settles all longest paths of a DAG; diagrams are small.
        for _ in 0..<max(nodeCount, 1) {
            var changed = false
            for (from, to) in edges where rank[from] < rank[to] + 1 {
                rank[from] = rank[to] + 1
                changed = true
            }
            if !changed { break }
        }
        return rank
    }

    /// Rows from the top (highest rank) down, each ordered by the mean position of the nodes
    /// above that depend on it (nodes nothing above depends on go last).
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

    private mutating func place(rows: [[Int]], names: [String]) {
        var sized = [Box](repeating: Box(name: "", x: 0, y: 0, width: 0, height: 0), count: names.count)
        for (index, name) in names.enumerated() {
            sized[index] = Box(
                name: name, x: 0, y: 0, width: max(80, name.count * Self.charWidth + 24), height: Self.rowHeight)
        }
        let rowWidths = rows.map { row in row.map { sized[$0].width }.reduce(0, +) + Self.boxGap * max(row.count - 1, 0)
        }
        width = (rowWidths.max() ?? 0) + 2 * Self.margin
        height = rows.count * Self.rowHeight + max(rows.count - 1, 0) * Self.rowGap + 2 * Self.margin
        for (rowIndex, row) in rows.enumerated() {
            var x = (width - rowWidths[rowIndex]) / 2
            for node in row {
                sized[node].x = x
                sized[node].y = Self.margin + rowIndex * (Self.rowHeight + Self.rowGap)
                x += sized[node].width + Self.boxGap
            }
        }
        boxes = sized
    }
}
