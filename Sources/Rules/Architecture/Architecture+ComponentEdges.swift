import ArchCore

/// Dependencies between two components, for diagrams and reports.
public struct ComponentEdge: Hashable, Sendable, Codable {
    public var from: String
    public var to: String
    /// Imports plus declared dependencies from a member of `from` to a member of `to`.
    public var count: Int
    /// Whether a rule reported at least one of them.
    public var violating: Bool
    /// How many of them carry a finding.
    public var violations: Int
    /// The rules those findings break, `kind: name`, sorted.
    public var rules: [String]
    /// Where those findings are, sorted.
    public var locations: [SourceLocation]

    public init(
        from: String, to: String, count: Int, violating: Bool, violations: Int? = nil, rules: [String] = [],
        locations: [SourceLocation] = []
    ) {
        self.from = from
        self.to = to
        self.count = count
        self.violating = violating
        self.violations = violations ?? (violating ? count : 0)
        self.rules = rules
        self.locations = locations
    }
}

extension Architecture {
    /// The component diagram: one entry per ordered pair of components with dependencies between
    /// them, sorted by names. An edge counts as violating when a finding is at one of its
    /// dependencies' locations; `violations` counts those dependencies, `rules` names their rules.
    public func componentEdges(in graph: Graph, findings: [Finding]) -> [ComponentEdge] {
        let context = RuleContext(graph: graph, components: components, exclude: exclude)
        let reported = Finding.rulesByLocation(findings.filter { $0.ruleID != "component_matches_nothing" })
        let groups = components.map { ($0.name, context.components[$0.name] ?? MemberSet()) }
        var edges: [Pair: ComponentEdge] = [:]
        for (from, to, edge) in context.groupArcs(groups) {
            let pair = Pair(from: from, to: to)
            var combined = edges[pair] ?? ComponentEdge(from: from, to: to, count: 0, violating: false)
            combined.count += 1
            if let rules = reported[edge.location] {
                combined.violating = true
                combined.violations += 1
                combined.rules = Array(Set(combined.rules + rules)).sorted()
                combined.locations.append(edge.location)
            }
            edges[pair] = combined
        }
        return edges.values.map { edge in
            var sorted = edge
            sorted.locations = Array(Set(edge.locations)).sorted()
            return sorted
        }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
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
