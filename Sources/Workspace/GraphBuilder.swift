import ArchCore
import ImportScanner

/// Joins what every graph source contributes, and the scanned files, into the graph: places each
/// file in the module of the first source that claims it, and resolves declared dependencies and
/// imports once for all sources.
struct GraphBuilder {
    let sources: [any GraphSource]
    let context: SourceContext

    /// `modules` with each module once, the first of its declarations kept, and the names of the
    /// Xcode targets after it that build it under another name (`Core-watchOS` beside
    /// `Core-iOS`) kept with it: `--target Core-watchOS` selects it.
    static func joiningTargetsOfOneModule(_ modules: [Module]) -> [Module] {
        var first: [ModuleID: Int] = [:]
        var joined: [Module] = []
        joined.reserveCapacity(modules.count)
        for module in modules {
            guard let index = first[module.id] else {
                first[module.id] = joined.count
                joined.append(module)
                continue
            }
            if let unresolved = module.unresolvedDependencies {
                let known = joined[index].unresolvedDependencies ?? []
                joined[index].unresolvedDependencies = known + unresolved.filter { !known.contains($0) }
            }
            guard let name = module.xcodeTargetName, !joined[index].xcodeTargetNames.contains(name) else { continue }
            joined[index].otherXcodeTargetNames = (joined[index].otherXcodeTargetNames ?? []) + [name]
        }
        return joined
    }

