import ArchCore

extension Architecture {
    /// What `archlint fix` changes: the configuration's first `manifest` rule (or, without one,
    /// a rule with the defaults) judges every target, and each import or entry it reports becomes
    /// an addition or a removal, unless the rule's exceptions let it through or it is at one of
    /// `suppressed` (an `archlint:ignore` comment's). `only` limits the plan to additions or removals.
    ///
    /// The plan is what the manifests need to be tidy, not only what today's findings say: after
    /// its additions a remote product may turn out unused, or an import reach a target another
    /// way, so rounds of judging the planned graph run until one adds nothing (so a second `fix`
    /// changes nothing). Last, a removal that would hide a module from a target importing it
    /// through that entry, which no addition of the plan declares directly, is dropped.
    public func manifestFixPlan(
        on graph: Graph, only: ManifestFixPlan.Only? = nil, suppressed: Set<SourceLocation> = []
    ) throws(ConfigurationError) -> ManifestFixPlan {
        // What a second run would find on the planned graph is planned too, until it finds nothing.
        var total = try singlePlan(on: graph, only: only, suppressed: suppressed)
        var current = graph.applying(total.fixes)
        for _ in 0..<Self.fixRounds {
            let next = try singlePlan(on: current, only: only, suppressed: suppressed)
            let new = total.merge(ManifestFixPlan(fixes: next.fixes, unfixable: []))
            total.unfixable = next.unfixable
            guard !new.isEmpty else { break }
            current = current.applying(new)
        }
        return total
    }

    private func singlePlan(
        on graph: Graph, only: ManifestFixPlan.Only?, suppressed: Set<SourceLocation>
    ) throws(ConfigurationError) -> ManifestFixPlan {
        let rule = rules.lazy.compactMap { $0 as? ManifestRule }.first ?? ManifestRule(header: RuleHeader(kind: ManifestRule.description.id))
        // Removals the safety pass drops change what the rounds planned on; plan again without
        // them until none is dropped, so what is written is what a second run would find tidy.
        var kept: [UnfixableImport] = []
        var plan = ManifestFixPlan(fixes: [], unfixable: [])
        for _ in 0..<Self.fixRounds {
            let forbidden = Set(kept.map(\.location))
            plan = try rounds(rule, on: graph, only: only, suppressed: suppressed.union(forbidden))
            let planned = plan.fixes.flatMap(\.removals).count
            plan.dropRemovalsThatHideImports(in: graph)
            // Removals the safety pass dropped (an Xcode target's entries are listed from the start).
            let dropped = plan.unfixable.filter { $0.removes && !forbidden.contains($0.location) && !$0.reason.contains(Self.xcodeTarget) }
            kept += dropped.filter { change in !kept.contains { $0.location == change.location } }
            if plan.fixes.flatMap(\.removals).count == planned { break }
        }
        for change in kept where !plan.unfixable.contains(where: { $0.location == change.location }) { plan.unfixable.append(change) }
        plan.unfixable.sort { $0.location < $1.location }
        plan.fixes.removeAll { $0.additions.isEmpty && $0.removals.isEmpty }
        return plan
    }

    /// Rounds of judging the planned graph until one adds nothing new.
    private func rounds(
        _ rule: ManifestRule, on graph: Graph, only: ManifestFixPlan.Only?, suppressed: Set<SourceLocation>
    ) throws(ConfigurationError) -> ManifestFixPlan {
        var plan = ManifestFixPlan(fixes: [], unfixable: [])
        var planned = graph
        for _ in 0..<Self.fixRounds {
            let context = try context(for: planned)
            let scoped = context.scoped(for: rule)
            let kept = Set(scoped.applyingExceptions(of: rule.header, to: rule.check(scoped)).compactMap { $0.location })
            var round = rule.fixPlan(scoped, reported: kept.subtracting(suppressed))
            round.limit(to: only)
            let new = plan.merge(round)
            guard !new.isEmpty else { break }
            planned = planned.applying(new)
        }
        return plan
    }

    /// How the plan says a change is to an Xcode target (see `fixPlan`).
    static let xcodeTarget = "is an Xcode target"

