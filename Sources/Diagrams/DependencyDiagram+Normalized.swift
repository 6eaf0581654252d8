extension DependencyDiagram {
    /// The diagram as the reports draw it: each node once, in the given order, followed by edge
    /// ends missing from `nodes` (sorted), none marked external (reports draw every component
    /// alike); edges merged per (from, to) — counts added, violating if any was — and ordered by
    /// their ends' positions; self-edges dropped.
    public var normalized: DependencyDiagram {
        var order: [String] = []
        var seen: Set<String> = []
        for node in nodes where seen.insert(node.name).inserted { order.append(node.name) }
        let missing = Set(edges.flatMap { [$0.from, $0.to] }).subtracting(seen)
        order += missing.sorted()
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        var merged: [[Int]: Edge] = [:]
        for edge in edges where edge.from != edge.to {
            let key = [position[edge.from] ?? 0, position[edge.to] ?? 0]
            var combined = merged[key] ?? Edge(from: edge.from, to: edge.to, count: 0, violating: false)
            combined.count += edge.count
            combined.violating = combined.violating || edge.violating
            combined.violations += edge.violations
            combined.rules = Array(Set(combined.rules + edge.rules)).sorted()
            combined.locations = Array(Set(combined.locations + edge.locations)).sorted()
            merged[key] = combined
        }
        let sortedEdges = merged.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.value)
        var normalized = DependencyDiagram(level: level, nodes: order.map { Node(name: $0) }, edges: sortedEdges)
        normalized.overlaps = overlaps
        return normalized
    }
}
