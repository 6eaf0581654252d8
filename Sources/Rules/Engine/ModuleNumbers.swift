import ArchCore

/// The modules of a rule context numbered once per evaluation, the graph's modules first in graph
/// order, then any other module an edge names: rules that look at every edge index arrays by
/// number instead of hashing module ids (two strings) in every lookup (``RuleContext/edgeEnds``).
struct ModuleNumbers: Sendable {
    /// Each number's module.
    private(set) var modules: [ModuleID] = []
    private var numbers: [ModuleID: Int32] = [:]

    init(_ graph: Graph) {
        modules.reserveCapacity(graph.modules.count)
        numbers.reserveCapacity(graph.modules.count)
        for module in graph.modules { _ = number(module.id) }
    }

    /// `module`'s number; `nil` for a module neither the graph nor an edge names.
    func number(of module: ModuleID) -> Int32? { numbers[module] }

    /// `module`'s number, given it one when it has none.
    private mutating func number(_ module: ModuleID) -> Int32 {
        if let number = numbers[module] { return number }
        let number = Int32(modules.count)
        numbers[module] = number
        modules.append(module)
        return number
    }

    /// The numbers of each edge's modules, in order. A module's edges follow each other, so the
    /// module an edge starts in is looked up once per run of edges.
    mutating func ends(of edges: [DependencyEdge]) -> [EdgeEnds] {
        var ends: [EdgeEnds] = []
        ends.reserveCapacity(edges.count)
        var last: (module: ModuleID?, number: Int32)?
        for edge in edges {
            let from = edge.from
            let start: Int32
            if let last, last.module == from {
                start = last.number
            } else {
                start = from.map { number($0) } ?? -1
                last = (from, start)
            }
            ends.append(EdgeEnds(from: start, to: number(edge.to)))
        }
        return ends
    }

    /// One flag per number: whether `predicate` holds for that module.
    func flags(_ predicate: (ModuleID) -> Bool) -> [Bool] { modules.map(predicate) }
}

/// The numbers (``ModuleNumbers``) of an edge's modules; `from` is -1 for a file no module claims.
struct EdgeEnds: Sendable {
    var from: Int32
    var to: Int32
}
