import ArchCore

extension RuleContext {
    /// Every (from group, to group, edge) where an edge leaves one group for another, by group
    /// name: an edge from a module in two groups yields an arc from each.
    func groupArcs(_ groups: [(name: String, set: MemberSet)]) -> [(String, String, DependencyEdge)] {
        groupArcPositions(groups.map(\.set)).map { (groups[$0.from].name, groups[$0.to].name, $0.edge) }
    }

    /// ``groupArcs(_:)`` by position in `sets`, in edge order.
    func groupArcPositions(_ sets: [MemberSet]) -> [(from: Int, to: Int, edge: DependencyEdge)] {
        let index = MemberIndex(sets)
        var arcs: [(from: Int, to: Int, edge: DependencyEdge)] = []
        // A module's edges follow each other: when sources follow modules, they are looked up
        // once per run.
        var last: (module: ModuleID, sources: [Int])?
        for edge in edges {
            let targets = index.targets(of: edge)
            guard !targets.isEmpty else { continue }
            let sources: [Int]
            if index.sourcesFollowModules, let from = edge.from {
                if let last, last.module == from {
                    sources = last.sources
                } else {
                    sources = index.sources(of: edge)
                    last = (from, sources)
                }
            } else {
                sources = index.sources(of: edge)
            }
            for source in sources where !targets.contains(source) {
                for target in targets { arcs.append((source, target, edge)) }
            }
        }
        return arcs
    }
}
