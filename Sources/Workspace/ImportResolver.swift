import ArchCore

/// Resolves an imported module name to a module of the graph.
///
/// Two packages may define modules of the same name; the importer's declared dependencies decide,
/// then its own package, then the first in id order, so resolution is deterministic. A name no local
/// module has is an external module (Foundation, a remote product, an SDK).
struct ImportResolver: Sendable {
    private let modulesByName: [String: [ModuleID]]
    private let declared: [ModuleID: Set<ModuleID>]

    /// Modules whose names are no identifiers (the SwiftPM target `Home-iOS`), by the name
    /// Swift imports them by (`Home_iOS`): found when no module has the imported name itself.
    private let modulesByImportName: [String: [ModuleID]]

    init(localModules: [ModuleID], dependencies: [DeclaredDependency]) {
        let sorted = localModules.sorted()
        modulesByName = Dictionary(grouping: sorted, by: \.name)
        modulesByImportName = Dictionary(grouping: sorted.filter { $0.moduleName != $0.name }, by: \.moduleName)
        declared = dependencies.reduce(into: [:]) { $0[$1.from, default: []].insert($1.to) }
    }

    func resolve(_ name: String, from module: ModuleID?) -> ModuleID {
        guard let candidates = modulesByName[name] ?? modulesByImportName[name] else { return .external(name) }
        guard candidates.count > 1, let module else { return candidates[0] }
        if let direct = candidates.first(where: { declared[module]?.contains($0) == true }) { return direct }
        if let sibling = candidates.first(where: { $0.package == module.package }) { return sibling }
        return candidates[0]
    }
}
