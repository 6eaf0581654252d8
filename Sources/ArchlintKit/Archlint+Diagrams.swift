import ArchCore
import Foundation
import Reporting
import Rules

/// What `archlint graph` takes.
public struct GraphOptions: Sendable {
    /// The folder to read.
    public var path: String
    /// The configuration file; `nil` for `<path>/.archlint.yml` when it exists.
    public var configPath: String?
    public var format: GraphFormat
    public var level: GraphLevel
    /// At the module level, also draw modules built elsewhere (Foundation, remote products).
    public var includesExternals: Bool

    public init(
        path: String = ".", configPath: String? = nil, format: GraphFormat = .json, level: GraphLevel = .module,
        includesExternals: Bool = false
    ) {
        self.path = path
        self.configPath = configPath
        self.format = format
        self.level = level
        self.includesExternals = includesExternals
    }
}

extension Archlint {
    /// `archlint graph`: the module or component graph as JSON, Graphviz or Mermaid. With a
    /// configuration the rules run, and edges with findings are drawn red.
    ///
    /// `--format json` at the module level prints the whole `Graph` archlint read, as before.
    public static func graphOutput(_ options: GraphOptions) throws(ArchlintError) -> String {
        if options.format == .json, options.level == .module {
            return graphJSON(try graph(path: options.path, configPath: options.configPath))
        }
        let diagram = try diagram(options)
        switch options.format {
        case .json: return diagram.json
        case .dot: return diagram.dot
        case .mermaid: return diagram.mermaid
        }
    }

    /// The diagram `archlint graph` draws, findings from the configuration's rules (after inline
    /// suppressions; the baseline does not apply).
    public static func diagram(_ options: GraphOptions) throws(ArchlintError) -> DependencyDiagram {
        let defaultConfig = options.path + "/.archlint.yml"
        let hasConfig = options.configPath != nil || FileManager.default.fileExists(atPath: defaultConfig)
        guard hasConfig || options.level == .component else {
            return moduleDiagram(try loadGraph(root: options.path, architecture: nil), includesExternals: options.includesExternals)
        }
        let configuration = ConfigurationFile(root: options.path, configPath: options.configPath)
        let architecture = try loadArchitecture(root: options.path, configuration)
        let checked = try check(
            root: options.path, architecture: architecture, configuration: configuration, today: CalendarDay.today())
        switch options.level {
        case .module:
            return moduleDiagram(
                checked.graph, exclude: architecture.exclude, findings: checked.findings,
                includesExternals: options.includesExternals)
        case .component:
            guard !architecture.components.isEmpty else {
                throw .usage("--level component: the configuration defines no components")
            }
            return componentDiagram(architecture, graph: checked.graph, findings: checked.findings)
        }
    }

    /// The component diagram the Markdown and HTML reports draw; `nil` without components.
    static func reportDiagram(_ architecture: Architecture, graph: Graph, findings: [Finding]) -> ComponentDiagram? {
        guard !architecture.components.isEmpty else { return nil }
        let diagram = componentDiagram(architecture, graph: graph, findings: findings)
        return ComponentDiagram(
            nodes: diagram.nodes.map(\.name),
            edges: diagram.edges.map { ComponentDiagram.Edge(from: $0.from, to: $0.to, count: $0.count, violating: $0.violating) })
    }

    /// One node per component that selects something, in configuration order (components that match
    /// nothing get their own warning and are left out); a component whose members are all external
    /// modules (`UIKit`, a remote product) is kept, dashed: forbidding them is what rules are for.
    static func componentDiagram(_ architecture: Architecture, graph: Graph, findings: [Finding]) -> DependencyDiagram {
        let context = RuleContext(graph: graph, components: architecture.components, exclude: architecture.exclude)
        let external = Set(graph.modules.filter(\.isExternal).map(\.id))
        let nodes = architecture.components.compactMap { component -> DependencyDiagram.Node? in
            guard let members = context.components[component.name], !members.isEmpty else { return nil }
            let isExternal = members.files.isEmpty && members.modules.isSubset(of: external)
            return DependencyDiagram.Node(name: component.name, isExternal: isExternal)
        }
        let edges = architecture.componentEdges(in: graph, findings: findings).map {
            DependencyDiagram.Edge(from: $0.from, to: $0.to, count: $0.count, violating: $0.violating)
        }
        return DependencyDiagram(level: .component, nodes: nodes, edges: edges)
    }
}
