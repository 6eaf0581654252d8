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
        self.modules = modules.sorted { $0.id < $1.id }
        self.files = files.sorted { $0.path < $1.path }
        self.dependencies = dependencies.sorted { ($0.location, $0.to) < ($1.location, $1.to) }
        self.imports = imports.sorted(by: ImportEdge.graphOrder)
        self.problems = problems.sorted()
    }

    /// The module with this id, if the graph has it.
    public func module(_ id: ModuleID) -> Module? {
        modules.first { $0.id == id }
    }
}
