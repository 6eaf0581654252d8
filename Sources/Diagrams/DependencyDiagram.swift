import ArchCore

/// A dependency graph to draw (`archlint graph --format dot|mermaid|json`): modules or components,
/// and the dependencies between them, violating ones marked. Nodes and edges are in a fixed order,
/// so drawing it twice gives the same bytes.
public struct DependencyDiagram: Hashable, Sendable {
    public struct Node: Hashable, Sendable {
        /// The name drawn: a module name (with its package folder when two packages define it) or a
        /// component name.
        public var name: String
        /// Built elsewhere (the toolchain, an SDK, a remote package): drawn dashed.
        public var isExternal: Bool

        public init(name: String, isExternal: Bool = false) {
            self.name = name
            self.isExternal = isExternal
        }
    }

    /// `from` depends on `to`: `count` imports, declared dependencies and references; `violating`
    /// when a finding is at one of them, `violations` of them carrying one, for the rules named in
    /// `rules` (`kind: name`, sorted).
    public struct Edge: Hashable, Sendable, Encodable {
        public var from: String
        public var to: String
        public var count: Int
        public var violating: Bool
        public var violations: Int
        public var rules: [String]
        /// Where those findings are, sorted (reports link to them; not part of `graph` output).
        public var locations: [SourceLocation]

        enum CodingKeys: String, CodingKey {
            case from, to, count, violating, violations, rules
        }

        public init(
            from: String, to: String, count: Int = 1, violating: Bool = false, violations: Int? = nil, rules: [String] = [],
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

        /// An arrow of `count` dependencies, `tally` of them carrying findings.
        init(from: String, to: String, count: Int, tally: ViolationTally) {
            self.init(
                from: from, to: to, count: count, violating: tally.isViolating, violations: tally.violations, rules: tally.rules,
                locations: tally.locations)
        }

        /// What the arrow says: the count, or `2 of 467` when only some of its dependencies break a rule.
        public var label: String {
            violating && violations > 0 && violations < count ? "\(violations) of \(count)" : "\(count)"
        }
    }

    /// `module`, `component` or `folder`.
    public var level: GraphLevel
    public var nodes: [Node]
    /// Sorted by the positions of their ends in `nodes`.
    public var edges: [Edge]
    /// Pairs of nodes that share members (components that select the same module or file): a
    /// dependency of a shared member lies on the arrows of both, so reports say so.
    public var overlaps: [[String]] = []

    /// A component diagram of `names`, none of them external (reports and tests build these).
    public init(components names: [String], edges: [Edge]) {
        self.init(level: .component, nodes: names.map { Node(name: $0) }, edges: edges)
    }

    public init(level: GraphLevel, nodes: [Node], edges: [Edge]) {
        self.level = level
        self.nodes = nodes
        let position = Dictionary(nodes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.edges = edges.sorted {
            (position[$0.from] ?? Int.max, position[$0.to] ?? Int.max, $0.from, $0.to)
                < (position[$1.from] ?? Int.max, position[$1.to] ?? Int.max, $1.from, $1.to)
        }
    }
}

/// The arrows of a diagram as its dependencies are counted one by one: each addition is O(1)
/// amortised, sorting happens once in `edges`.
struct EdgeTallies {
    private var entries: [[String]: (count: Int, tally: ViolationTally)] = [:]
    /// The rules broken at each place (``ArchCore/Finding/rulesByLocation(_:)``).
    let reported: [SourceLocation: [String]]

    init(findings: [Finding]) {
        reported = Finding.rulesByLocation(findings)
    }

    /// One more dependency from `from` to `to`, at `location`.
    mutating func add(from: String, to: String, at location: SourceLocation) {
        entries[[from, to], default: (0, ViolationTally())].count += 1
        if let rules = reported[location] { entries[[from, to]]?.tally.add(rules, at: location) }
    }

    var edges: [DependencyDiagram.Edge] {
        entries.map { key, entry in DependencyDiagram.Edge(from: key[0], to: key[1], count: entry.count, tally: entry.tally) }
    }
}

/// What `archlint graph` draws.
public enum GraphLevel: String, CaseIterable, Sendable {
    /// One node per module: the targets of every Package.swift and the configured modules.
    case module
    /// One node per component of `.archlint.yml`.
    case component
    /// One node per folder of one module, edges from the references between its files.
    case folder
}

/// How `archlint graph` prints.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// At the module level, everything archlint read (the `Graph`); at the component level, the diagram.
    case json
    /// Graphviz: `dot -Tsvg`.
    case dot
    /// A Mermaid `graph LR`, as GitHub and GitLab render in Markdown.
    case mermaid
}
