import ArchCore

extension ManifestFixPlan {
    /// Adds `round`'s changes that are not planned yet; returns those, as fixes.
    mutating func merge(_ round: ManifestFixPlan) -> [ManifestFix] {
        var new: [ManifestFix] = []
        for fix in round.fixes {
            let index = fixes.firstIndex { $0.module == fix.module }
            let known = index.map { fixes[$0] }
            var fresh = ManifestFix(module: fix.module, manifest: fix.manifest, target: fix.target)
            fresh.additions = fix.additions.filter { addition in !(known?.additions.contains { $0.module == addition.module } ?? false) }
            fresh.removals = fix.removals.filter { removal in !(known?.removals.contains { $0.location == removal.location } ?? false) }
            guard !fresh.additions.isEmpty || !fresh.removals.isEmpty else { continue }
            if let index {
                fixes[index].additions += fresh.additions
                fixes[index].removals += fresh.removals
            } else {
                fixes.append(fresh)
            }
            new.append(fresh)
        }
        fixes.sort { $0.target < $1.target }
        for change in round.unfixable where !unfixable.contains(change) { unfixable.append(change) }
        unfixable.sort { $0.location < $1.location }
        return new
    }

    /// Drops every removal after which a module some target imports would no longer be visible to
    /// it (the target reached it through the removed entry, and the plan declares it nowhere
    /// else): an Xcode target, a test target the rule does not check, or a target whose import
    /// fix cannot declare would stop building. Also kept: what provides an import of a file no
    /// module claims, and remote products (binaries, system libraries) a target reaches that
    /// imports a module of unknown source. Each dropped removal is left to a person, with why.
    public mutating func dropRemovalsThatHideImports(in graph: Graph) {
        let before = ManifestVisibility(graph)
        let entries = Dictionary(grouping: graph.dependencies, by: { EntryKey(module: $0.from, location: $0.location) })
        let opaqueKinds = Set(graph.modules.filter { [.external, .target(.binary), .target(.system)].contains($0.kind) }.map(\.id))
        var reachableBefore: [ModuleID: Set<ModuleID>] = [:]
        // Closures in the graph as it is, asked for once per import and per removed entry.
        var closuresBefore: [ModuleID: Set<ModuleID>] = [:]
        func closureBefore(_ module: ModuleID) -> Set<ModuleID> {
            if let known = closuresBefore[module] { return known }
            let closure = before.closure(of: module)
            closuresBefore[module] = closure
            return closure
        }
        // Files no module claims matter only when some manifest or project was not read whole
        // (a target built by a helper function): otherwise nothing compiles them.
        let blind = graph.manifests.contains { $0.problems.contains(where: \.hidesTargets) }
            || graph.problems.contains { $0.ruleID == "project_unreadable" }
        while true {
            let after = ManifestVisibility(graph.applying(fixes))
            var reachableAfter: [ModuleID: Set<ModuleID>] = [:]
            var culprits: [EntryKey: String] = [:]
            func blame(_ fix: ManifestFix, _ removal: ManifestFix.Removal, _ reason: () -> String, when hides: ([ModuleID]) -> Bool) {
                let key = EntryKey(module: fix.module, location: removal.location)
                guard culprits[key] == nil, hides(entries[key]?.map(\.to) ?? []) else { return }
                culprits[key] = reason()
            }
            for edge in graph.imports where edge.to.package != nil || !SystemModules.all.contains(edge.to.name) {
                guard let user = edge.from else {
                    guard blind else { continue }
                    // A file no module claims (a target archlint could not read): whatever
                    // provides what it imports stays.
                    for fix in fixes {
                        for removal in fix.removals {
                            blame(fix, removal, { "\(edge.file) imports '\(edge.to.name)' and belongs to no target archlint read, so archlint cannot tell which target needs it" }) { removed in
                                removed.contains { before.reaches($0, edge.to, cache: &reachableBefore) }
                            }
                        }
                    }
                    continue
                }
                guard user != edge.to else { continue }
                let path = closureBefore(user)
                // A dependency archlint could not resolve (a target built by a helper function)
                // may lead anywhere: what provides an import the target cannot see stays.
                // So may a name that reads as a remote product while a manifest was not read whole.
                if !before.reaches(user, edge.to, cache: &reachableBefore),
                    blind || path.contains(where: { !(before.unresolved[$0] ?? []).isEmpty })
                {
                    for fix in fixes {
                        for removal in fix.removals {
                            blame(fix, removal, {
                                "'\(user.name)' imports '\(edge.to.name)' (\(edge.location)) through a dependency archlint could not "
                                    + "read, which may lead here"
                            }) { removed in removed.contains { before.reaches($0, edge.to, cache: &reachableBefore) } }
                        }
                    }
                }
                if before.reaches(user, edge.to, cache: &reachableBefore) {
                    guard !after.reaches(user, edge.to, cache: &reachableAfter) else { continue }
                    for fix in fixes where path.contains(fix.module) {
                        for removal in fix.removals {
                            blame(fix, removal, {
                                "'\(user.name)' imports '\(edge.to.name)' (\(edge.location)) through it, "
                                    + "and the fix cannot declare it there; remove it after declaring '\(edge.to.name)' in '\(user.name)'"
                            }) { removed in removed.contains { before.reaches($0, edge.to, cache: &reachableBefore) || $0.provides(edge.to) } }
                        }
                    }
                } else if edge.to.package == nil, !after.reaches(user, edge.to, cache: &reachableAfter) {
                    // A module of no package archlint read, which no declared name provides: a
                    // remote product (or a binary or system library) the target reaches may bring
                    // it (FirebaseAnalytics brings FirebaseCore), so no route to one of those the
                    // target would lose goes: neither the product's entry nor an entry leading to it.
                    let lost = path.intersection(opaqueKinds).subtracting(after.closure(of: user))
                    guard !lost.isEmpty else { continue }
                    for fix in fixes where path.contains(fix.module) {
                        for removal in fix.removals {
                            blame(fix, removal, {
                                "'\(user.name)' imports '\(edge.to.name)' (\(edge.location)), which archlint cannot see "
                                    + "the source of: it may come through this entry"
                            }) { removed in removed.contains { !closureBefore($0).isDisjoint(with: lost) } }
                        }
                    }
                }
            }
            guard !culprits.isEmpty else { return }
            for index in fixes.indices {
                let kept = fixes[index].removals.filter { culprits[EntryKey(module: fixes[index].module, location: $0.location)] == nil }
                for removal in fixes[index].removals where kept.count < fixes[index].removals.count {
                    guard let reason = culprits[EntryKey(module: fixes[index].module, location: removal.location)] else { continue }
                    unfixable.append(.init(module: fixes[index].module, imported: removal.name, location: removal.location, reason: reason, removes: true))
                }
                fixes[index].removals = kept
            }
            unfixable.sort { $0.location < $1.location }
        }
    }

