import ArchCore

/// What a transitive search looks for.
struct TransitiveSearch {
    /// Edges that start a chain (already known not to be direct violations).
    var firstHops: [DependencyEdge]
    /// Modules that end a chain.
    var isTarget: (ModuleID) -> Bool
    /// Modules a chain may go on from (neither a target nor a module that ends the search).
    var mayPass: (ModuleID) -> Bool
}

extension RuleContext {
    /// For each chain start (module, or file without module) and each target it reaches, one
    /// finding along the shortest chain: at its first hop, with a note per hop. `explain` gets the
    /// chain's first module, its target, and the modules in between.
    func transitiveFindings(
        _ header: RuleHeader, _ search: TransitiveSearch, explain: (DependencyEdge, ModuleID, [ModuleID]) -> String
    ) -> [Finding] {
        let graph = DependencyGraph<ModuleID>.modules(self)
        var reach: [Int: (predecessor: [Int: Int], targets: [(node: Int, length: Int)])] = [:]
        var best: [Key: (length: Int, hop: DependencyEdge, start: Int, end: Int)] = [:]
        var tried: Set<Key> = []
        for hop in search.firstHops where search.mayPass(hop.to) {
            // The first edge (in location order) from a subject to a module stands for the others.
            let subject = hop.from.map(\.name) ?? hop.file ?? ""
            guard tried.insert(Key(subject: subject, target: hop.to)).inserted, let start = graph.indexOf[hop.to] else { continue }
            if reach[start] == nil {
                let predecessor = graph.predecessors(from: start) { search.mayPass(graph.nodes[$0]) }
                let targets = predecessor.keys.filter { $0 != start && search.isTarget(graph.nodes[$0]) }.sorted()
                reach[start] = (predecessor, targets.map { ($0, graph.path(to: $0, predecessor).count) })
            }
            for (node, length) in reach[start]!.targets {
                let key = Key(subject: subject, target: graph.nodes[node])
                if let known = best[key], known.length <= length { continue }
                best[key] = (length, hop, start, node)
            }
        }
        return best.values.map { _, hop, start, end in
            let chain = [hop] + graph.edges(along: graph.path(to: end, reach[start]!.predecessor))
            let via = chain.dropFirst().map { $0.from! }
            let message = explain(chain[0], chain.last!.to, via)
            return Finding(
                ruleID: header.kind, ruleName: header.name, severity: header.severity, message: message,
                location: chain[0].location, notes: chain.map { Note(message: $0.summary, location: $0.location) },
                because: header.because, subject: "\(chain[0].summary)\(Finding.reaching)\(chain.last!.to.name)'")
        }.sorted()
    }

    private struct Key: Hashable {
        var subject: String
        var target: ModuleID
    }
}

extension Finding {
    /// What a chain's subject puts between its first edge and the module it reaches.
    static let reaching = ", reaching '"

    /// Whether it reports a chain (a rule's `transitive: true`), not one edge: its subject names
    /// the module reached after the first edge, and it has a note at each edge of the chain (two
    /// or more). A direct finding's subject is its edge's, which ends with a module name.
    var isChain: Bool { notes.count >= 2 && (subject?.contains(Self.reaching) ?? false) }
}

extension DependencyEdge {
    /// `'A' depends on 'C' through 'B'` for a chain starting with this edge.
    func indirectSummary(to target: ModuleID, via: [ModuleID]) -> String {
        let subject = from?.name ?? file ?? "?"
        let through = via.map { "'\($0.name)'" }.joined(separator: " -> ")
        return "'\(subject)' depends on '\(target.name)' through \(through)"
    }
}
