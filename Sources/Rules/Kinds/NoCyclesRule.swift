import ArchCore

/// No dependency cycles, between modules or between components.
public struct NoCyclesRule: ArchitectureRule, RuleKind {
    public enum Level: String, Hashable, Sendable, CaseIterable {
        case modules, components
    }

    public var header: RuleHeader
    public var level: Level
    /// At `modules` level: only cycles among these (all modules when empty). At `components`
    /// level: the nodes (every component when empty).
    public var among: [RuleReference]
    /// The work the shortest-cycle search may do (tests lower it to reach it with small graphs).
    var searchBound = DependencyGraph<String>.cycleSearchBound

    public init(header: RuleHeader, level: Level = .modules, among: [RuleReference] = []) {
        self.header = header
        self.level = level
        self.among = among
    }

    public var references: [RuleReference] { among }
    /// Cycles are found in the module graph, or in the component graph built from it, and each
    /// arc is shown by its first edge (``DependencyGraph``).
    public var importReach: ImportReach { .moduleArcs }

    public func check(_ context: RuleContext) -> [Finding] {
        switch level {
        case .modules:
            let scope = among.isEmpty ? nil : context.members(of: among).reduce(into: Set<ModuleID>()) { $0.formUnion($1.modules) }
            let graph = DependencyGraph<ModuleID>.modules(context) { scope?.contains($0) ?? true }
            return findings(graph) { $0.name }
        case .components:
            let names = among.isEmpty ? context.components.keys.sorted() : among.map(\.name)
            let groups = names.map { name in
                (name, context.components[name] ?? context.members(of: among.first { $0.name == name }!))
            }
            // A name given twice is one node: its later groups stand for its first.
            var first: [String: Int] = [:]
            let positions = groups.indices.map { position in
                if let earlier = first[groups[position].0] { return earlier }
                first[groups[position].0] = position
                return position
            }
            let arcs = context.groupArcPositions(groups.map(\.1)).map { arc in
                (from: positions[arc.from], to: positions[arc.to], edge: arc.edge)
            }
            return findings(DependencyGraph<String>(nodes: groups.map(\.0), arcs: arcs)) { $0 }
        }
    }

    private func findings<Node>(_ graph: DependencyGraph<Node>, name: (Node) -> String) -> [Finding] {
        let search = graph.shortestCycles(bound: searchBound)
        return search.cycles.map { cycle in
            let edges = graph.edges(along: cycle + [cycle[0]])
            let chain = (cycle + [cycle[0]]).map { "'\(name(graph.nodes[$0]))'" }.joined(separator: " -> ")
            let what = level == .modules ? "module" : "component"
            return Finding(
                ruleID: header.kind, ruleName: header.name, severity: header.severity,
                message: "\(what) cycle \(chain); invert or remove one of these dependencies",
                location: edges[0].location, notes: edges.map { Note(message: $0.summary, location: $0.location) },
                because: header.because)
        } + search.untraced.map { untracedFinding($0, graph, name: name) }
    }

    /// One finding for the nodes of a knot the bounded search did not start from: they are on a
    /// cycle (their component is cyclic), so the run must not pass over them.
    private func untracedFinding<Node>(
        _ untraced: (knot: [Int], left: [Int]), _ graph: DependencyGraph<Node>, name: (Node) -> String
    ) -> Finding {
        let first = untraced.left[0]
        let knot = Set(untraced.knot)
        // Every node of a cyclic component has an arc that stays in it.
        let arc = graph.successors[first].first { knot.contains($0) }.flatMap { graph.evidence(from: first, to: $0) }
        let what = level == .modules ? "modules" : "components"
        let named = untraced.left.prefix(5).map { "'\(name(graph.nodes[$0]))'" }.joined(separator: ", ")
        let more = untraced.left.count > 5 ? " and \(untraced.left.count - 5) more" : ""
        return Finding(
            ruleID: header.kind, ruleName: header.name, severity: header.severity,
            message: "\(untraced.knot.count) \(what) form one knot of cycles, too large to search for the shortest cycle through each (the search stops after \(searchBound) steps); the cycles through \(named)\(more) are not listed; break the knot up",
            location: arc?.location, because: header.because)
    }

    static let optionKeys = ["level", "among"]

    static func decode(_ options: ConfigMapping, header: RuleHeader, decoder: ConfigDecoder) -> NoCyclesRule? {
        var rule = NoCyclesRule(header: header)
        if let node = options["level"] {
            guard case .scalar(let text, _) = node.value, let level = Level(rawValue: text) else {
                decoder.report("\(options.path("level")): unknown level \(decoder.describe(node)); expected modules or components", at: node.location)
                return nil
            }
            rule.level = level
        }
        if let node = options["among"] {
            guard let among = decoder.references(node, path: options.path("among")) else { return nil }
            rule.among = among
        }
        return rule
    }

    public static let description = RuleKindDescription(
        id: "no-cycles",
        summary: "No dependency cycles between modules (or, with `level: components`, between components).",
        rationale: """
            A cycle makes its members one unit: none can be built, tested or understood alone. SwiftPM \
            rejects cycles of declared target dependencies, but not cycles between components, nor \
            between modules it does not build (Xcode targets). Each cycle is reported once, shortest \
            first, with a note at every dependency of the chain.
            """,
        examples: [
            RuleExample(
                """
                version: 1
                rules:
                  - name: Modules form no cycles
                    kind: no-cycles
                """,
                .given(
                    """
                    Sources/MoviesDomain/Movie.swift:
                      import MoviesData
                    Sources/MoviesData/MovieRepository.swift:
                      import MoviesDomain
                    """,
                    reports: [
                        "Sources/MoviesData/MovieRepository.swift:1:1: error: module cycle 'MoviesData' -> 'MoviesDomain' -> 'MoviesData'; invert or remove one of these dependencies [no-cycles: Modules form no cycles]",
                    ]),
                .given(
                    """
                    Sources/MoviesDomain/Movie.swift:
                      import Foundation
                    Sources/MoviesData/MovieRepository.swift:
                      import MoviesDomain
                    """,
                    reports: [])),
            RuleExample(
                """
                version: 1
                components:
                  features: { targets: ["*Feature"] }
                  services: { targets: ["*Service"] }
                rules:
                  - name: Components form no cycles
                    kind: no-cycles
                    level: components
                """,
                .given(
                    """
                    Sources/SearchFeature/SearchView.swift:
                      import MoviesService
                    Sources/MoviesService/MoviesService.swift:
                      import PlayerFeature
                    Sources/PlayerFeature/PlayerView.swift:
                    """,
                    reports: [
                        "Sources/SearchFeature/SearchView.swift:1:1: error: component cycle 'features' -> 'services' -> 'features'; invert or remove one of these dependencies [no-cycles: Components form no cycles]",
                    ])),
        ])
}