    /// Rounds of planning; real repositories settle in two or three.
    static let fixRounds = 6
}

extension ManifestFixPlan {
    public enum Only: String, CaseIterable, Sendable { case add, remove }

    mutating func limit(to only: Only?) {
        if only == .add { fixes = fixes.map { var fix = $0; fix.removals = []; return fix } }
        if only == .remove {
            fixes = fixes.map { var fix = $0; fix.additions = []; return fix }
            unfixable.removeAll { !$0.removes }
        }
    }
}

extension ManifestRule {
    /// The plan for the findings at `reported` (the rule's findings after its exceptions).
    func fixPlan(_ context: RuleContext, reported: Set<SourceLocation>) -> ManifestFixPlan {
        let manifests = Dictionary(context.graph.manifests.map { ($0.directory, $0) }, uniquingKeysWith: { first, _ in first })
        var fixes: [ManifestFix] = []
        var unfixable: [UnfixableImport] = []
        for review in reviews(context) {
            let module = review.target.module
            var additions: [ManifestFix.Addition] = []
            for group in review.importGroups where reported.contains(group[0].location) {
                let status = review.target.status(of: group[0].to)
                let implicitly: Bool
                switch status {
                case .implicit where implicit != nil, .unresolvable where implicit != nil, .hidden where implicit != nil: implicitly = true
                case .undeclared where undeclared != nil: implicitly = false
                default: continue
                }
                // An import under `#if os(...)` needs a conditional entry; fix writes only plain ones.
                if let only = Self.platformCondition(group[0]) {
                    unfixable.append(.init(
                        module: module.id, imported: group[0].to.name, location: group[0].location,
                        reason: "it is imported only where \(only): declare it with condition: .when(platforms: [...]) by hand"))
                    continue
                }
                // An Xcode target links what it imports in Xcode or its spec, never in a Package.swift.
                if module.isXcodeTarget || module.isBazelTarget {
                    unfixable.append(.init(
                        module: module.id, imported: group[0].to.name, location: group[0].location,
                        reason: Self.xcodeReason(module, "link '\(group[0].to.name)'")))
                    continue
                }
                var imported = group[0].to
                if imported.package == nil, let home = module.id.package,
                    let local = Self.localTarget(namedAsModule: imported.name, home: home, manifests: manifests)
                {
                    imported = local  // `import my_lib` of the target `my-lib`
                }
                switch Self.declaration(of: imported, for: module, manifests: manifests) {
                case .success(let declaration):
                    additions.append(.init(
                        module: group[0].to.name, declaration: declaration, importedAt: group[0].location, wasImplicit: implicitly,
                        provides: Self.provided(by: declaration, imported: imported, home: module.id.package, manifests: manifests)))
                case .failure(let reason):
                    var text = reason.text
                    if case .hidden(let chains, let ends) = status {
                        text = "no package archlint reads provides a module '\(group[0].to.name)'; if it exists, it comes from a module "
                            + "archlint cannot see (\(Self.hiddenRoutes(chains, ends: ends))): declare the product that provides it by hand"
                    }
                    unfixable.append(.init(module: module.id, imported: group[0].to.name, location: group[0].location, reason: text))
                }
            }
            // Entries the plan itself added (in an earlier round) are never removed. While the
            // manifest is not read whole, a name that reads as a remote product may be a target
            // archlint could not see (built by a helper function): it stays.
            let home = module.id.package.flatMap { manifests[$0] }
            let blind = home?.problems.contains(where: \.hidesTargets) ?? false
            var removals: [ManifestFix.Removal] = []
            for entry in review.unused where unused != nil && reported.contains(entry.location) && !entry.location.isPlanned {
                let name = entry.product ?? entry.modules.first?.name ?? ""
                let written = home?.targets.lazy.flatMap(\.dependencies).first { $0.location == entry.location }?.reference
                let bare: Bool = if case .byName = written { true } else { false }
                if blind, bare, entry.modules.contains(where: { $0.package == nil }) {
                    unfixable.append(.init(
                        module: module.id, imported: name, location: entry.location,
                        reason: "the manifest is not read whole, and '\(name)' may be a target archlint could not see", removes: true))
                    continue
                }
                removals.append(ManifestFix.Removal(location: entry.location, name: name))
            }
            guard !additions.isEmpty || !removals.isEmpty else { continue }
            guard !module.isXcodeTarget, !module.isBazelTarget, let location = module.location else {
                for removal in removals {
                    unfixable.append(.init(
                        module: module.id, imported: removal.name, location: removal.location,
                        reason: Self.xcodeReason(module, "remove '\(removal.name)'"), removes: true))
                }
                continue
            }
            fixes.append(ManifestFix(module: module.id, manifest: location.file, target: location, additions: additions, removals: removals))
        }
        return ManifestFixPlan(fixes: fixes.sorted { $0.target < $1.target }, unfixable: unfixable.sorted { $0.location < $1.location })
    }

