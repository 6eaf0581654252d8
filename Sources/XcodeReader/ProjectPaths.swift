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
    /// Longer than any path a file system opens (`maximumLength`): groups nested thousands deep.
    case tooLong

    /// Bytes in the longest path a reference may have: Linux opens paths up to 4,096 bytes
    /// (`PATH_MAX`), macOS up to 1,024. A longer one names no file archlint could read, and
    /// joining ever longer paths would make a hostile project quadratic.
    static let maximumLength = 4_096
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
    ///
    /// Every group's folder is worked out once, from its parent's: a project of groups nested
    /// thousands deep (a hostile one) costs one step per group, not one per group and ancestor.
    func path(of id: String, _ objects: ProjectObjects) -> ReferencePath {
        // Up to the first object whose path is known or starts a chain: a tree other than
        // `<group>`, the main group, a group without parent, or a cycle of groups.
        var pending: [String] = []
        var seen: Set<String> = []
        var current = id
        var base: ReferencePath
        while true {
            if current != id, let known = folders.paths[current] {
                base = known
                break
            }
            guard seen.insert(current).inserted else {
                // Groups that contain each other (a broken project): the chain starts at the root.
                base = .repository(sourceRoot)
                break
            }
            let tree = objects.string(current, "sourceTree") ?? "<group>"
            guard tree == "<group>", current != mainGroup, let parent = parents[current] else {
                base = start(tree: tree, path: objects.string(current, "path"))
                if current != id { folders.paths[current] = base }
                break
            }
            pending.append(current)
            current = parent
        }
        // Back down, each group's folder kept for the files and groups below it.
        for object in pending.reversed() {
            base = Self.appending(objects.string(object, "path"), to: base)
            if object != id { folders.paths[object] = base }
        }
        return base
    }

    /// The path of an object whose tree is `tree`, not inside its parent's folder.
    private func start(tree: String, path: String?) -> ReferencePath {
        switch tree {
        case "<group>", "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": Self.appending(path, to: .repository(sourceRoot))
        case "<absolute>": .outside
        default: .built(tree: tree, path: path ?? "")
        }
    }

    /// `path` inside the folder `folder`.
    private static func appending(_ path: String?, to folder: ReferencePath) -> ReferencePath {
        guard let path, !path.isEmpty else { return folder }
        switch folder {
        case .repository(let base):
            if path.hasPrefix("/") { return .outside }
            // Joining costs the length of `base`, which the bound keeps short.
            guard let joined = RelativePath.join(base, path) else { return .outside }
            return joined.utf8.count > ReferencePath.maximumLength ? .tooLong : .repository(joined)
        case .outside, .tooLong: return folder
        case .built(let tree, let base):
            let joined = base.isEmpty ? path : base + "/" + path
            return joined.utf8.count > ReferencePath.maximumLength ? .tooLong : .built(tree: tree, path: joined)
        }
    }
}
