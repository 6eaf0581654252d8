import ArchCore

/// Dependencies between two components, for diagrams and reports.
public struct ComponentEdge: Hashable, Sendable, Codable {
    public var from: String
    public var to: String
    /// Imports plus declared dependencies from a member of `from` to a member of `to`.
    public var count: Int
    /// Whether a rule reported at least one of them.
    public var violating: Bool

    public init(from: String, to: String, count: Int, violating: Bool) {
        self.from = from
        self.to = to
        self.count = count
        self.violating = violating
    }
}

extension Architecture {
    /// The component diagram: one entry per ordered pair of components with dependencies between
    /// them, sorted by names. An edge counts as violating when a finding is at its location.
    public func componentEdges(in graph: Graph, findings: [Finding]) -> [ComponentEdge] {
        let context = RuleContext(graph: graph, components: components, exclude: exclude)
        let reported = Set(findings.filter { $0.ruleID != "component_matches_nothing" }.compactMap(\.location))
        let groups = components.map { ($0.name, context.components[$0.name] ?? MemberSet()) }
        var edges: [Pair: ComponentEdge] = [:]
        for (from, to, edge) in context.groupArcs(groups) {
            let pair = Pair(from: from, to: to)
            edges[pair, default: ComponentEdge(from: from, to: to, count: 0, violating: false)].count += 1
            if reported.contains(edge.location) { edges[pair]?.violating = true }
        }
        return edges.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    /// The component diagram after evaluating the rules on `graph`.
    public func componentEdges(in graph: Graph) throws(ConfigurationError) -> [ComponentEdge] {
        componentEdges(in: graph, findings: try evaluate(on: graph))
    }

    private struct Pair: Hashable {
        var from: String
        var to: String
    }
}
