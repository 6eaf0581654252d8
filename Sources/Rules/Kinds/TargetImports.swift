import ArchCore

/// One target's imports (toolchain modules and itself aside) against what its manifest entry
/// declares, for the `manifest` rule.
struct TargetImports {
    enum Status {
        /// A declared dependency provides it, itself or by re-exporting it.
        case declared
        /// Only reachable through declared dependencies: the chain, first hop first.
        case implicit([ModuleID])
        case undeclared
        /// No dependency archlint resolved leads to it, but one it could not resolve, of the
        /// target or further down, may: it is not declared directly, and may be undeclared.
        case unresolvable
        /// Archlint cannot tell: a remote product or an unresolved dependency may provide it.
        case unknown
        /// No dependency provides it by name, and none the target declares may under another name
        /// (a remote product, re-exported or not): only modules further down may (the first few
        /// chains to them, first hop first, and how many there are), so it is at best implicit,
        /// or no such module exists.
        case hidden(chains: [[ModuleID]], ends: Int)
    }

    let module: Module
    let imports: [ImportEdge]
    let entries: [DependencyEntry]
    private let visibility: ManifestVisibility
    /// Each direct dependency and the modules it re-exports.
    private let exported: [ModuleID: Set<ModuleID>]
    /// Whether the declared dependencies, transitively, include a remote product, a binary or
    /// system-library target, or an entry archlint could not resolve: their module names are unknown.
    private let opaque: Bool
    /// Whether a dependency the target declares, or one such a dependency re-exports, is of unknown
    /// module names, or an entry of the target could not be resolved: it may declare any import.
    private let opaqueDirectly: Bool
    private let facts: ReachFacts
    private let unresolvedNames: Set<String>
    /// Whether the reader skipped part of the target's declaration: its dependencies are unknown.
    private let skipped: Bool

    init(module: Module, imports: [ImportEdge], visibility: ManifestVisibility, facts: ReachFacts) {
        self.module = module
        self.imports = imports
        self.visibility = visibility
        self.entries = visibility.entries[module.id] ?? []
        var exported: [ModuleID: Set<ModuleID>] = [:]
        for dependency in visibility.direct(module.id) { exported[dependency] = visibility.exported(by: dependency) }
        self.exported = exported
        self.unresolvedNames = facts.unresolved[module.id] ?? []
        // Only the target's own skipped declaration makes every import unknown; one further down
        // hides remote names only (an import is reported either way, implicit or undeclared).
        self.skipped = visibility.unresolved[module.id]?.contains("*") ?? false
        // Remote products vend modules of other names; binary, system-library and C targets (a
        // module map may name their module) may too.
        self.opaque = facts.opaque.contains(module.id)
        self.facts = facts
        self.opaqueDirectly = !(visibility.unresolved[module.id] ?? []).isEmpty
            || exported.values.contains { provided in !provided.isDisjoint(with: facts.unknownByKind) }
    }

    func status(of imported: ModuleID) -> Status {
        // Most imports name a provided module itself: a lookup per dependency finds those before
        // every provided module is asked (`provides` also lets through names SwiftPM rewrites).
        if exported.values.contains(where: { $0.contains(imported) }) { return .declared }
        if exported.values.contains(where: { provided in provided.contains { $0.provides(imported) } }) { return .declared }
        if skipped || unresolvedNames.contains(imported.name) { return .unknown }
        if let chain = visibility.chain(from: module.id, to: imported) { return .implicit(chain) }
        if imported.package == nil {
            guard opaque else { return .undeclared }
            if opaqueDirectly { return .unknown }
            let found = visibility.chains(from: module.id) { facts.unknown.contains($0) }
            guard !found.isEmpty else { return .unknown }
            // The likeliest sources first: a package's modules often share a prefix (`XXModels`
            // and `XXDatabase`), then the nearest.
            let name = Array(imported.name.utf8)
            let ranked = found.enumerated().sorted { a, b in
                let (x, y) = (Self.sharedPrefix(name, a.element.last!.name), Self.sharedPrefix(name, b.element.last!.name))
                return x != y ? x > y : a.offset < b.offset
            }
            return .hidden(chains: ranked.prefix(3).map(\.element), ends: found.count)
        }
        // A local module: a remote product cannot lead to it, but an entry archlint could not
        // resolve may (built by a helper, in a list not read whole).
        return unresolvedNames.isEmpty ? .undeclared : .unresolvable
    }

    /// The length of the prefix two names share, when it is at least two bytes (`XX`), else 0.
    private static func sharedPrefix(_ name: [UInt8], _ other: String) -> Int {
        let shared = zip(name, other.utf8).prefix { $0 == $1 }.count
        return shared >= 2 ? shared : 0
    }

    /// The entry declaring `dependency` directly.
    func entry(for dependency: ModuleID) -> DependencyEntry? {
        entries.first { $0.modules.contains(dependency) }
    }

    /// Entries none of whose modules (nor what they re-export) any file imports. A remote product
    /// counts as used when the target imports a module of a package archlint does not read that no
    /// declared dependency provides by name (`Collections` vends `DequeModule`). Entries of
    /// targets whose module name may differ from the target's (C, binary, system library), of
    /// macro, executable and plugin targets (used without an import; a `.target` with a
    /// `main.swift` is an executable) and of SDK modules are never reported.
    func unusedEntries(_ index: GraphIndex) -> [DependencyEntry] {
        let imported = Set(imports.map(\.to))
        // An import of an external module no dependency provides by name may come through any
        // entry that reaches a module of unknown names (a remote product, here or further down):
        // those entries are not called unused, as `fix` does not remove them. One a dependency
        // provides by name, implicitly, has its source.
        // Asked once per module, not once per import of it.
        let unmatchedRemote = imported.contains { module in
            guard module.package == nil else { return false }
            switch status(of: module) {
            case .declared, .implicit: return false
            case .unknown, .hidden, .undeclared, .unresolvable: return true
            }
        }
        return entries.filter { entry in
            guard entry.modules.allSatisfy({ Self.isJudged($0, index) }) else { return false }
            return !entry.modules.contains { dependency in
                if unmatchedRemote, dependency.package == nil || facts.opaque.contains(dependency) { return true }
                let provided = exported[dependency] ?? [dependency]
                return imported.contains { module in provided.contains { $0.provides(module) } }
            }
        }
    }

    private static func isJudged(_ dependency: ModuleID, _ index: GraphIndex) -> Bool {
        guard let module = index.moduleByID[dependency] else { return dependency.package == nil }
        switch module.kind {
        // An SDK framework an Xcode target links is imported or not as the code likes: the
        // toolchain's modules are never judged.
        // A name archlint derived from a Bazel label may not be the module's (`isBazelTarget`).
        case .external: return !module.isBazelTarget && !SystemModules.all.contains(module.name)
        case .target(.regular):
            // A `.target` with a `main.swift` is built as an executable: used without an import.
            let files = index.filesByModule[dependency] ?? []
            return !files.isEmpty && !files.contains { $0 == "main.swift" || $0.hasSuffix("/main.swift") }
        default: return false
        }
    }
}
