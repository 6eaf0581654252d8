/// Everything archlint read from a repository: packages, modules, files, declared dependencies and
/// imports. Built at the edge (the `Workspace` target); rules only read it.
///
/// Every array is sorted (modules by id, files by path, edges by location) so that anything derived
/// from the graph is deterministic.
public struct Graph: Hashable, Sendable, Codable {
    public var manifests: [Manifest]
    public var modules: [Module]
    public var files: [SourceFile]
    public var dependencies: [DeclaredDependency]
    public var imports: [ImportEdge]
    /// Findings produced while reading (`manifest_not_understood`, unresolved dependencies,
    /// unreadable files). They are reported with the rules' findings.
    public var problems: [Finding]
    /// The comments the loader was asked to keep (`archlint:ignore` suppressions), found while
    /// each file's bytes were in memory. Sorted by location.
    public var markedComments: [MarkedComment] = []
    /// Files that use declarations of other files of the same module, in the modules the
    /// loader was asked about (those whose files the rules split among components). Sorted by location.
    public var references: [FileReference] = []
    /// The projects read, relative to the root: `.xcodeproj` folders, and the XcodeGen
    /// (`project.yml`) and Tuist (`Project.swift`) specs read as the projects they generate. Sorted.
    public var xcodeProjects: [String] = []
    /// The specs found and not read, with why. Sorted by path.
    public var skippedSpecs: [SkippedSpec] = []

    public init(
        manifests: [Manifest] = [],
        modules: [Module] = [],
        files: [SourceFile] = [],
        dependencies: [DeclaredDependency] = [],
        imports: [ImportEdge] = [],
        problems: [Finding] = []
    ) {
        self.manifests = manifests
        // The builder gives files and imports in order mostly: sorting 100,000 files that are in
        // order already moved each one (46 ms), and 255,000 imports 41 ms more.
        self.modules = modules.inOrder { $0.id < $1.id }
        self.files = files.inOrder { $0.path < $1.path }
        self.dependencies = dependencies.inOrder { ($0.location, $0.to) < ($1.location, $1.to) }
        self.imports = imports.inOrder(by: ImportEdge.graphOrder)
        self.problems = problems.sorted()
    }

    /// The module with this id, if the graph has it.
    public func module(_ id: ModuleID) -> Module? {
        modules.first { $0.id == id }
    }
}

extension Array {
    /// The elements sorted by `areInIncreasingOrder`: the array itself when no element comes
    /// before the one ahead of it (one pass), else `sorted(by:)`. The same result either way,
    /// since that sort is stable.
    public func inOrder(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        var index = 1
        while index < count {
            if areInIncreasingOrder(self[index], self[index - 1]) { return sorted(by: areInIncreasingOrder) }
            index += 1
        }
        return self
    }
}

extension Graph {
    /// The files several modules compile (an app and its extension), with their modules, the one
    /// that lists the file first (its primary module) first.
    public var filesOfSeveralModules: [String: [ModuleID]] {
        var shared: [String: [ModuleID]] = [:]
        for file in files where file.otherModules != nil { shared[file.path] = file.modules }
        return shared
    }
}

extension Graph {
    /// The positions in ``files`` of the files no module compiles although they are code
    /// (``SourceFile/isUnassigned``), less the helpers of the graph's Tuist plugins, which only the
    /// whole graph knows (``TuistManifest/isInPluginHelpersFolder(_:pluginRoots:)``).
    public var unassignedFileIndices: [Int] {
        // The module is asked first: `isUnassigned`, in another module, is asked of a copy.
        let unassigned = files.indices.filter { files[$0].module == nil && files[$0].isUnassigned }
        guard !unassigned.isEmpty else { return [] }
        let roots = TuistManifest.pluginRoots(in: files)
        guard !roots.isEmpty else { return unassigned }
        return unassigned.filter { !TuistManifest.isInPluginHelpersFolder(files[$0].path, pluginRoots: roots) }
    }
}
