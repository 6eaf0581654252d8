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
        var edges: [Pair: (count: Int, tally: ViolationTally)] = [:]
        for (from, to, edge) in context.groupArcs(groups) {
            let pair = Pair(from: from, to: to)
            edges[pair, default: (0, ViolationTally())].count += 1
            if let rules = reported[edge.location] { edges[pair]?.tally.add(rules, at: edge.location) }
        }
        return edges.map { pair, entry in
            ComponentEdge(
                from: pair.from, to: pair.to, count: entry.count, violating: entry.tally.isViolating,
                violations: entry.tally.violations, rules: entry.tally.rules, locations: entry.tally.locations)
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
