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

    public init(header: RuleHeader, level: Level = .modules, among: [RuleReference] = []) {
        self.header = header
        self.level = level
        self.among = among
    }

    public var references: [RuleReference] { among }

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
            let arcs = context.groupArcs(groups)
            return findings(DependencyGraph<String>(arcs: arcs)) { $0 }
        }
    }

    private func findings<Node>(_ graph: DependencyGraph<Node>, name: (Node) -> String) -> [Finding] {
        graph.shortestCycles().map { cycle in
            let edges = graph.edges(along: cycle + [cycle[0]])
            let chain = (cycle + [cycle[0]]).map { "'\(name(graph.nodes[$0]))'" }.joined(separator: " -> ")
            let what = level == .modules ? "module" : "component"
            return Finding(
                ruleID: header.kind, ruleName: header.name, severity: header.severity,
                message: "\(what) cycle \(chain); invert or remove one of these dependencies",
                location: edges[0].location, notes: edges.map { Note(message: $0.summary, location: $0.location) },
                because: header.because)
        }
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
