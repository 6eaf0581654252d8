import ArchCore

/// What a component, a module reference or one capture value stands for in one graph.
public struct MemberSet: Hashable, Sendable {
    /// Member modules: every import from their files (but `excludedFiles`) and every dependency
    /// they declare comes from the member; every edge to them goes to the member.
    public var modules: Set<ModuleID>
    /// Files that are members on their own (selected by `paths`), whatever their module.
    public var files: Set<String>
    /// Files of member modules that an `exclude` took out.
    public var excludedFiles: Set<String>

    public init(modules: Set<ModuleID> = [], files: Set<String> = [], excludedFiles: Set<String> = []) {
        self.modules = modules
        self.files = files
        self.excludedFiles = excludedFiles
    }

    public var isEmpty: Bool { modules.isEmpty && files.isEmpty }

    /// Whether an edge starting in `file` of `module` (a declaration has no file) starts here.
    public func containsSource(module: ModuleID?, file: String?) -> Bool {
        // An empty set answers without hashing the path (the standard library checks its count
        // first), and most components select no single files.
        if let file, files.contains(file) { return true }
        guard let module, modules.contains(module) else { return false }
        if let file, excludedFiles.contains(file) { return false }
        return true
    }

    /// Whether an edge to `module` ends here.
    public func containsTarget(_ module: ModuleID) -> Bool { modules.contains(module) }

    /// Whether an edge to `file` of `module` (a reference) ends here; with no file, `containsTarget(_:)`.
    public func containsTarget(_ module: ModuleID, file: String?) -> Bool {
        guard let file else { return modules.contains(module) }
        return containsSource(module: module, file: file)
    }

    mutating func formUnion(_ other: MemberSet) {
        modules.formUnion(other.modules)
        files.formUnion(other.files)
        excludedFiles.formUnion(other.excludedFiles)
    }
}

/// Lookups over a graph built once per evaluation.
struct GraphIndex: Sendable {
    let graph: Graph
    let filesByModule: [ModuleID: [String]]
    let moduleByID: [ModuleID: Module]
    /// The test targets (most graphs' edges are asked about; most have few or none).
    let testModules: Set<ModuleID>
    /// The positions in `graph.modules` of the modules of each name, and of the targets of each
    /// package folder (`.` for the root): a selector of plain names looks them up.
    let modulesByName: [String: [Int]]
    let modulesByPackage: [String: [Int]]
    /// Each test target named `XTests` with the module `X` of its package it tests, in graph
    /// order (``ComponentSelector`` adds them to `X`'s groups under `tests: true`).
    let ownTests: [(test: ModuleID, tested: ModuleID)]
    /// The positions in `ownTests` of the pairs of each tested module.
    let ownTestPositions: [ModuleID: [Int]]

    init(_ graph: Graph) {
        self.graph = graph
        var filesByModule: [ModuleID: [String]] = [:]
        // Files come sorted by path, so a module's files mostly follow each other: they are
        // gathered run by run, one dictionary access per run instead of per file.
        var run: (module: ModuleID, files: [String])?
        // By position: a `for file in` copied each file with its imports.
        for position in graph.files.indices {
            guard let module = graph.files[position].module else { continue }
            let path = graph.files[position].path
            for other in graph.files[position].otherModules ?? [] { filesByModule[other, default: []].append(path) }
            if run?.module == module {
                run?.files.append(path)
                continue
            }
            if let run { filesByModule[run.module, default: []] += run.files }
            run = (module, [path])
        }
        if let run { filesByModule[run.module, default: []] += run.files }
        self.filesByModule = filesByModule
        self.moduleByID = Dictionary(graph.modules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.testModules = Set(moduleByID.values.filter(\.isTest).map(\.id))
        var modulesByName: [String: [Int]] = [:]
        var modulesByPackage: [String: [Int]] = [:]
        for (position, module) in graph.modules.enumerated() {
            modulesByName[module.name, default: []].append(position)
            if case .target = module.kind, let package = module.selectedPackage {
                modulesByPackage[package.isEmpty ? "." : package, default: []].append(position)
            }
        }
        self.modulesByName = modulesByName
        self.modulesByPackage = modulesByPackage
        let ownTests = graph.modules.lazy.filter { $0.isTest && $0.name.hasSuffix("Tests") }.map { module in
            (test: module.id, tested: ModuleID(package: module.id.package, name: String(module.name.dropLast(5))))
        }
        self.ownTests = Array(ownTests)
        var ownTestPositions: [ModuleID: [Int]] = [:]
        for (position, pair) in self.ownTests.enumerated() { ownTestPositions[pair.tested, default: []].append(position) }
        self.ownTestPositions = ownTestPositions
    }

    func isTest(_ module: ModuleID?) -> Bool {
        guard let module, !testModules.isEmpty else { return false }
        return testModules.contains(module)
    }
}
