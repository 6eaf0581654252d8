import ArchCore
import Diagrams
import Reporting
import Rules
import Workspace

extension Archlint {
    /// `archlint graph --level folder`: the folders of one module and the references between
    /// their files. The module's files are read whole for their references even when no rule asks
    /// for them; with a configuration its rules run, and edges with findings are drawn red.
    static func folderDiagram(_ options: GraphOptions) throws(ArchlintError) -> DependencyDiagram {
        let hasConfig = options.configPath != nil || FileSystem.exists(defaultConfigurationPath(root: options.path))
        let configuration = ConfigurationFile(root: options.path, configPath: options.configPath)
        let architecture = hasConfig ? try loadArchitecture(root: options.path, configuration, followLinksInto: options.loading.followLinksInto) : nil
        let requested = options.module
        let choose: @Sendable (Graph) -> FolderModuleChoice = { graph in
            FolderModuleChoice(requested, in: graph, split: architecture?.referenceModules(in: graph) ?? [])
        }
        var workspace = workspaceOptions(root: options.path, architecture: architecture, loading: options.loading)
        let configured = workspace.referenceModules
        workspace.referenceModules = { graph in
            var modules = configured?(graph) ?? []
            if case .module(let id) = choose(graph) { modules.insert(id) }
            return modules
        }
        let walked = try walk(workspace)
        let graph: Graph
        var findings: [Finding] = []
        if let architecture {
            let checked = try check(
                root: options.path, architecture: architecture, configuration: configuration, today: CalendarDay.today(),
                loading: Loading(options: workspace, walked: walked))
            graph = checked.graph
            findings = checked.findings
        } else {
            graph = WorkspaceLoader.load(workspace, walked: walked)
        }
        switch choose(graph) {
        case .module(let id):
            return DependencyDiagram.folders(of: id, in: graph, depth: options.depth, findings: findings)
        case .unclear(let message):
            throw .usage(message)
        }
    }

    /// The folder diagrams the Markdown and HTML reports draw: one per module whose references
    /// were read (the modules `paths:` components split) and whose files are in two folders or
    /// more, by name.
    static func reportFolderDiagrams(graph: Graph, findings: [Finding]) -> [FolderDiagram] {
        let read = Set(graph.references.map(\.module))
        guard !read.isEmpty else { return [] }
        let names = DependencyDiagram.displayNames(graph.modules.filter { read.contains($0.id) })
        return read.sorted().compactMap { module in
            let diagram = DependencyDiagram.folders(of: module, in: graph, findings: findings)
            // A module whose files share one folder says nothing about folders.
            guard diagram.nodes.count >= 2 else { return nil }
            return FolderDiagram(module: names[module] ?? module.name, diagram: diagram)
        }
    }
}

/// Which module `graph --level folder` draws, or why it cannot say.
enum FolderModuleChoice: Equatable {
    case module(ModuleID)
    case unclear(String)

    /// `requested` by name (or `Name (package)`); without a name, the one module the components
    /// split (`split`; test targets only when they are all it splits), else the one local,
    /// non-test module with sources.
    init(_ requested: String?, in graph: Graph, split: Set<ModuleID>) {
        let local = graph.modules.filter { !$0.isExternal }
        let names = DependencyDiagram.displayNames(local)
        let withFiles = Set(graph.files.flatMap(\.modules))
        if let requested {
            var matches = local.filter { $0.name == requested || names[$0.id] == requested }
            // Of two modules so named, the one with files (an Xcode target over a package's folder has none).
            if matches.count > 1, matches.count(where: { withFiles.contains($0.id) }) == 1 {
                matches = matches.filter { withFiles.contains($0.id) }
            }
            switch matches.count {
            case 1: self = .module(matches[0].id)
            case 0:
                let known = Self.list(local.filter { withFiles.contains($0.id) }.map { names[$0.id] ?? $0.name })
                self = .unclear("--module: no module named '\(requested)' (modules with sources: \(known))")
            default:
                let choices = Self.list(matches.map { names[$0.id] ?? $0.name })
                self = .unclear("--module: several modules are named '\(requested)'; pass one of \(choices)")
            }
            return
        }
        // Test targets compile the files of the module they test: the module itself is meant.
        let splitModules = local.filter { split.contains($0.id) }
        let splitProduct = splitModules.contains { !$0.isTest } ? splitModules.filter { !$0.isTest } : splitModules
        if splitProduct.count == 1 {
            self = .module(splitProduct[0].id)
            return
        }
        if splitProduct.count > 1 {
            let choices = Self.list(splitProduct.map { names[$0.id] ?? $0.name })
            self = .unclear("--level folder draws one module: the configuration splits several, pass --module with one of \(choices)")
            return
        }
        let candidates = local.filter { !$0.isTest && withFiles.contains($0.id) }
        if candidates.count == 1 {
            self = .module(candidates[0].id)
        } else if candidates.isEmpty {
            self = .unclear("--level folder: no module has Swift files here")
        } else {
            let choices = Self.list(candidates.map { names[$0.id] ?? $0.name })
            self = .unclear("--level folder draws one module: pass --module with one of \(choices)")
        }
    }

    /// Names, sorted, quoted, the first twelve.
    private static func list(_ names: [String]) -> String {
        let sorted = names.sorted()
        let shown = sorted.prefix(12).map { "'\($0)'" }.joined(separator: ", ")
        return sorted.count > 12 ? "\(shown) and \(sorted.count - 12) more" : shown
    }
}
