import ArchCore

extension RuleContext {
    /// One finding per edge that `judge` objects to; `judge` returns what the rule says about it.
    func findings(_ header: RuleHeader, judge: (DependencyEdge) -> String?) -> [Finding] {
        edges.compactMap { edge in judge(edge).map { finding(header, edge, $0) } }
    }

    /// As ``findings(_:judge:)``, with the numbers of each edge's modules (``edgeEnds``).
    func findings(_ header: RuleHeader, judgeByNumber judge: (DependencyEdge, EdgeEnds) -> String?) -> [Finding] {
        var found: [Finding] = []
        for position in edges.indices {
            let edge = edges[position]
            if let message = judge(edge, edgeEnds[position]) { found.append(finding(header, edge, message)) }
        }
        return found
    }

    /// As ``findings(_:judge:)``, for a rule that objects only to edges starting in `sources`:
    /// only their edges are judged, in the same order (a rule over a few modules of a large graph
    /// visits a few edges, however many rules there are).
    func findings(_ header: RuleHeader, startingIn sources: [MemberSet], judge: (DependencyEdge) -> String?) -> [Finding] {
        findings(header, startingIn: sources, judgeByNumber: { edge, _ in judge(edge) })
    }

    /// As ``findings(_:startingIn:judge:)``, with the numbers of each edge's modules.
    func findings(
        _ header: RuleHeader, startingIn sources: [MemberSet], judgeByNumber judge: (DependencyEdge, EdgeEnds) -> String?
    ) -> [Finding] {
        guard let runs = edgeRuns.starting(in: sources) else { return findings(header, judgeByNumber: judge) }
        var found: [Finding] = []
        for run in runs {
            for position in run {
                let edge = edges[position]
                if let message = judge(edge, edgeEnds[position]) { found.append(finding(header, edge, message)) }
            }
        }
        return found
    }

    /// Whether `edge` is a reference to a file of its module that no component selects: the
    /// configuration says nothing about that file, so an allow-list does not forbid it (as a
    /// module's own code is never an import).
    func leadsToNoComponent(_ edge: DependencyEdge) -> Bool {
        guard let file = edge.toFile else { return false }
        return !components.values.contains { $0.containsTarget(edge.to, file: file) }
    }

    /// Whether the edge comes from a test target (declared, or one of its files).
    func startsInTest(_ edge: DependencyEdge) -> Bool { index.isTest(edge.from) }

    /// ``startsInTest(_:)`` of every edge, in order; a module's edges follow each other, so its
    /// test targets are looked up once per run of edges.
    func edgesStartingInTests() -> [Bool] {
        var flags: [Bool] = []
        flags.reserveCapacity(edges.count)
        var last: (module: ModuleID?, isTest: Bool)?
        for edge in edges {
            let from = edge.from
            if let last, last.module == from {
                flags.append(last.isTest)
                continue
            }
            let isTest = index.isTest(from)
            last = (from, isTest)
            flags.append(isTest)
        }
        return flags
    }
}

extension ConfigDecoder {
    /// References under a required key; `nil` after reporting.
    func requiredReferences(_ mapping: ConfigMapping, _ key: String) -> [RuleReference]? {
        required(mapping, key).flatMap { references($0, path: mapping.path(key)) }
    }

    /// Two required reference lists (`from` and `to`, say), both read even when the first is wrong.
    func requiredReferences(_ mapping: ConfigMapping, _ first: String, _ second: String) -> ([RuleReference], [RuleReference])? {
        let firstValue = requiredReferences(mapping, first)
        let secondValue = requiredReferences(mapping, second)
        guard let firstValue, let secondValue else { return nil }
        return (firstValue, secondValue)
    }

    /// An optional boolean (`false` when absent); `nil` after reporting a wrong value.
    func optionalBool(_ mapping: ConfigMapping, _ key: String) -> Bool? {
        guard let node = mapping[key] else { return false }
        return bool(node, path: mapping.path(key))
    }
}