    /// Why a change to an Xcode target is left to the user: `edit` (`link 'X'`, `remove 'X'`) is
    /// done in Xcode or in the spec that generates the project.
    static func xcodeReason(_ module: Module, _ edit: String) -> String {
        if module.isBazelTarget {
            return "'\(module.name)' is a Bazel target; fix edits Package.swift only: \(edit) in its deps in \(module.location?.file ?? "its BUILD file")"
        }
        return "'\(module.name)' \(Architecture.xcodeTarget); fix edits Package.swift only: \(edit) in Xcode or the project's spec"
    }

    /// Where an import holds when only on some platforms: the platforms of a platform matrix, or
    /// the `#if` conditions around it that name an OS, an architecture or an environment.
    static func platformCondition(_ edge: ImportEdge) -> String? {
        if let platforms = edge.platforms, !platforms.isEmpty { return platforms.joined(separator: ", ") }
        let conditions = edge.import.conditions.filter { condition in
            ["os(", "arch(", "targetEnvironment("].contains { condition.contains($0) }
        }
        return conditions.isEmpty ? nil : conditions.joined(separator: " and ")
    }

    /// The modules a new entry makes visible: a local product's targets, else the module itself.
    static func provided(
        by declaration: ManifestFix.Declaration, imported: ModuleID, home: String?, manifests: [String: Manifest]
    ) -> [ModuleID] {
        switch declaration {
        case .target(let name):
            // The target itself, also when the import names it as a module (`my_lib` for `my-lib`).
            return [ModuleID(package: home, name: name)]
        case .product(let name, _, _):
            guard let package = imported.package, let product = manifests[package]?.products.first(where: { $0.name == name })
            else { return [imported] }
            return product.targets.map { ModuleID(package: package, name: $0) }
        case .byName:
            return [imported]
        }
    }

    struct Reason: Error { var text: String }

    /// How `module`'s manifest can declare `imported`: a target of its own package, a library
    /// product of another local package (adding the `.package(path:)` when missing), or a product
    /// another target of the same manifest already declares. Never a guess.
    static func declaration(
        of imported: ModuleID, for module: Module, manifests: [String: Manifest]
    ) -> Result<ManifestFix.Declaration, Reason> {
        guard let home = module.id.package, let manifest = manifests[home] else {
            return .failure(Reason(text: "'\(module.name)' is not declared in a Package.swift archlint read"))
        }
        guard let package = imported.package else { return remoteDeclaration(of: imported.name, in: manifest, manifests: manifests) }
        if package == home { return .success(.target(imported.name)) }
        guard let other = manifests[package] else {
            return .failure(Reason(text: "'\(imported.name)' is not in a package archlint read"))
        }
        // The product named after the module, else the smallest that contains it.
        let products = other.products.filter { $0.kind == .library && $0.targets.contains(imported.name) }
            .sorted { a, b in
                (a.name == imported.name ? 0 : 1, a.targets.count, a.name) < (b.name == imported.name ? 0 : 1, b.targets.count, b.name)
            }
        guard let product = products.first else {
            let where_ = package.isEmpty ? "Package.swift" : "\(package)/Package.swift"
            return .failure(Reason(text: "no library product of the package in '\(where_)' contains '\(imported.name)'; add one there first"))
        }
        // Where the resolver found it: by the path, or by identity where the path leads nowhere.
        let linked = manifest.dependencies.first { dependency in
            dependency.link(from: manifest.directory, packages: Set(manifests.keys)).folder == package
        }
        if let linked {
            // Spelled as the manifest already spells it, when one of its targets names that package.
            let written = manifest.targets.flatMap(\.dependencies).compactMap { entry -> String? in
                guard case .product(_, let name?) = entry.reference, name.lowercased() == linked.identity.lowercased() else { return nil }
                return name
            }.first
            return .success(.product(name: product.name, package: written ?? linked.identity, addingPackage: nil))
        }
        let folder = package.split(separator: "/").last.map(String.init) ?? package
        guard manifest.knowsPackageDependencies else {
            // It may be in the part of the list archlint did not read: a second entry of the same
            // identity would stop SwiftPM.
            return .failure(Reason(text: "archlint did not read the package's whole dependency list, so it cannot tell whether it links '\(package)'"))
        }
        return .success(.product(name: product.name, package: folder, addingPackage: RelativePath.from(home, to: package)))
    }

