import ArchCore

extension RuleContext {
    /// Every (from group, to group, edge) where an edge leaves one group for another, by group
    /// name: an edge from a module in two groups yields an arc from each.
    func groupArcs(_ groups: [(name: String, set: MemberSet)]) -> [(String, String, DependencyEdge)] {
        groupArcPositions(groups.map(\.set)).map { (groups[$0.from].name, groups[$0.to].name, $0.edge) }
    }

    /// ``groupArcs(_:)`` by position in `sets`, in edge order.
    func groupArcPositions(_ sets: [MemberSet]) -> [(from: Int, to: Int, edge: DependencyEdge)] {
        let index = MemberIndex(sets, numbers: moduleNumbers)
        var arcs: [(from: Int, to: Int, edge: DependencyEdge)] = []
        for position in edges.indices {
            let edge = edges[position]
            let ends = edgeEnds[position]
            let targets = index.targets(of: edge, ends)
            guard !targets.isEmpty else { continue }
            for source in index.sources(of: edge, ends) where !targets.contains(source) {
                for target in targets { arcs.append((source, target, edge)) }
            }
        }
        return arcs
    }
}
