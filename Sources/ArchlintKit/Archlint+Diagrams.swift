import ArchCore
import Diagrams
import Gates
import Reporting
import Rules
import Workspace

/// What `archlint graph` draws. Named here so that callers of ArchlintKit need not import Diagrams.
public typealias GraphLevel = Diagrams.GraphLevel
/// How `archlint graph` prints.
public typealias GraphFormat = Diagrams.GraphFormat
/// A dependency graph to draw; see ``Diagrams/DependencyDiagram``.
public typealias DependencyDiagram = Diagrams.DependencyDiagram

extension Archlint {
    /// `archlint graph`: the module or component graph as JSON, Graphviz or Mermaid. With a
    /// configuration the rules run, and edges with findings are drawn red.
    ///
    /// `--format json` at the module level prints the whole `Graph` archlint read, as before.
    public static func graphOutput(_ options: GraphOptions) throws(ArchlintError) -> String {
        if options.format == .json, options.level == .module {
            return try graph(path: options.path, configPath: options.configPath, loading: options.loading).json
        }
        let diagram = try diagram(options)
        switch options.format {
        case .json: return diagram.json
        case .dot: return diagram.dot
        case .mermaid:
            let text = diagram.mermaid
            if let reason = MermaidDiagram.tooLarge(edges: diagram.edges.count, text: text) {
                let advice = options.level == .module
                    ? "draw components instead (--level component, with a configuration), or use --format dot"
                    : "group the components into fewer, or use --format dot"
                options.loading.warning?("the Mermaid diagram has \(reason): GitHub and Mermaid's own renderers show an error box instead; \(advice)")
            }
            return text
        }
    }

    /// The diagram `archlint graph` draws, findings from the configuration's rules (after inline
    /// suppressions; the baseline does not apply).
    public static func diagram(_ options: GraphOptions) throws(ArchlintError) -> DependencyDiagram {
        if options.level == .folder { return try folderDiagram(options) }
        let hasConfig = options.configPath != nil || FileSystem.exists(defaultConfigurationPath(root: options.path))
        guard hasConfig || options.level == .component else {
            return DependencyDiagram.modules(
                of: try loadGraph(root: options.path, architecture: nil, loading: options.loading),
                includesExternals: options.includesExternals)
        }
        let configuration = ConfigurationFile(root: options.path, configPath: options.configPath)
        let architecture = try loadArchitecture(root: options.path, configuration, followLinksInto: options.loading.followLinksInto)
        let checked = try check(
            root: options.path, architecture: architecture, configuration: configuration, today: CalendarDay.today(),
            settings: options.loading)
        switch options.level {
        case .module:
            return DependencyDiagram.modules(
                of: checked.graph, exclude: architecture.exclude, findings: checked.findings,
                includesExternals: options.includesExternals)
        case .component:
            guard !architecture.components.isEmpty else {
                throw .usage("--level component: the configuration defines no components")
            }
            return componentDiagram(architecture, graph: checked.graph, findings: checked.findings)
        case .folder:
            return try folderDiagram(options)
        }
    }

    /// The component diagram the Markdown and HTML reports draw; `nil` without components.
    static func reportDiagram(_ architecture: Architecture, graph: Graph, findings: [Finding]) -> DependencyDiagram? {
        guard !architecture.components.isEmpty else { return nil }
        return componentDiagram(architecture, graph: graph, findings: findings)
    }

    /// Rules' components and the edges between them, as a diagram: one node per component that
    /// selects something, in configuration order (components that match nothing get their own
    /// warning and are left out); a component whose members are all external modules (`UIKit`, a
    /// remote product) is kept, dashed: forbidding them is what rules are for.
    static func componentDiagram(_ architecture: Architecture, graph: Graph, findings: [Finding]) -> DependencyDiagram {
        let context = RuleContext(graph: graph, components: architecture.components, exclude: architecture.exclude)
        let external = Set(graph.modules.filter(\.isExternal).map(\.id))
        let nodes = architecture.components.compactMap { component -> DependencyDiagram.Node? in
            guard let members = context.components[component.name], !members.isEmpty else { return nil }
            let isExternal = members.files.isEmpty && members.modules.isSubset(of: external)
            return DependencyDiagram.Node(name: component.name, isExternal: isExternal)
        }
        let edges = architecture.componentEdges(in: graph, findings: findings).map {
            DependencyDiagram.Edge(
                from: $0.from, to: $0.to, count: $0.count, violating: $0.violating, violations: $0.violations, rules: $0.rules,
                locations: $0.locations)
        }
        var diagram = DependencyDiagram(level: .component, nodes: nodes, edges: edges)
        let members = nodes.compactMap { node in context.components[node.name].map { (node.name, $0) } }
        let moduleOfFile = Dictionary(
            graph.files.compactMap { file in file.module.map { (file.path, $0) } }, uniquingKeysWith: { first, _ in first })
        for (first, a) in members.enumerated() {
            for (b, other) in members.dropFirst(first + 1) where Self.overlap(a.1, other, moduleOfFile: moduleOfFile) {
                diagram.overlaps.append([a.0, b])
            }
        }
        return diagram
    }

    /// Whether two components share a member: a module, a file, or a file one selects by path
    /// inside a module the other selects (`view-models: { paths: [App/ViewModels/**] }` and
    /// `app: { targets: [App] }`): an edge from that file lies on the arrows of both.
    static func overlap(_ a: MemberSet, _ b: MemberSet, moduleOfFile: [String: ModuleID]) -> Bool {
        if !a.modules.isDisjoint(with: b.modules) || !a.files.isDisjoint(with: b.files) { return true }
        func holds(_ outer: MemberSet, _ inner: MemberSet) -> Bool {
            inner.files.contains { file in outer.containsSource(module: moduleOfFile[file], file: file) }
        }
        return holds(a, b) || holds(b, a)
    }
}
