import ArchCore

/// SwiftPM packages: every target of every `Package.swift` read statically becomes a module,
/// owning the files of its folder (the deepest package folder wins, so nested packages own their
/// files); declared dependencies resolve across the packages of the repository. With a platform
/// matrix, targets and dependencies that exist on no platform of it drop out
/// (see ``ManifestPlatformFilter``).
struct SwiftPMSource: GraphSource {
    let manifests: [Manifest]

    func contribute(_ context: SourceContext) -> SourceContribution {
        var manifestFilter = ManifestPlatformFilter(matrix: context.matrix, swiftVersion: context.swiftVersion)
        let evaluated = manifests.map { manifestFilter.filter($0) }
        var result = SourceContribution(manifests: evaluated.map(\.manifest))
        let resolver = DependencyResolver(
            manifests: Self.byFolder(result.manifests), rootName: context.rootName, directories: context.directories,
            isLeftOut: context.leavesOut, unreadPackages: context.unreadPackages)
        let unfiltered = DependencyResolver(manifests: Self.byFolder(manifests), rootName: context.rootName)
        // Each package's layouts and dependencies on their own, spread over the cores; joined in
        // manifest order.
        let (directories, exclude, matrixIsEmpty) = (context.directories, context.exclude, context.matrix.isEmpty)
        let packages = Array(zip(manifests, evaluated.map(\.manifest)))
        let worked = packages.parallelMap { original, manifest in
            var problems: [Finding] = []
            // Dropped targets still place files, so their files leave the graph instead of
            // falling into a sibling's folder or the flat layout, and stay nodes, so rules naming
            // them still resolve.
            let layouts = TargetLayout.layouts(of: original, directories: directories, exclude: exclude, problems: &problems)
            let resolved = resolver.resolve(manifest)
            let all = matrixIsEmpty ? resolved.edges : unfiltered.resolve(original).edges
            return (layouts: layouts, layoutProblems: problems, resolved: resolved, referenced: all.map(\.to))
        }
        var layouts: [String: [TargetLayout]] = [:]
        for ((manifest, dropped, partial), package) in zip(evaluated, worked) {
            for (name, platforms) in partial { result.partial[ModuleID(package: manifest.directory, name: name)] = platforms }
            result.problems += manifest.problems.map(Self.finding)
            result.problems += package.layoutProblems
            layouts[manifest.directory] = package.layouts
            result.dropped.formUnion(dropped.map { ModuleID(package: manifest.directory, name: $0) })
            result.modules += package.layouts.map {
                Module(id: $0.id, kind: .target($0.declaration.kind), sourceRoot: $0.root, location: $0.declaration.location)
            }
            result.dependencies += package.resolved.edges
            result.referenced += package.referenced
            result.problems += package.resolved.problems
        }
        result.placement = PackagePlacement(packages: Set(result.manifests.map(\.directory)), layouts: layouts)
        return result
    }

    private static func byFolder(_ manifests: [Manifest]) -> [String: Manifest] {
        Dictionary(manifests.map { ($0.directory, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A manifest problem as a finding: an error when it may hide targets.
    static func finding(_ problem: ManifestProblem) -> Finding {
        problem.hidesTargets
            ? Finding(ruleID: "manifest_unreadable", severity: .error, message: problem.message, location: problem.location)
            : Finding(
                ruleID: "manifest_not_understood", severity: .warning, message: problem.message,
                location: problem.location)
    }
}

/// The target of the deepest package folder above a file whose folder holds it (the deepest
/// target folder wins).
///
/// What depends only on a file's folder (its package, the targets whose folders hold it) is worked
/// out once per folder, at the first file of that folder, so placing the next files costs a
/// dictionary lookup and a check of its own few candidate targets.
struct PackagePlacement: FilePlacing {
    private let packages: Set<String>
    private let layouts: [String: [TargetLayout]]
    /// Per package, its targets by folder (positions in `layouts`, in manifest order): a folder's
    /// candidates are looked up folder by folder up to the root, never by scanning every target
    /// (a manifest of 8,000 targets made that 8,000 x 8,000).
    private let byRoot: [String: [String: [Int]]]
    /// For each folder of the files to place, the targets whose folders hold it, deepest folder
    /// first (ties keep the manifest's order); set by ``prepared(for:)``.
    private var candidates: [String: [TargetLayout]] = [:]

    init(packages: Set<String>, layouts: [String: [TargetLayout]]) {
        self.packages = packages
        self.layouts = layouts
        byRoot = layouts.mapValues { targets in
            var roots: [String: [Int]] = [:]
            for (offset, layout) in targets.enumerated() {
                if let root = layout.root { roots[root, default: []].append(offset) }
            }
            return roots
        }
    }

    /// The same placement with the candidates of `folders` worked out now, once each, so files
    /// can then be placed in parallel without recomputing them.
    func prepared(for folders: Set<String>) -> any FilePlacing {
        var prepared = self
        prepared.candidates.reserveCapacity(folders.count)
        for folder in folders { prepared.candidates[folder] = candidates(holding: folder) }
        return prepared
    }

    var sharesFilesWithXcodeTargets: Bool { true }

    func module(of path: String, in folder: String) -> ModuleID? {
        let targets = candidates[folder] ?? candidates(holding: folder)
        return targets.first(where: { $0.contains(path) })?.id
    }

    private func candidates(holding folder: String) -> [TargetLayout] {
        var package: String? = folder
        while let current = package, !packages.contains(current) {
            package = current.isEmpty ? nil : RelativePath.parent(current)
        }
        guard let package, let targets = layouts[package], let roots = byRoot[package] else { return [] }
        // The folder, then each folder above it: deepest first, as a target folder inside
        // another wins.
        var holding: [TargetLayout] = []
        var current = folder
        while true {
            for offset in roots[current] ?? [] { holding.append(targets[offset]) }
            if current.isEmpty { break }
            current = RelativePath.parent(current)
        }
        return holding
    }
}
