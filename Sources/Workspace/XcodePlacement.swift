import ArchCore
import XcodeModel

/// The targets of every project, by what other targets name them with.
struct TargetIndex {
    private var builders: [String: ModuleID] = [:]
    private var byName: [String: [String: ModuleID]] = [:]
    private var kinds: [ModuleID: TargetKind] = [:]
    /// Modules built as loadable bundles (`com.apple.product-type.bundle`: a plug-in loaded at
    /// run time), which nothing links.
    private var bundles: Set<ModuleID> = []
    /// Aggregate and legacy targets, by project: nothing to import, nothing to report.
    private var others: [String: Set<String>] = [:]
    /// Projects some of whose targets archlint could not read: where the first such problem is.
    private var unread: [String: SourceLocation] = [:]

    init(projects: [XcodeProject]) {
        for project in projects {
            var names: [String: ModuleID] = [:]
            for target in project.targets {
                let id = Self.id(of: target, in: project)
                if names[target.name] == nil { names[target.name] = id }
                if kinds[id] == nil {
                    kinds[id] = target.product.targetKind
                    if target.product.name == "bundle" { bundles.insert(id) }
                }
                if let file = target.productFile, builders[file] == nil { builders[file] = id }
            }
            byName[project.path] = names
            others[project.path] = Set(project.otherTargets)
            unread[project.path] = project.problems.first(where: \.hidesTargets)?.location
        }
        // A product reference's other name only where no product is built under that name.
        for project in projects {
            for target in project.targets {
                if let file = target.otherProductFile, builders[file] == nil { builders[file] = Self.id(of: target, in: project) }
            }
        }
    }

    /// A target's module: its project's path and its module name (an iOS and a macOS target of
    /// one framework, both named `Core`, are one module).
    static func id(of target: XcodeTarget, in project: XcodeProject) -> ModuleID {
        ModuleID(package: project.path, name: target.moduleName)
    }

    /// The target that builds `file` (`EssentialFeed.framework`), in any project: matched by the
    /// product file, not by target name.
    func builder(of file: String) -> ModuleID? { builders[file] }

    func target(named name: String, inProject path: String) -> ModuleID? { byName[path]?[name] }

    func hasProject(_ path: String) -> Bool { byName[path] != nil }

    /// Where the project says it holds targets archlint could not read (a Tuist target built by
    /// a function), if it does: a target of any name may be among them.
    func unreadTargets(inProject path: String) -> SourceLocation? { unread[path] }

    /// Whether the project defines an aggregate or legacy target of this name.
    func isOtherTarget(_ name: String, inProject path: String) -> Bool { others[path]?.contains(name) ?? false }

    /// How the rules treat the target of this module.
    func kind(of module: ModuleID) -> TargetKind? { kinds[module] }

    /// Whether a target depending on `module` can only wait for it and embed what it builds: an
    /// app, an extension, a tool or a loadable bundle, none of which can be imported or linked.
    func isEmbeddedOnly(_ module: ModuleID) -> Bool { kinds[module] == .executable || bundles.contains(module) }
}

/// Which Xcode targets compile a file: those whose Sources phase lists it, else those whose
/// synchronized folder holds it (less the folder's exceptions for that target, and never inside
/// a nested package), else those another target's exception set lends it to.
struct XcodePlacement: FilePlacing {
    private var listed: [String: [ModuleID]] = [:]
    private var folders: [(path: String, excluded: [String], globs: FolderGlobs?, module: ModuleID)] = []
    private var lent: [(path: String, module: ModuleID)] = []
    /// Folders holding a `Package.swift`: never sources of a target's synchronized folder.
    private let packageFolders: Set<String>

    init(packageFolders: Set<String>) {
        self.packageFolders = packageFolders
    }

    mutating func add(_ target: XcodeTarget, as id: ModuleID) {
        for file in target.files where !(listed[file]?.contains(id) ?? false) { listed[file, default: []].append(id) }
        folders += target.folders.map { ($0.path, $0.excluded, FolderGlobs($0), id) }
        lent += target.sharedPaths.map { ($0, id) }
    }

    func module(of path: String, in folder: String) -> ModuleID? { modules(of: path, in: folder).first }

    var isXcode: Bool { true }

    /// Without a target (no project, or none with sources) it places nothing: files are then placed
    /// one module each, without a list per file.
    var placesInSeveral: Bool { !(listed.isEmpty && folders.isEmpty && lent.isEmpty) }

    func modules(of path: String, in folder: String) -> [ModuleID] {
        // A file one target lists may also lie in another's folder: both compile it.
        var result: [ModuleID] = listed[path] ?? []
        if folders.isEmpty && lent.isEmpty { return result }
        for entry in folders where RelativePath.isInside(path, entry.path) && !result.contains(entry.module) {
            if entry.excluded.contains(where: { Self.covers($0, path) }) || inNestedPackage(folder, below: entry.path) { continue }
            if let globs = entry.globs, !globs.admits(path, below: entry.path) { continue }
            result.append(entry.module)
        }
        for entry in lent where Self.covers(entry.path, path) && !result.contains(entry.module) {
            if !inNestedPackage(folder, below: RelativePath.parent(entry.path)) { result.append(entry.module) }
        }
        return result
    }

    /// Whether an exception path (a file or a folder) covers `path`.
    private static func covers(_ exception: String, _ path: String) -> Bool {
        exception == path || RelativePath.isInside(path, exception)
    }

    /// Whether `folder`, or a folder above it up to and including `top`, holds a package.
    private func inNestedPackage(_ folder: String, below top: String) -> Bool {
        guard !packageFolders.isEmpty else { return false }
        var current = folder
        while true {
            if packageFolders.contains(current) { return true }
            if current == top || current.isEmpty { return false }
            current = RelativePath.parent(current)
        }
    }
}

/// The include and exclude globs of a spec's source folder.
private struct FolderGlobs {
    let includes: [Glob]
    let excludes: [Glob]

    init?(_ folder: SynchronizedFolder) {
        guard !folder.includes.isEmpty || !folder.excludes.isEmpty else { return nil }
        includes = folder.includes.map(Glob.init)
        excludes = folder.excludes.map(Glob.init)
    }

    /// Whether the file at `path`, inside `top`, is compiled: no exclude matches it or a folder it
    /// lies in below `top`, and (when there are includes) an include does.
    func admits(_ path: String, below top: String) -> Bool {
        if !excludes.isEmpty, Self.matches(excludes, path, below: top) { return false }
        return includes.isEmpty || Self.matches(includes, path, below: top)
    }

    private static func matches(_ globs: [Glob], _ path: String, below top: String) -> Bool {
        var current = path
        while current != top, !current.isEmpty {
            if globs.contains(where: { $0.matches(current) }) { return true }
            current = RelativePath.parent(current)
        }
        return false
    }
}
