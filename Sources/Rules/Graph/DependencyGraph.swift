import ArchCore

/// A directed graph of modules or components built from the rule context's edges, for the rules
/// that follow chains (cycles, transitive dependencies). Nodes are numbered in sorted order, so
/// every traversal is deterministic.
struct DependencyGraph<Node: Hashable & Comparable> {
    let nodes: [Node]
    let indexOf: [Node: Int]
    /// Successors of each node, ascending.
    let successors: [[Int]]
    /// The first edge (in context order: imports by location, then declarations) behind each arc.
    let evidence: [Arc: DependencyEdge]

    struct Arc: Hashable {
        var from: Int
        var to: Int
    }

    /// `arcs` are (from, to, the edge that shows it); self-arcs are dropped.
    init(arcs: [(Node, Node, DependencyEdge)]) {
        var distinct: Set<Node> = []
        for (from, to, _) in arcs {
            distinct.insert(from)
            distinct.insert(to)
        }
        let nodes = distinct.sorted()
        let indexOf = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1, $0) })
        var successors = Array(repeating: Set<Int>(), count: nodes.count)
        var evidence: [Arc: DependencyEdge] = [:]
        // Arcs come grouped by their start (a module's edges follow each other): its index is
        // looked up once per run.
        var last: (node: Node, index: Int)?
        for (from, to, edge) in arcs where from != to {
            let start: Int
            if let last, last.node == from { start = last.index } else { start = indexOf[from]! }
            last = (from, start)
            let arc = Arc(from: start, to: indexOf[to]!)
            // The first edge behind an arc is the one that inserts it.
            if successors[arc.from].insert(arc.to).inserted { evidence[arc] = edge }
        }
        self.nodes = nodes
        self.indexOf = indexOf
        self.successors = successors.map { $0.sorted() }
        self.evidence = evidence
    }

    /// The module-level graph of every edge that has a module at both ends.
    static func modules(_ context: RuleContext, keep: (ModuleID) -> Bool = { _ in true }) -> DependencyGraph<ModuleID> {
        DependencyGraph<ModuleID>(arcs: context.edges.compactMap { edge in
            // A reference stays inside its module: it is no arc of the module graph.
            guard edge.kind != .reference, let from = edge.from, keep(from), keep(edge.to) else { return nil }
            return (from, edge.to, edge)
        })
    }

    /// Breadth-first from `start`: the predecessor of each reached node (`start` maps to itself).
    /// Only nodes in `allowed` are entered, and only those `expand` accepts are left again.
    func predecessors(from start: Int, within allowed: Set<Int>? = nil, expand: (Int) -> Bool = { _ in true }) -> [Int: Int] {
        breadthFirst(from: start, within: allowed, expand: expand).predecessor
    }

    /// Breadth-first from `start`, stopping at the first node (in order of distance) `stop` accepts.
    func breadthFirst(
        from start: Int, within allowed: Set<Int>? = nil, expand: (Int) -> Bool = { _ in true },
        stop: (Int) -> Bool = { _ in false }
    ) -> (predecessor: [Int: Int], stopped: Int?) {
        var predecessor = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            if stop(node) { return (predecessor, node) }
            guard node == start || expand(node) else { continue }
            for next in successors[node] where predecessor[next] == nil && (allowed?.contains(next) ?? true) {
                predecessor[next] = node
                queue.append(next)
            }
        }
        return (predecessor, nil)
    }

    /// The path `start ... end` read back from a predecessor map.
    func path(to end: Int, _ predecessor: [Int: Int]) -> [Int] {
        var path = [end]
        while let previous = predecessor[path[path.count - 1]], previous != path[path.count - 1] {
            path.append(previous)
        }
        return path.reversed()
    }

    /// The edges behind consecutive nodes of a path.
    func edges(along path: [Int]) -> [DependencyEdge] {
        zip(path, path.dropFirst()).compactMap { evidence[Arc(from: $0, to: $1)] }
    }
}
