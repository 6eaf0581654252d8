extension DependencyDiagram {
    /// The part of the diagram a reviewer needs first: the components at the ends of violating
    /// edges, with the violating edges and the other edges between those components only (so a
    /// reviewer sees what broke and how its ends otherwise depend on one another, not the rest of
    /// the graph). Without a violating edge, the whole diagram. Normalized.
    public var focused: DependencyDiagram {
        let whole = normalized
        let ends = Set(whole.edges.filter(\.violating).flatMap { [$0.from, $0.to] })
        guard !ends.isEmpty else { return whole }
        let edges = whole.edges.filter { ends.contains($0.from) && ends.contains($0.to) }
        var focused = DependencyDiagram(level: level, nodes: whole.nodes.filter { ends.contains($0.name) }, edges: edges)
        focused.overlaps = overlaps.filter { $0.allSatisfy(ends.contains) }
        return focused
    }
}
