import ArchCore

/// Joins manifests and scanned files into the graph: places each file in its package's target (the
/// deepest package folder wins, so nested packages own their files), then in a configured module,
/// and resolves declared dependencies and imports.
struct GraphBuilder {
    let manifests: [Manifest]
    let directories: Set<String>
    let definitions: [ModuleDefinition]
    /// The platform matrix; empty for none (every `#if` branch counts).
    var matrix: [BuildPlatform] = []
    var swiftVersion: SwiftVersion = .default
    /// The linted folder's own name: the identity of a package linked by a path ending in `..`.
    var rootName = ""

    func build(files scanned: [(String, [Import])], problems loadProblems: [Finding]) -> Graph {
        var problems = loadProblems
        let byFolder = Dictionary(manifests.map { ($0.directory, $0) }, uniquingKeysWith: { first, _ in first })
        var layouts: [String: [TargetLayout]] = [:]
        var modules: [Module] = []
        var dependencies: [DeclaredDependency] = []
        let resolver = DependencyResolver(manifests: byFolder, rootName: rootName)
        for manifest in manifests {
            problems += manifest.problems.map(Self.notUnderstood)
            let packageLayouts = TargetLayout.layouts(of: manifest, directories: directories, problems: &problems)
            layouts[manifest.directory] = packageLayouts
            modules += packageLayouts.map {
                Module(id: $0.id, kind: .target($0.declaration.kind), sourceRoot: $0.root, location: $0.declaration.location)
            }
            let resolved = resolver.resolve(manifest)
            dependencies += resolved.edges
            problems += resolved.problems
        }
        modules += definitions.map {
            Module(id: ModuleID(package: nil, name: $0.name), kind: .configured, location: $0.location)
        }
        var filter = PlatformFilter(matrix: matrix, swiftVersion: swiftVersion, localModules: Set(modules.map(\.name)))
        let allDependencies = dependencies
        dependencies = dependencies.compactMap { filter.filter($0) }
        let placement = FilePlacement(packages: Set(byFolder.keys), layouts: layouts, definitions: definitions)
        let imports = ImportResolver(localModules: modules.map(\.id), dependencies: dependencies)
        var files: [SourceFile] = []
        var allEdges: [ImportEdge] = []
        for (path, fileImports) in scanned {
            let module = placement.module(of: path)
            files.append(SourceFile(path: path, module: module, imports: fileImports))
            allEdges += fileImports.map {
                ImportEdge(file: path, from: module, to: imports.resolve($0.module, from: module), import: $0)
            }
        }
        let edges = allEdges.compactMap { filter.filter($0) }
        // Modules only filtered edges reach stay nodes, so rules naming them still resolve.
        modules += externalModules(referencedBy: allEdges.map(\.to) + allDependencies.map(\.to))
        return Graph(
            manifests: manifests.sorted { $0.directory < $1.directory }, modules: modules, files: files,
            dependencies: dependencies, imports: edges, problems: problems)
    }

    private func externalModules(referencedBy ids: [ModuleID]) -> [Module] {
        Set(ids.filter { $0.package == nil }).subtracting(definitions.map { ModuleID(package: nil, name: $0.name) })
            .map { Module(id: $0, kind: .external) }
    }

    static func notUnderstood(_ problem: ManifestProblem) -> Finding {
        Finding(
            ruleID: "manifest_not_understood", severity: .warning, message: problem.message,
            location: problem.location)
    }
}

/// Finds the module a file is compiled into.
struct FilePlacement {
    let packages: Set<String>
    let layouts: [String: [TargetLayout]]
    let definitions: [ModuleDefinition]
    private let globs: [(ModuleID, [Glob])]

    init(packages: Set<String>, layouts: [String: [TargetLayout]], definitions: [ModuleDefinition]) {
        self.packages = packages
        self.layouts = layouts
        self.definitions = definitions
        globs = definitions.map { (ModuleID(package: nil, name: $0.name), $0.paths.map(Glob.init)) }
    }

    func module(of path: String) -> ModuleID? {
        if let package = RelativePath.ancestors(of: path).first(where: packages.contains),
            let target = layouts[package]?
                .filter({ $0.contains(path) })
                .max(by: { ($0.root ?? "").count < ($1.root ?? "").count })
        {
            return target.id
        }
        return globs.first { $0.1.contains { $0.matches(path) } }?.0
    }
}