    func build(files scanned: [(String, [Import])], problems loadProblems: [Finding]) -> Graph {
        // The sources are independent of each other: SwiftPM's packages and Xcode's projects are
        // joined on both cores.
        let context = context
        let contributions = sources.parallelMap { $0.contribute(context) }
        // Two targets of one module (a framework's iOS and macOS targets) are one node, which
        // answers to each target's name.
        var modules = Self.joiningTargetsOfOneModule(contributions.flatMap(\.modules))
        let localIDs = Set(modules.map(\.id))
        var filter = PlatformFilter(
            matrix: context.matrix, swiftVersion: context.swiftVersion, localModules: Set(modules.map(\.name)))
        let dependencies = contributions.flatMap(\.dependencies).compactMap { filter.filter($0) }
        let folders = scanned.parallelMap { RelativePath.parent($0.0) }
        // Files come by path, so a folder's files follow each other: each run is hashed once.
        var folderSet: Set<String> = []
        for index in folders.indices where index == 0 || folders[index] != folders[index - 1] { folderSet.insert(folders[index]) }
        let folderList = folderSet
        let placement = JoinedPlacement(contributions.parallelMap { $0.placement.prepared(for: folderList) })
        // Without a source that places a file in several modules, a file is placed without
        // building a list per file.
        let several = placement.placesInSeveral
        let imports = ImportResolver(localModules: modules.map(\.id), dependencies: dependencies)
        let dropped = contributions.reduce(into: Set<ModuleID>()) { $0.formUnion($1.dropped) }
        let partial = contributions.reduce(into: [ModuleID: Set<String>]()) { $0.merge($1.partial) { first, _ in first } }
        let platforms = contributions.reduce(into: [ModuleID: [String]]()) { $0.merge($1.platforms) { first, _ in first } }
        // An import under `#if os(iOS)` in a file a macOS-only Xcode target compiles is no edge of it.
        let compiled = { @Sendable (conditions: [String], module: ModuleID?) -> Bool in
            guard !conditions.isEmpty, let module, let known = platforms[module] else { return true }
            return ConditionEvaluator.mayHold(conditions, onAnyOf: known)
        }
        // Each file is placed and its imports resolved on its own, so files are spread over the cores.
        let placed = Array(scanned.indices).parallelMap { index -> (file: SourceFile, edges: [ImportEdge])? in
            let (path, fileImports) = scanned[index]
            // A file of a module that exists on no platform of the matrix is compiled nowhere.
            guard several else {
                let module = placement.module(of: path, in: folders[index])
                if let module, dropped.contains(module) { return nil }
                let edges = fileImports.filter { compiled($0.conditions, module) }.map {
                    ImportEdge(file: path, from: module, to: imports.resolve($0.module, from: module), import: $0)
                }
                return (SourceFile(path: path, module: module, imports: fileImports), edges)
            }
            let claimed = placement.modules(of: path, in: folders[index])
            let placedIn = dropped.isEmpty ? claimed : claimed.filter { !dropped.contains($0) }
            if placedIn.isEmpty, !claimed.isEmpty { return nil }
            // A file compiled into several modules imports from each of them.
            let edges = (placedIn.isEmpty ? [nil] : placedIn.map { Optional($0) }).flatMap { from in
                fileImports.filter { compiled($0.conditions, from) }.map {
                    ImportEdge(file: path, from: from, to: imports.resolve($0.module, from: from), import: $0)
                }
            }
            var file = SourceFile(path: path, module: placedIn.first, imports: fileImports)
            if placedIn.count > 1 { file.otherModules = Array(placedIn.dropFirst()) }
            return (file, edges)
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
        let restriction = ManifestPlatformFilter(matrix: context.matrix, swiftVersion: context.swiftVersion)
        // Without a platform matrix or a module that exists on some platforms only, every edge
        // stays as it is: not copied (255,000 edges of the 100k benchmark).
        let edges = context.matrix.isEmpty && partial.isEmpty ? allEdges : allEdges.compactMap { edge in
            filter.filter(edge).flatMap { filtered in
                // A file of a module that exists on some platforms only is compiled on those only.
                guard let from = filtered.from, let only = partial[from] else { return filtered }
                return restriction.restrict(filtered, to: only)
            }
        }
        Self.recordTargetFiles(contributions.flatMap(\.targetPlacements), files: files, in: &modules)
        // Modules only filtered edges reach stay nodes, so rules naming them still resolve.
        modules += Self.externalModules(reachedBy: allEdges, contributions.flatMap(\.referenced)).subtracting(localIDs)
            .map { Module(id: $0, kind: .external) }
        return Graph(
            manifests: contributions.flatMap(\.manifests).sorted { $0.directory < $1.directory }, modules: modules,
            files: files, dependencies: dependencies, imports: edges,
            problems: loadProblems + contributions.flatMap(\.problems))
    }
}

extension GraphBuilder {
    /// For each module several Xcode targets build, what each target holds of it
    /// (``ArchCore/Module/xcodeTargetShares``): `--target` of one of them reports its own share only.
    static func recordTargetFiles(
        _ placements: [(module: ModuleID, target: String, placement: XcodePlacement, places: [SourceLocation])], files: [SourceFile],
        in modules: inout [Module]
    ) {
        guard !placements.isEmpty else { return }
        let positions = Dictionary(modules.indices.map { (modules[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        for (module, target, placement, places) in placements {
            guard let position = positions[module] else { continue }
            let own = files.filter { file in
                file.modules.contains(module) && placement.module(of: file.path, in: RelativePath.parent(file.path)) != nil
            }.map(\.path)
            var shares = modules[position].xcodeTargetShares ?? [:]
            let earlier = shares[target] ?? XcodeTargetShare(files: [], places: [])
            shares[target] = XcodeTargetShare(files: earlier.files + own, places: earlier.places + places)
            modules[position].xcodeTargetShares = shares
        }
    }

    /// The modules outside every package (``ModuleID/package`` `nil`) that `edges` or `referenced` reach.
    static func externalModules(reachedBy edges: [ImportEdge], _ referenced: [ModuleID]) -> Set<ModuleID> {
        var external = Set(referenced.filter { $0.package == nil })
        // By position: a `for edge in` copied each edge with its import.
        for position in edges.indices where edges[position].to.package == nil { external.insert(edges[position].to) }
        return external
    }
}

/// The placements of every source, asked in order: the first that claims a file wins.
private struct JoinedPlacement: FilePlacing {
    let placements: [any FilePlacing]

    var placesInSeveral: Bool { placements.contains(where: \.placesInSeveral) }

    init(_ placements: [any FilePlacing]) { self.placements = placements }

    func module(of path: String, in folder: String) -> ModuleID? {
        for placement in placements {
            if let module = placement.module(of: path, in: folder) { return module }
        }
        return nil
    }

    /// The first source's modules that claim the file; after a package target's, the Xcode
    /// targets' that list it too, unless they build a module of that name (a framework the
    /// project and `Package.swift` both build is one module): an app extension whose Sources
    /// phase lists a file of a package target compiles it into its own module.
    func modules(of path: String, in folder: String) -> [ModuleID] {
        var result: [ModuleID] = []
        var shares = false
        for placement in placements {
            if result.isEmpty {
                result = placement.modules(of: path, in: folder)
                shares = placement.sharesFilesWithXcodeTargets
                continue
            }
            guard shares, placement.isXcode else { continue }
            for module in placement.modules(of: path, in: folder) where !result.contains(where: { $0.name == module.name }) {
                result.append(module)
            }
        }
        return result
    }
}
