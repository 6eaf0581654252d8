extension DependencyDiagram {
    /// The part of the diagram a reviewer needs first: the components at the ends of violating
    /// edges, their neighbours, and the edges that touch one of those ends (so an edge between two
    /// neighbours only is left out). Without a violating edge, the whole diagram. Normalized.
    public var focused: DependencyDiagram {
        let whole = normalized
        let ends = Set(whole.edges.filter(\.violating).flatMap { [$0.from, $0.to] })
        guard !ends.isEmpty else { return whole }
        let edges = whole.edges.filter { ends.contains($0.from) || ends.contains($0.to) }
        let shown = Set(edges.flatMap { [$0.from, $0.to] })
        var focused = DependencyDiagram(level: level, nodes: whole.nodes.filter { shown.contains($0.name) }, edges: edges)
        focused.overlaps = overlaps.filter { $0.allSatisfy(shown.contains) }
        return focused
    }
}
