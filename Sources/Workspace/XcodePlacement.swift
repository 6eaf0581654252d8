import ArchCore
import XcodeReader

/// The targets of every project, by what other targets name them with.
struct TargetIndex {
    private var builders: [String: ModuleID] = [:]
    private var byName: [String: [String: ModuleID]] = [:]
    private var kinds: [ModuleID: TargetKind] = [:]

    init(projects: [XcodeProject]) {
        for project in projects {
            var names: [String: ModuleID] = [:]
            for target in project.targets {
                let id = Self.id(of: target, in: project)
                if names[target.name] == nil { names[target.name] = id }
                if kinds[id] == nil { kinds[id] = target.product.targetKind }
                if let file = target.productFile, builders[file] == nil { builders[file] = id }
            }
            byName[project.path] = names
        }
    }

    /// A target's module: its project's path and its module name (an iOS and a macOS target of
    /// one framework, both named `Core`, are one module).
    static func id(of target: XcodeTarget, in project: XcodeProject) -> ModuleID {
        ModuleID(package: project.path, name: target.moduleName)
    }

    func id(of target: XcodeTarget, in project: XcodeProject) -> ModuleID { Self.id(of: target, in: project) }

    /// The target that builds `file` (`EssentialFeed.framework`), in any project: matched by the
    /// product file, not by target name.
    func builder(of file: String) -> ModuleID? { builders[file] }

    func target(named name: String, inProject path: String) -> ModuleID? { byName[path]?[name] }

    func hasProject(_ path: String) -> Bool { byName[path] != nil }

    /// How the rules treat the target of this module.
    func kind(of module: ModuleID) -> TargetKind? { kinds[module] }
}

/// Which Xcode targets compile a file: those whose Sources phase lists it, else those whose
/// synchronized folder holds it (less the folder's exceptions for that target, and never inside
/// a nested package), else those another target's exception set lends it to.
struct XcodePlacement: FilePlacing {
    private var listed: [String: [ModuleID]] = [:]
    private var folders: [(path: String, excluded: [String], module: ModuleID)] = []
    private var lent: [(path: String, module: ModuleID)] = []
    /// Folders holding a `Package.swift`: never sources of a target's synchronized folder.
    private let packageFolders: Set<String>

    init(packageFolders: Set<String>) {
        self.packageFolders = packageFolders
    }

    mutating func add(_ target: XcodeTarget, as id: ModuleID) {
        for file in target.files where !(listed[file]?.contains(id) ?? false) { listed[file, default: []].append(id) }
        folders += target.folders.map { ($0.path, $0.excluded, id) }
        lent += target.sharedPaths.map { ($0, id) }
    }

    func module(of path: String, in folder: String) -> ModuleID? { modules(of: path, in: folder).first }

    var placesInSeveral: Bool { true }

    func modules(of path: String, in folder: String) -> [ModuleID] {
        if let modules = listed[path] { return modules }
        var result: [ModuleID] = []
        for entry in folders where RelativePath.isInside(path, entry.path) && !result.contains(entry.module) {
            if entry.excluded.contains(where: { Self.covers($0, path) }) || inNestedPackage(folder, below: entry.path) { continue }
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
