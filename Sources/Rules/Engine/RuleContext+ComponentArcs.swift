import ArchCore

extension RuleContext {
    /// Each edge attributed to component pairs: (source group, target group, edge) for every group
    /// the edge starts in and every other group it ends in. Groups are given by name and members.
    func groupArcs(_ groups: [(name: String, set: MemberSet)]) -> [(String, String, DependencyEdge)] {
        let index = MemberIndex(groups.map(\.set))
        return edges.flatMap { edge in
            let targets = index.targets(of: edge)
            let sources = targets.isEmpty ? [] : index.sources(of: edge).filter { !targets.contains($0) }
            return sources.flatMap { source in targets.map { (groups[source].name, groups[$0].name, edge) } }
        }
    }
}
