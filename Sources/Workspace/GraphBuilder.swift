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
        let packages = readPackages(problems: &problems)
        var modules = packages.modules + definitions.map {
            Module(id: ModuleID(package: nil, name: $0.name), kind: .configured, location: $0.location)
        }
        var filter = PlatformFilter(matrix: matrix, swiftVersion: swiftVersion, localModules: Set(modules.map(\.name)))
        let dependencies = packages.dependencies.compactMap { filter.filter($0) }
        var placement = FilePlacement(
            packages: Set(packages.manifests.map(\.directory)), layouts: packages.layouts, definitions: definitions)
        let imports = ImportResolver(localModules: modules.map(\.id), dependencies: dependencies)
        var files: [SourceFile] = []
        var allEdges: [ImportEdge] = []
        for (path, fileImports) in scanned {
            let module = placement.module(of: path)
            // A file of a target that exists on no platform of the matrix is compiled nowhere.
            if let module, packages.dropped.contains(module) { continue }
            files.append(SourceFile(path: path, module: module, imports: fileImports))
            allEdges += fileImports.map {
                ImportEdge(file: path, from: module, to: imports.resolve($0.module, from: module), import: $0)
            }
        }
        let edges = allEdges.compactMap { edge in
            filter.filter(edge).flatMap { filtered in
                // A file of a target that exists on some platforms only is compiled on those only.
                guard let from = filtered.from, let only = packages.partial[from] else { return filtered }
                return packages.manifestFilter.restrict(filtered, to: only)
            }
        }
        // Modules only filtered edges reach stay nodes, so rules naming them still resolve.
        modules += externalModules(referencedBy: allEdges.map(\.to) + packages.referenced)
        return Graph(
            manifests: packages.manifests.sorted { $0.directory < $1.directory }, modules: modules, files: files,
            dependencies: dependencies, imports: edges, problems: problems)
    }

    /// What the manifests declare, as the matrix sees them (see ``ManifestPlatformFilter``).
    private struct Packages {
        var manifests: [Manifest] = []
        var layouts: [String: [TargetLayout]] = [:]
        var modules: [Module] = []
        var dependencies: [DeclaredDependency] = []
        /// Targets that exist on no platform of the matrix: nodes without files or edges.
        var dropped: Set<ModuleID> = []
        /// What every declared dependency names, including those the matrix drops.
        var referenced: [ModuleID] = []
        /// The platforms of targets that exist on some platforms of the matrix only.
        var partial: [ModuleID: Set<String>] = [:]
        var manifestFilter: ManifestPlatformFilter
    }

    private func readPackages(problems: inout [Finding]) -> Packages {
        var manifestFilter = ManifestPlatformFilter(matrix: matrix, swiftVersion: swiftVersion)
        let evaluated = manifests.map { manifestFilter.filter($0) }
        var packages = Packages(manifests: evaluated.map(\.manifest), manifestFilter: manifestFilter)
        let byFolder = Dictionary(
            packages.manifests.map { ($0.directory, $0) }, uniquingKeysWith: { first, _ in first })
        let resolver = DependencyResolver(manifests: byFolder, rootName: rootName)
        let unfiltered = DependencyResolver(
            manifests: Dictionary(manifests.map { ($0.directory, $0) }, uniquingKeysWith: { first, _ in first }),
            rootName: rootName)
        for (original, (manifest, dropped, partial)) in zip(manifests, evaluated) {
            for (name, platforms) in partial { packages.partial[ModuleID(package: manifest.directory, name: name)] = platforms }
            problems += manifest.problems.map(Self.notUnderstood)
            // Dropped targets still place files, so their files leave the graph instead of
            // falling into a sibling's folder or the flat layout, and stay nodes, so rules naming
            // them still resolve.
            let layouts = TargetLayout.layouts(of: original, directories: directories, problems: &problems)
            packages.layouts[manifest.directory] = layouts
            packages.dropped.formUnion(dropped.map { ModuleID(package: manifest.directory, name: $0) })
            packages.modules += layouts.map {
                Module(id: $0.id, kind: .target($0.declaration.kind), sourceRoot: $0.root, location: $0.declaration.location)
            }
            let resolved = resolver.resolve(manifest)
            packages.dependencies += resolved.edges
            let all = matrix.isEmpty ? resolved.edges : unfiltered.resolve(original).edges
            packages.referenced += all.map(\.to)
            problems += resolved.problems
        }
        return packages
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

/// Finds the module a file is compiled into: the target of the deepest package folder above it
/// whose folder holds it (the deepest target folder wins), else the first configured module whose
/// globs match it.
///
/// What depends only on a file's folder (its package, the targets whose folders hold it) is worked
/// out once per folder, so placing a file costs a dictionary lookup and a check of its own few
/// candidate targets.
struct FilePlacement {
    private let packages: Set<String>
    private let layouts: [String: [TargetLayout]]
    private let globs: [(ModuleID, [Glob])]
    /// For each folder, the targets whose folders hold it, deepest folder first (ties keep the
    /// manifest's order).
    private var candidates: [String: [TargetLayout]] = [:]

    init(packages: Set<String>, layouts: [String: [TargetLayout]], definitions: [ModuleDefinition]) {
        self.packages = packages
        self.layouts = layouts
        globs = definitions.map { (ModuleID(package: nil, name: $0.name), $0.paths.map(Glob.init)) }
    }

    mutating func module(of path: String) -> ModuleID? {
        let folder = RelativePath.parent(path)
        let targets: [TargetLayout]
        if let known = candidates[folder] {
            targets = known
        } else {
            targets = candidates(holding: folder)
            candidates[folder] = targets
        }
        if let target = targets.first(where: { $0.contains(path) }) { return target.id }
        return globs.first { $0.1.contains { $0.matches(path) } }?.0
    }

    private func candidates(holding folder: String) -> [TargetLayout] {
        var package: String? = folder
        while let current = package, !packages.contains(current) {
            package = current.isEmpty ? nil : RelativePath.parent(current)
        }
        guard let package, let layouts = layouts[package] else { return [] }
        let holding = layouts.enumerated().filter { _, layout in
            layout.root.map { RelativePath.isInside(folder, $0) } ?? false
        }
        return holding.sorted { lhs, rhs in
            let (left, right) = (lhs.element.root?.utf8.count ?? 0, rhs.element.root?.utf8.count ?? 0)
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
