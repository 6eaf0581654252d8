import ArchCore

/// A directed graph of modules or components built from the rule context's edges, for the rules
/// that follow chains (cycles, transitive dependencies). Nodes are numbered in sorted order, so
/// every traversal is deterministic.
struct DependencyGraph<Node: Hashable & Comparable> {
    let nodes: [Node]
    let indexOf: [Node: Int]
    /// Successors of each node, ascending.
    let successors: [[Int]]
    /// The first edge (in context order: imports by location, then declarations) behind each arc,
    /// beside its successor in `successors`.
    private let evidenceBySuccessor: [[DependencyEdge]]

    /// Arcs between positions in `given`, whose nodes are distinct: (from, to, the edge that shows
    /// it); self-arcs are dropped. The graph's nodes are those of some arc, renumbered in sorted
    /// order; no node is hashed per arc.
    init(nodes given: [Node], arcs: [(from: Int, to: Int, edge: DependencyEdge)]) {
        var used = Array(repeating: false, count: given.count)
        for arc in arcs {
            used[arc.from] = true
            used[arc.to] = true
        }
        let kept = given.indices.filter { used[$0] }.sorted { given[$0] < given[$1] }
        var renumbered = Array(repeating: -1, count: given.count)
        for (position, old) in kept.enumerated() { renumbered[old] = position }
        let nodes = kept.map { given[$0] }
        // Each node's arcs in the order given, then sorted by successor (the order given breaks
        // ties, so the first edge behind an arc stays first) and reduced to one per successor:
        // no set and no dictionary of arcs is hashed.
        var outgoing = Array(repeating: [(to: Int, order: Int)](), count: nodes.count)
        for (order, arc) in arcs.enumerated() where arc.from != arc.to {
            outgoing[renumbered[arc.from]].append((renumbered[arc.to], order))
        }
        var successors: [[Int]] = []
        var evidence: [[DependencyEdge]] = []
        successors.reserveCapacity(nodes.count)
        evidence.reserveCapacity(nodes.count)
        for var list in outgoing {
            list.sort { ($0.to, $0.order) < ($1.to, $1.order) }
            var next: [Int] = []
            var edges: [DependencyEdge] = []
            for entry in list where next.last != entry.to {
                next.append(entry.to)
                edges.append(arcs[entry.order].edge)
            }
            successors.append(next)
            evidence.append(edges)
        }
        self.nodes = nodes
        self.indexOf = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1, $0) })
        self.successors = successors
        self.evidenceBySuccessor = evidence
    }

    /// The first edge behind the arc `from -> to`, if there is one.
    func evidence(from: Int, to: Int) -> DependencyEdge? {
        let list = successors[from]
        var (low, high) = (0, list.count)
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < to { low = middle + 1 } else { high = middle }
        }
        return low < list.count && list[low] == to ? evidenceBySuccessor[from][low] : nil
    }

    /// The module-level graph of every edge that has a module at both ends. Modules are taken by
    /// their numbers in the context (``RuleContext/edgeEnds``), and `keep` is asked once per module.
    static func modules(_ context: RuleContext, keep: (ModuleID) -> Bool = { _ in true }) -> DependencyGraph<ModuleID> {
        let modules = context.moduleNumbers.modules
        // 0: not asked yet, 1: kept, 2: left out.
        var kept = [UInt8](repeating: 0, count: modules.count)
        func isKept(_ number: Int) -> Bool {
            if kept[number] == 0 { kept[number] = keep(modules[number]) ? 1 : 2 }
            return kept[number] == 1
        }
        var arcs: [(from: Int, to: Int, edge: DependencyEdge)] = []
        for position in context.edges.indices {
            let ends = context.edgeEnds[position]
            guard ends.from >= 0 else { continue }
            let edge = context.edges[position]
            // A reference stays inside its module: it is no arc of the module graph.
            guard edge.kind != .reference, isKept(Int(ends.from)), isKept(Int(ends.to)) else { continue }
            arcs.append((Int(ends.from), Int(ends.to), edge))
        }
        return DependencyGraph<ModuleID>(nodes: modules, arcs: arcs)
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
        zip(path, path.dropFirst()).compactMap { evidence(from: $0, to: $1) }
    }
}