    /// The local target whose module name (a name with `-` imported with `_`) is `name`: of the
    /// home package first, else of the one other package that has it.
    static func localTarget(namedAsModule name: String, home: String, manifests: [String: Manifest]) -> ModuleID? {
        func matching(_ manifest: Manifest) -> [ModuleID] {
            manifest.targets.map { ModuleID(package: manifest.directory, name: $0.name) }.filter { $0.moduleName == name && $0.name != name }
        }
        if let own = manifests[home].map(matching), own.count == 1 { return own[0] }
        let others = manifests.values.sorted { $0.directory < $1.directory }.flatMap(matching)
        return others.count == 1 ? others[0] : nil
    }

    /// The package a dependency entry of `manifest` takes the product `name` from:
    /// `.product(name:package:)`, or `"name"` where no target of the manifest has that name and the
    /// manifest declares a package of that identity (SwiftPM's by-name product, `["Get"]` for
    /// `.package(url: ".../kean/Get", …)`).
    private static func remotePackage(of reference: TargetDependency.Reference, named name: String, in manifest: Manifest) -> String? {
        switch reference {
        case .product(name, let package?): return package
        case .byName(name):
            guard !manifest.targets.contains(where: { $0.name == name }),
                manifest.dependencies.contains(where: { $0.identity.lowercased() == name.lowercased() })
            else { return nil }
            return name
        default: return nil
        }
    }

    /// A remote product: as another target of the same manifest already declares it, or as
    /// another manifest declares it from a package this manifest declares too.
    private static func remoteDeclaration(
        of name: String, in manifest: Manifest, manifests: [String: Manifest]
    ) -> Result<ManifestFix.Declaration, Reason> {
        for entry in manifest.targets.flatMap(\.dependencies) {
            switch entry.reference {
            case .product(name, let package?): return .success(.product(name: name, package: package, addingPackage: nil))
            case .byName(name): return .success(.byName(name))
            default: continue
            }
        }
        let declaredHere = manifest.dependencies.map { $0.identity.lowercased() }
        for other in manifests.values.sorted(by: { $0.directory < $1.directory }) {
            for entry in other.targets.flatMap(\.dependencies) {
                guard let package = remotePackage(of: entry.reference, named: name, in: other),
                    let index = declaredHere.firstIndex(of: package.lowercased())
                else { continue }
                return .success(.product(name: name, package: manifest.dependencies[index].identity, addingPackage: nil))
            }
        }
        let elsewhere = manifests.values.sorted { $0.directory < $1.directory }.first { other in
            other.targets.flatMap(\.dependencies).contains { entry in
                if case .product(name, _) = entry.reference { return true }
                return remotePackage(of: entry.reference, named: name, in: other) != nil
            }
        }
        if let elsewhere {
            let file = elsewhere.directory.isEmpty ? "Package.swift" : "\(elsewhere.directory)/Package.swift"
            return .failure(Reason(text: "'\(name)' is a remote product this package does not declare (\(file) does): add its package to this Package.swift first"))
        }
        return .failure(Reason(text: "nothing in the repository provides a module '\(name)' under a name a manifest can declare"))
    }
}
