import ArchCore

/// What every rule reads: the graph, the members of each component (resolved once), and the
/// dependency edges to judge.
public struct RuleContext: Sendable {
    public let graph: Graph
    /// Members of each component, by component name.
    public private(set) var components: [String: MemberSet]
    /// The components as configured, with their patterns compiled, to resolve them again (see
    /// ``including(tests:)``).
    private let componentDefinitions: [(component: Component, patterns: CompiledPatterns)]
    /// Every import and every declared dependency, in graph order, without self-dependencies, files
    /// matched by the configuration's `exclude`, and a test target's dependency on the module it
    /// tests (`XTests` on `X`), which no rule forbids.
    public private(set) var edges: [DependencyEdge]
    /// Where each module's and file's edges stand in `edges`.
    var edgeRuns: EdgeRuns
    /// The modules of every edge by number, beside `edges`.
    private(set) var edgeEnds: [EdgeEnds]
    /// What the numbers in `edgeEnds` stand for.
    let moduleNumbers: ModuleNumbers
    /// Whether test targets join the components and globs that would select them with
    /// `tests: true` (a rule with `tests: include` or `only`).
    public private(set) var includesTests: Bool
    let index: GraphIndex
    /// The configuration's `exclude` globs, for rules that read `graph.imports` themselves.
    let exclude: [Glob]
    private let declarations: [Pair: SourceLocation]
    /// Whether some edge starts in a test target (when none does, no `tests:` scope filters edges).
    let hasEdgesFromTests: Bool
    /// Runs a rule's independent pieces side by side (the `manifest` rule's targets).
    let map: RuleMap

    private struct Pair: Hashable {
        var from: ModuleID
        var to: ModuleID
    }

    /// With `includingTests`, every component is resolved as if it said `tests: true` and module
    /// globs pick the test targets of the modules they match (``TestScope/include``). `map` runs
    /// the independent parts (each component's members, the edges) side by side.
    public init(
        graph: Graph, components: [Component] = [], exclude: [String] = [], includingTests: Bool = false,
        map: RuleMap = .serial
    ) {
        let index = GraphIndex(graph)
        self.graph = graph
        self.index = index
        self.map = map
        self.includesTests = includingTests
        let definitions = components.map { ($0, CompiledPatterns($0.selector)) }
        self.componentDefinitions = definitions
        let excluded = exclude.map(Glob.init)
        self.exclude = excluded
        // The edges are the last piece, each component one before them.
        let pieces = map.map(definitions.count + 1) { position -> Piece in
            guard position < definitions.count else {
                let (edges, declarations) = Self.edges(of: graph, index: index, excluded: excluded)
                var numbers = ModuleNumbers(graph)
                let ends = numbers.ends(of: edges)
                return .edges(edges, declarations, ends, numbers)
            }
            return .members(Self.members(of: definitions[position], in: index, includingTests: includingTests))
        }
        self.components = Self.byName(definitions, pieces.compactMap { (piece: Piece) in piece.members })
        guard case .edges(let edges, let declarations, let ends, let numbers) = pieces.last else {
            preconditionFailure("the edges are the last piece")
        }
        self.declarations = declarations
        self.edges = edges
        self.edgeEnds = ends
        self.moduleNumbers = numbers
        edgeRuns = EdgeRuns(edges, ends: ends, numbers: numbers, indexingFiles: Self.selectsFiles(self.components))
        hasEdgesFromTests = edges.contains { index.isTest($0.from) }
        // A file no module claims (a dead file, a script) is judged only by the components that
        // select it by `paths:`, as its `unassigned_files` warning says: a rule about everyone
        // else (`confine`) must not fail a run on it.
        if graph.files.contains(where: { $0.module == nil }) {
            let selected = Set(self.components.values.lazy.flatMap(\.files))
            keepEdges { edge in edge.from != nil || (edge.file.map(selected.contains) ?? false) }
        }
    }

    /// One part of building a context: a component's members, or the edges with the first
    /// declaration of each pair of modules and their modules' numbers.
    private enum Piece: Sendable {
        case members(MemberSet)
        case edges([DependencyEdge], [Pair: SourceLocation], [EdgeEnds], ModuleNumbers)

        var members: MemberSet? {
            guard case .members(let members) = self else { return nil }
            return members
        }
    }

    /// Every import and declared dependency (``edges``), and where each pair of modules is first declared.
    private static func edges(
        of graph: Graph, index: GraphIndex, excluded: [Glob]
    ) -> (edges: [DependencyEdge], declarations: [Pair: SourceLocation]) {
        var declarations: [Pair: SourceLocation] = [:]
        for dependency in graph.dependencies where declarations[Pair(from: dependency.from, to: dependency.to)] == nil {
            declarations[Pair(from: dependency.from, to: dependency.to)] = dependency.location
        }
        let imports = graph.imports
            .filter { edge in !excluded.contains { $0.matches(edge.file) } }
            .map {
                DependencyEdge(
                    kind: .import, from: $0.from, file: $0.file, to: $0.to, location: $0.location, platforms: $0.platforms)
            }
        let declared = graph.dependencies.map {
            DependencyEdge(
                kind: .declaration, from: $0.from, file: nil, to: $0.to, location: $0.location,
                platforms: $0.platforms, product: $0.product)
        }
        let references = graph.references
            .filter { reference in !excluded.contains { $0.matches(reference.file) || $0.matches(reference.declaringFile) } }
            .map(DependencyEdge.init(reference:))
        let edges = (imports + declared).filter { edge in
            edge.from != edge.to && !RuleContext.isOwnTest(edge, index)
        } + references
        return (edges, declarations)
    }

