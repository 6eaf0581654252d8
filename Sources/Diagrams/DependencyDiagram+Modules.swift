import ArchCore

extension DependencyDiagram {
    /// One node per module of the graph (local ones; external ones too with `includesExternals`), in
    /// the graph's order; one edge per pair of modules with imports or declared dependencies between
    /// them, but for imports in files `exclude` matches and a module's dependencies on itself. An edge
    /// is violating when one of `findings` is at one of its imports or declarations.
    public static func modules(
        of graph: Graph, exclude: [String] = [], findings: [Finding] = [], includesExternals: Bool
    ) -> DependencyDiagram {
        let shown = graph.modules.filter { includesExternals || !$0.isExternal }
        let names = displayNames(shown)
        let excluded = exclude.map(Glob.init)
        var edges = EdgeTallies(findings: findings)
        func add(_ from: ModuleID?, _ to: ModuleID, at location: SourceLocation) {
            guard let from, from != to, let source = names[from], let target = names[to] else { return }
            edges.add(from: source, to: target, at: location)
        }
        for edge in graph.imports where !excluded.contains(where: { $0.matches(edge.file) }) {
            add(edge.from, edge.to, at: edge.location)
        }
        for dependency in graph.dependencies {
            add(dependency.from, dependency.to, at: dependency.location)
        }
        let nodes = shown.map { DependencyDiagram.Node(name: names[$0.id] ?? $0.name, isExternal: $0.isExternal) }
        return DependencyDiagram(level: .module, nodes: nodes, edges: edges.edges)
    }

    /// Module names, with the package folder (`.` for the root package, `external` for modules built
    /// elsewhere) when two modules share a name.
    public static func displayNames(_ modules: [Module]) -> [ModuleID: String] {
        var count: [String: Int] = [:]
        for module in modules { count[module.name, default: 0] += 1 }
        return Dictionary(modules.map { module in
            guard count[module.name, default: 0] > 1 else { return (module.id, module.name) }
            let package = module.id.package.map { $0.isEmpty ? "." : $0 } ?? "external"
            return (module.id, "\(module.name) (\(package))")
        }, uniquingKeysWith: { first, _ in first })
    }
}
