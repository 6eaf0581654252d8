import ArchCore

/// Where a file reference of a project points.
enum ReferencePath: Hashable {
    /// A path inside the linted root, relative to it.
    case repository(String)
    /// Outside the root (an absolute path, or `..` past the root).
    case outside
    /// Not a file of the repository: built by Xcode or part of a toolchain (`BUILT_PRODUCTS_DIR`,
    /// `SDKROOT`, `DEVELOPER_DIR`), with what is known of its path.
    case built(tree: String, path: String)
}

/// Resolves file references and groups to paths, through the chain of parent groups.
struct ProjectPaths {
    private var parents: [String: String] = [:]
    private let mainGroup: String?
    /// The folder `<group>` paths of the main group and `SOURCE_ROOT` paths start from.
    private let sourceRoot: String
    /// The folders of groups already resolved (a project has few groups and many files).
    private let folders = FolderCache()

    private final class FolderCache {
        var paths: [String: ReferencePath] = [:]
    }

    init(_ objects: ProjectObjects, mainGroup: String?, sourceRoot: String) {
        self.mainGroup = mainGroup
        self.sourceRoot = sourceRoot
        for (id, object) in objects.objects {
            guard let isa = object["isa"]?.string, isa.hasSuffix("Group") else { continue }
            for child in object["children"]?.strings ?? [] where parents[child] == nil { parents[child] = id }
        }
    }

    func parent(of id: String) -> String? { parents[id] }

    /// The path of the object `id` (a file reference, group, variant group or synchronized folder).
    func path(of id: String, _ objects: ProjectObjects) -> ReferencePath {
        let tree = objects.string(id, "sourceTree") ?? "<group>"
        // A file inside a group: the group's folder, worked out once, and the file's own path.
        if tree == "<group>", id != mainGroup, let parent = parents[id] {
            let folder: ReferencePath
            if let known = folders.paths[parent] {
                folder = known
            } else {
                folder = uncachedPath(of: parent, objects)
                folders.paths[parent] = folder
            }
            guard let path = objects.string(id, "path"), !path.isEmpty else { return folder }
            switch folder {
            case .repository(let base):
                if path.hasPrefix("/") { return .outside }
                return RelativePath.join(base, path).map(ReferencePath.repository) ?? .outside
            case .outside: return .outside
            case .built(let tree, let base): return .built(tree: tree, path: base.isEmpty ? path : base + "/" + path)
            }
        }
        return uncachedPath(of: id, objects)
    }

    private func uncachedPath(of id: String, _ objects: ProjectObjects) -> ReferencePath {
        var chain: [(tree: String, path: String?)] = []
        var current: String? = id
        var seen: Set<String> = []
        while let object = current, seen.insert(object).inserted {
            let tree = objects.string(object, "sourceTree") ?? "<group>"
            let path = objects.string(object, "path")
            chain.append((tree, path))
            if tree != "<group>" || object == mainGroup { break }
            current = parents[object]
        }
        // From the outermost known folder inwards.
        guard let (outerTree, _) = chain.last else { return .outside }
        var base: String
        switch outerTree {
        case "<group>", "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": base = sourceRoot
        case "<absolute>":
            return .outside
        default:
            return .built(tree: outerTree, path: chain.compactMap(\.path).reversed().joined(separator: "/"))
        }
        for (_, path) in chain.reversed() {
            guard let path, !path.isEmpty else { continue }
            if path.hasPrefix("/") { return .outside }
            guard let joined = RelativePath.join(base, path) else { return .outside }
            base = joined
        }
        return .repository(base)
    }
}
