import ArchCore

/// Where a declared target's sources are, following SwiftPM's conventions.
struct TargetLayout: Sendable {
    var id: ModuleID
    var declaration: TargetDeclaration
    /// The target's folder relative to the linted root; `nil` when there is none (binary targets,
    /// or a folder that does not exist).
    var root: String?
    /// `exclude:` entries as root-relative paths.
    var excluded: [String]
    /// `sources:` entries as root-relative paths, when the manifest restricts them.
    var sources: [String]?

    /// Whether the file (root-relative) is compiled into this target.
    func contains(_ file: String) -> Bool {
        guard let root, RelativePath.isInside(file, root) else { return false }
        if excluded.contains(where: { RelativePath.isInside(file, $0) }) { return false }
        if let sources { return sources.contains { RelativePath.isInside(file, $0) } }
        return true
    }
}

extension TargetLayout {
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]

    /// The layouts of every target of `manifest`; `directories` is every folder the walk found.
    /// Targets whose folder cannot be found are reported in `problems`.
    static func layouts(
        of manifest: Manifest, directories: Set<String>, exclude: [Glob] = [], problems: inout [Finding]
    ) -> [TargetLayout] {
        // Counted once: per target, the manifest's targets of its kind would make N targets cost N².
        var common: [SourceRoot: Int] = [:]
        for target in manifest.targets { common[SourceRoot(target.kind), default: 0] += 1 }
        return manifest.targets.map { target in
            var root = findRoot(of: target, in: manifest, sharingItsFolder: common[SourceRoot(target.kind)] ?? 0, directories: directories)
            if root == nil, target.kind != .binary {
                // A folder `exclude:` leaves out is not walked, but it is there on purpose: no finding.
                if let excluded = candidateFolders(of: target, in: manifest, directories: directories).first(where: {
                    FileWalker.isExcluded($0 + "/", withFoldersBy: exclude)
                }) {
                    root = excluded
                } else {
                    let flat = common[SourceRoot(target.kind)] == 1 && target.path == nil
                        ? flatRoot(of: target, in: manifest, directories: directories) : nil
                    problems.append(missingFolder(target, manifest: manifest, directories: directories, flatFolder: flat))
                }
            }
            let base = root ?? ""
            return TargetLayout(
                id: ModuleID(package: manifest.directory, name: target.name),
                declaration: target,
                root: root,
                excluded: target.exclude.compactMap { RelativePath.join(base, $0) },
                sources: target.sources.map { $0.compactMap { RelativePath.join(base, $0) } }
            )
        }
    }

    /// SwiftPM's groups of targets that share a predefined folder (`Manifest.targetsWithCommonSourceRoot`):
    /// test targets (`Tests`), plugins (`Plugins`), and every other kind, binary targets included
    /// (`Sources`).
    enum SourceRoot: Hashable {
        case tests, plugins, sources

        init(_ kind: TargetKind) {
            switch kind {
            case .test: self = .tests
            case .plugin: self = .plugins
            default: self = .sources
            }
        }
    }

    /// `sharingItsFolder`: how many targets of the manifest are in the target's ``SourceRoot``.
    private static func findRoot(
        of target: TargetDeclaration, in manifest: Manifest, sharingItsFolder common: Int, directories: Set<String>
    ) -> String? {
        let package = manifest.directory
        if let path = target.path {
            return RelativePath.join(package, path).flatMap { directories.contains($0) ? $0 : nil }
        }
        let bases = conventionalFolders(for: target.kind, in: manifest, directories: directories)
        for base in bases {
            if let folder = RelativePath.join(package, base + "/" + target.name), directories.contains(folder) {
                return folder
            }
        }
        // The flat layout (tools version 5.9 and later): the only target of its source root may keep
        // its files directly in the folder, as SwiftPM's PackageBuilder allows for every kind.
        guard common == 1, manifest.toolsVersion(atLeast: 5, 9) else { return nil }
        return flatRoot(of: target, in: manifest, directories: directories)
    }

    /// The folder the flat layout would take for the target (`Sources`), if there is one.
    private static func flatRoot(of target: TargetDeclaration, in manifest: Manifest, directories: Set<String>) -> String? {
        conventionalFolders(for: target.kind, in: manifest, directories: directories).lazy
            .compactMap { RelativePath.join(manifest.directory, $0) }.first { directories.contains($0) }
    }

    /// The root-relative folders the target's sources may be in: its `path:`, else the conventional ones.
    private static func candidateFolders(of target: TargetDeclaration, in manifest: Manifest, directories: Set<String>) -> [String] {
        if let path = target.path { return RelativePath.join(manifest.directory, path).map { [$0] } ?? [] }
        return conventionalFolders(for: target.kind, in: manifest, directories: directories)
            .compactMap { RelativePath.join(manifest.directory, $0 + "/" + target.name) }
    }

    /// The folders, relative to the package, a target of `kind` may be in (`Sources`, ...). Test
    /// targets are in the first of `Tests`, `Sources`, `Source`, `src`, `srcs` the package has
    /// (SwiftPM's `predefinedTestDirectories`: without `Tests/`, `Sources/LibTests`).
    private static func conventionalFolders(for kind: TargetKind, in manifest: Manifest, directories: Set<String>) -> [String] {
        switch kind {
        case .test:
            let root = testFolders.first { RelativePath.join(manifest.directory, $0).map(directories.contains) ?? false }
            return [root ?? testFolders[0]]
        case .plugin: return ["Plugins"]
        default: return sourceFolders
        }
    }

    static let testFolders = ["Tests"] + sourceFolders

    /// `flatFolder`: the folder the flat layout would take, which the manifest's tools version
    /// (before 5.9) does not allow.
    private static func missingFolder(
        _ target: TargetDeclaration, manifest: Manifest, directories: Set<String>, flatFolder: String? = nil
    ) -> Finding {
        if let path = target.path, RelativePath.join(manifest.directory, path) == nil {
            // `path: "../Shared"` or an absolute path: there may well be a folder, but archlint
            // never reads outside the folder it checks.
            return Finding(
                ruleID: "target_sources_not_found", severity: .warning,
                message: "the source folder of target '\(target.name)' ('\(path)') lies outside the linted folder; "
                    + "archlint reads only inside it, so its files are not in the graph",
                location: target.location)
        }
        let looked = target.path.map { "'\($0)'" }
            ?? conventionalFolders(for: target.kind, in: manifest, directories: directories).map { "'\($0)/\(target.name)'" }.joined(separator: ", ")
        return Finding(
            ruleID: "target_sources_not_found", severity: .warning,
            message: "cannot find the source folder of target '\(target.name)' (looked for \(looked)); its files are not in the graph"
                + (flatFolder.map { folder in
                    "; SwiftPM takes '\(folder)' itself only from tools version 5.9 on, and this manifest says \(manifest.toolsVersion ?? "")"
                } ?? ""),
            location: target.location)
    }
}
