import ArchCore

/// What each module's declared dependencies reach, transitively, worked out once for all targets
/// by walking the dependency edges backwards: whether they reach a module whose name archlint
/// cannot see (a remote product, a binary, system-library or C target, an unresolved entry), and
/// which unresolved names they reach. Per target, walking its own closure would cost the whole
/// chain below it: quadratic in a long chain of targets (16,000 targets took 48 s).
struct ReachFacts {
    /// Modules that reach (or are) a module of unknown module names.
    let opaque: Set<ModuleID>
    /// Modules whose module names archlint cannot see, by their kind: remote products, binary,
    /// system-library and C targets, targets without Swift files (not a linked framework).
    let unknownByKind: Set<ModuleID>
    /// Those, and modules with dependency entries archlint could not resolve.
    let unknown: Set<ModuleID>
    /// The unresolved entries' names each module reaches.
    let unresolved: [ModuleID: Set<String>]

    init(_ visibility: ManifestVisibility, index: GraphIndex) {
        var predecessors: [ModuleID: [ModuleID]] = [:]
        var nodes = Set(visibility.successors.keys).union(visibility.unresolved.keys)
        for (from, targets) in visibility.successors {
            for to in targets {
                predecessors[to, default: []].append(from)
                nodes.insert(to)
            }
        }
        func upstream(of start: [ModuleID]) -> Set<ModuleID> {
            var seen = Set(start)
            var pending = start
            while let next = pending.popLast() {
                for parent in predecessors[next] ?? [] where seen.insert(parent).inserted { pending.append(parent) }
            }
            return seen
        }
        // A framework an Xcode target links, or an SDK's, is the module of its name; a product
        // (of a remote package) may hold modules of any names, and so may CocoaPods' aggregate
        // framework and a module whose name a Bazel label was made into.
        var products: Set<ModuleID> = []
        for entries in visibility.entries.values {
            for entry in entries where entry.product != nil { products.formUnion(entry.modules) }
        }
        func namesItself(_ module: Module) -> Bool {
            !products.contains(module.id) && module.bazelRule != "" && !module.name.hasPrefix("Pods_")
        }
        let byKind = nodes.filter { module in
            switch index.moduleByID[module]?.kind {
            case .external: return !namesItself(index.moduleByID[module]!)
            case .target(.binary), .target(.system), nil: return true
            case .target(.regular): return (index.filesByModule[module] ?? []).isEmpty
            default: return false
            }
        }
        let unknownNames = nodes.filter { module in byKind.contains(module) || !(visibility.unresolved[module] ?? []).isEmpty }
        unknownByKind = byKind
        unknown = unknownNames
        opaque = upstream(of: unknownNames.sorted())
        var unresolved: [ModuleID: Set<String>] = [:]
        for (module, names) in visibility.unresolved where !names.isEmpty {
            for reaching in upstream(of: [module]) { unresolved[reaching, default: []].formUnion(names) }
        }
        self.unresolved = unresolved
    }
}