    /// Only the edges `keep` accepts, in the same order; their runs are moved, not worked out again.
    mutating func keepEdges(where keep: (DependencyEdge) -> Bool) {
        keepEdges(edges.map(keep))
    }

    /// Only the edges whose flag (one per edge, in order) is true.
    mutating func keepEdges(_ kept: [Bool]) {
        var left: [DependencyEdge] = []
        var leftEnds: [EdgeEnds] = []
        let count = kept.count(where: { $0 })
        left.reserveCapacity(count)
        leftEnds.reserveCapacity(count)
        for position in edges.indices where kept[position] {
            left.append(edges[position])
            leftEnds.append(edgeEnds[position])
        }
        edges = left
        edgeEnds = leftEnds
        edgeRuns = edgeRuns.keeping(kept)
    }

    /// This context with every component resolved again, with or without test targets: the graph,
    /// its index and the edges are shared, not worked out a second time.
    public func including(tests: Bool, map: RuleMap = .serial) -> RuleContext {
        var context = self
        context.includesTests = tests
        context.components = Self.resolve(componentDefinitions, in: index, includingTests: tests, map: map)
        if Self.selectsFiles(context.components) != edgeRuns.indexesFiles {
            context.edgeRuns = EdgeRuns(edges, ends: edgeEnds, numbers: moduleNumbers, indexingFiles: !edgeRuns.indexesFiles)
        }
        return context
    }

    /// Whether a component selects files on their own (by `paths`).
    private static func selectsFiles(_ components: [String: MemberSet]) -> Bool {
        components.values.contains { !$0.files.isEmpty }
    }

    private static func resolve(
        _ components: [(component: Component, patterns: CompiledPatterns)], in index: GraphIndex, includingTests: Bool,
        map: RuleMap
    ) -> [String: MemberSet] {
        byName(components, map.map(components.count) { members(of: components[$0], in: index, includingTests: includingTests) })
    }

    private static func members(
        of component: (component: Component, patterns: CompiledPatterns), in index: GraphIndex, includingTests: Bool
    ) -> MemberSet {
        var selector = component.component.selector
        if includingTests { selector.tests = true }
        return selector.members(in: index, compiled: component.patterns)
    }

    /// Each component's members by its name (the first of two components with one name wins).
    private static func byName(
        _ components: [(component: Component, patterns: CompiledPatterns)], _ members: [MemberSet]
    ) -> [String: MemberSet] {
        Dictionary(zip(components, members).map { ($0.component.name, $1) }, uniquingKeysWith: { first, _ in first })
    }

    private static func isOwnTest(_ edge: DependencyEdge, _ index: GraphIndex) -> Bool {
        guard let from = edge.from, index.isTest(from) else { return false }
        return from.package == edge.to.package && from.name == edge.to.name + "Tests"
    }

    /// The members of a component, or of the modules a name or glob matches. A glob matches test
    /// targets only when it names one exactly (`*Domain` never picks `DomainTests`).
    public func members(of reference: RuleReference) -> MemberSet {
        if let component = components[reference.name] { return component }
        return moduleMembers(named: reference.name)
    }

    public func members(of references: [RuleReference]) -> [MemberSet] {
        references.map(members(of:))
    }

    func moduleMembers(named pattern: String) -> MemberSet {
        let glob = Glob(pattern)
        let exact = !pattern.isGlobPattern
        let ids = graph.modules.filter { module in
            exact ? module.name == pattern : (!module.isTest && glob.matches(module.name))
        }.map(\.id)
        guard includesTests else { return MemberSet(modules: Set(ids)) }
        return ComponentSelector(modules: ids.map(\.name), tests: true).members(in: index)
    }

    /// An inline selector's members grouped by `{name}` capture.
    public func groups(of selector: ComponentSelector) -> [String: MemberSet] {
        var selector = selector
        if includesTests { selector.tests = true }
        return selector.groups(in: index)
    }

    /// A finding about `edge`, with the rule's name, severity and reason; an import that is also
    /// declared in `Package.swift` gets a note there. An edge that holds only on some platforms
    /// says which at the end of the message: `... (on iOS)`.
    public func finding(_ header: RuleHeader, _ edge: DependencyEdge, _ message: String) -> Finding {
        var notes: [Note] = []
        if edge.kind == .import, let from = edge.from, let declared = declarations[Pair(from: from, to: edge.to)] {
            notes.append(Note(message: "'\(from.name)' declares the dependency on '\(edge.to.name)' here", location: declared))
        }
        if let (name, declaration, others) = edge.referenceDetails {
            let more = others == 0 ? "" : " (and \(others) more use\(others == 1 ? "" : "s") of that file here)"
            notes.append(Note(message: "'\(name)' is declared here\(more)", location: declaration))
        }
        return Finding(
            ruleID: header.kind, ruleName: header.name, severity: header.severity,
            message: "\(edge.summary); \(message)\(edge.platformSuffix)", location: edge.location, notes: notes, because: header.because,
            subject: edge.summary)
    }
}
