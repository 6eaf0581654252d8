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
        let folders = scanned.parallelMap { RelativePath.parent($0.0) }
        let placement = FilePlacement(
            packages: Set(packages.manifests.map(\.directory)), layouts: packages.layouts, definitions: definitions,
            folders: Set(folders))
        let imports = ImportResolver(localModules: modules.map(\.id), dependencies: dependencies)
        let dropped = packages.dropped
        // Each file is placed and its imports resolved on its own, so files are spread over the cores.
        let placed = Array(scanned.indices).parallelMap { index -> (file: SourceFile, edges: [ImportEdge])? in
            let (path, fileImports) = scanned[index]
            let module = placement.module(of: path, in: folders[index])
            // A file of a target that exists on no platform of the matrix is compiled nowhere.
            if let module, dropped.contains(module) { return nil }
            let edges = fileImports.map {
                ImportEdge(file: path, from: module, to: imports.resolve($0.module, from: module), import: $0)
            }
            return (SourceFile(path: path, module: module, imports: fileImports), edges)
        }
        var files: [SourceFile] = []
        files.reserveCapacity(placed.count)
        var allEdges: [ImportEdge] = []
        allEdges.reserveCapacity(placed.reduce(0) { $0 + ($1?.edges.count ?? 0) })
        for case let (file, edges)? in placed {
            files.append(file)
            allEdges += edges
        }
        releaseInBackground((consume placed, consume folders))
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
        problem.hidesTargets
            ? Finding(ruleID: "manifest_unreadable", severity: .error, message: problem.message, location: problem.location)
            : Finding(
                ruleID: "manifest_not_understood", severity: .warning, message: problem.message,
                location: problem.location)
    }
}

/// Finds the module a file is compiled into: the target of the deepest package folder above it
/// whose folder holds it (the deepest target folder wins), else the first configured module whose
/// globs match it.
///
/// What depends only on a file's folder (its package, the targets whose folders hold it) is worked
/// out once per folder, before any file is placed, so placing a file costs a dictionary lookup and
/// a check of its own few candidate targets, and files can be placed in parallel.
struct FilePlacement: Sendable {
    private let packages: Set<String>
    private let layouts: [String: [TargetLayout]]
    private let globs: [(ModuleID, [Glob])]
    /// For each folder, the targets whose folders hold it, deepest folder first (ties keep the
    /// manifest's order).
    private let candidates: [String: [TargetLayout]]

    /// `folders`: the folders of the files to place, worked out here once; a file in another
    /// folder gets its candidates worked out on the spot.
    init(packages: Set<String>, layouts: [String: [TargetLayout]], definitions: [ModuleDefinition], folders: Set<String>) {
        self.packages = packages
        self.layouts = layouts
        globs = definitions.map { (ModuleID(package: nil, name: $0.name), $0.paths.map(Glob.init)) }
        var candidates: [String: [TargetLayout]] = [:]
        candidates.reserveCapacity(folders.count)
        for folder in folders { candidates[folder] = Self.candidates(holding: folder, packages, layouts) }
        self.candidates = candidates
    }

    /// The module of the file at `path`, whose folder is `folder` (`RelativePath.parent(path)`).
    func module(of path: String, in folder: String) -> ModuleID? {
        let targets = candidates[folder] ?? Self.candidates(holding: folder, packages, layouts)
        if let target = targets.first(where: { $0.contains(path) }) { return target.id }
        return globs.first { $0.1.contains { $0.matches(path) } }?.0
    }

    private static func candidates(
        holding folder: String, _ packages: Set<String>, _ layouts: [String: [TargetLayout]]
    ) -> [TargetLayout] {
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