    private struct EntryKey: Hashable {
        var module: ModuleID
        var location: SourceLocation
    }
}

extension Graph {
    /// The graph as if `fixes` were made: removed entries gone, added ones declared (at a
    /// location no manifest line has, see `SourceLocation.isPlanned`).
    func applying(_ fixes: [ManifestFix]) -> Graph {
        var copy = self
        var removed: Set<[String]> = []
        for fix in fixes {
            for removal in fix.removals { removed.insert([fix.module.package ?? "", fix.module.name, removal.location.description]) }
        }
        copy.dependencies.removeAll { removed.contains([$0.from.package ?? "", $0.from.name, $0.location.description]) }
        // The manifests lose the entries too: an entry left there without its declared dependency
        // would read as one archlint could not resolve, which hides every name it might provide.
        for manifest in copy.manifests.indices {
            for target in copy.manifests[manifest].targets.indices {
                let name = copy.manifests[manifest].targets[target].name
                let package = copy.manifests[manifest].directory
                copy.manifests[manifest].targets[target].dependencies.removeAll {
                    removed.contains([package, name, $0.location.description])
                }
            }
        }
        var line = SourceLocation.plannedLine
        for fix in fixes {
            for addition in fix.additions {
                line += 1
                let place = SourceLocation(file: fix.manifest, line: line, column: 1)
                let product: String? = if case .product(let name, _, _) = addition.declaration { name } else { nil }
                for module in addition.provides {
                    copy.dependencies.append(DeclaredDependency(from: fix.module, to: module, location: place, product: product))
                }
                // And in the manifest, so later rounds can copy how it declares a product.
                let reference: TargetDependency.Reference = switch addition.declaration {
                case .target(let name): .target(name)
                case .byName(let name): .byName(name)
                case .product(let name, let package, _): .product(name: name, package: package)
                }
                if let manifest = copy.manifests.firstIndex(where: { $0.directory == fix.module.package }),
                    let target = copy.manifests[manifest].targets.firstIndex(where: { $0.name == fix.module.name })
                {
                    copy.manifests[manifest].targets[target].dependencies.append(TargetDependency(reference: reference, location: place))
                }
            }
        }
        return copy
    }
}

extension SourceLocation {
    /// Lines from here on mark entries a fix plan adds (no manifest is that long).
    static let plannedLine = 100_000_000

    var isPlanned: Bool { line > Self.plannedLine }
}

extension ManifestVisibility {
    /// Whether `module` can import `imported`: itself, or a module its declared dependencies
    /// reach, or one those re-export.
    func reaches(_ module: ModuleID, _ imported: ModuleID, cache: inout [ModuleID: Set<ModuleID>]) -> Bool {
        let reachable: Set<ModuleID>
        if let known = cache[module] {
            reachable = known
        } else {
            reachable = closure(of: module).reduce(into: Set<ModuleID>()) { $0.formUnion(exported(by: $1)) }
            cache[module] = reachable
        }
        return reachable.contains(imported) || reachable.contains { $0.provides(imported) }
    }
}
