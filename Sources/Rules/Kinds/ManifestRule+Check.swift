import ArchCore

extension ManifestRule {
    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for review in reviews(context) {
            // One finding per imported module, at its first import: one Package.swift line fixes them all.
            for group in review.importGroups {
                guard var finding = judge(group[0], review.target, context.index) else { continue }
                finding.notes += Self.otherImports(group.dropFirst())
                findings.append(finding)
            }
            if let unused { findings += review.unused.map { unusedFinding($0, review.target.module, unused) } }
        }
        return findings.sorted()
    }

    /// What the rule looks at in one checked target: its imports, grouped by the module imported
    /// (those the configuration lets through left out), and its unused entries.
    struct Review {
        var target: TargetImports
        var importGroups: [[ImportEdge]]
        var unused: [DependencyEntry]
    }

    func reviews(_ context: RuleContext) -> [Review] {
        let visibility = ManifestVisibility(context.graph)
        let facts = ReachFacts(visibility, index: context.index)
        let importsByModule = Self.importsByModule(context.graph.imports)
        let ignored = ignore.map(Glob.init)
        let scope = from.isEmpty ? nil : context.members(of: from)
        let modules = context.graph.modules.filter { module in
            isChecked(module, context) && (scope.map { $0.contains { $0.modules.contains(module.id) } } ?? true)
        }
        // Each target is reviewed on its own: in pieces, side by side, joined in graph order (the
        // rule was the last one running on a 60-package app, alone on one core).
        let piece = Swift.max(8, (modules.count + 15) / 16)
        let rule = self
        // Read once here: the pieces side by side each waited for the first to build the table.
        let system = SystemModules.all
        let partlyRead = Self.partlyRead(context.graph)
        return context.map.map((modules.count + piece - 1) / piece) { position in
            modules[(position * piece)..<Swift.min(modules.count, (position + 1) * piece)].map { module in
                var review = rule.review(module, imports: importsByModule[module.id] ?? [], visibility, facts, ignored, system, context)
                if let location = module.location, partlyRead.contains(location) { review.unused = [] }
                return review
            }
        }.flatMap { $0 }
    }

    /// Where the targets are declared that compile Swift files archlint did not find (a
    /// `target_sources_not_found` warning there: a generated `.pb.swift`, a deleted file). One of
    /// those files may import what such a target declares, so whether an entry is unused is not
    /// known: none is reported.
    static func partlyRead(_ graph: Graph) -> Set<SourceLocation> {
        Set(graph.problems.lazy.filter { $0.ruleID == "target_sources_not_found" }.compactMap(\.location))
    }

    private func review(
        _ module: Module, imports: [ImportEdge], _ visibility: ManifestVisibility, _ facts: ReachFacts, _ ignored: [Glob],
        _ system: Set<String>, _ context: RuleContext
    ) -> Review {
        let imports = imports.filter { edge in
            edge.to != module.id && (edge.to.package != nil || !system.contains(edge.to.name))
        }
        let target = TargetImports(module: module, imports: imports, visibility: visibility, facts: facts)
        let reported = imports.filter { edge in
            !context.exclude.contains { $0.matches(edge.file) } && !ignored.contains { $0.matches(edge.to.name) } && !edge.isGuarded
        }
        let groups = Dictionary(grouping: reported, by: \.to).values.sorted { $0[0].location < $1[0].location }
        // `unused: off` reports none: they need not be worked out.
        // CocoaPods' aggregate framework (`Pods_App.framework`, module `Pods_App`) is linked for the
        // pods it embeds, never imported: it is never unused.
        let unused = self.unused == nil ? [] : target.unusedEntries(context.index)
            .filter { entry in !ignored.contains { glob in entry.names.contains(where: glob.matches) } }
            .filter { entry in !entry.names.contains { $0.hasPrefix("Pods_") } }
        return Review(target: target, importGroups: groups, unused: unused)
    }

    /// Each module's imports, in graph order. A module's files follow each other, so its imports
    /// come in runs: one lookup per run, not one hash per import.
    private static func importsByModule(_ imports: [ImportEdge]) -> [ModuleID: [ImportEdge]] {
        var result: [ModuleID: [ImportEdge]] = [:]
        var start = 0
        while start < imports.count {
            let from = imports[start].from
            var end = start + 1
            while end < imports.count, imports[end].from == from { end += 1 }
            if let from { result[from, default: []] += imports[start..<end] }
            start = end
        }
        return result
    }

    /// Notes at the other imports of the same module, the first few by location.
    private static func otherImports(_ edges: ArraySlice<ImportEdge>) -> [Note] {
        let shown = edges.prefix(5).map { Note(message: "also imported here", location: $0.location) }
        let more = edges.count - shown.count
        return shown + (more > 0 ? [Note(message: "and in \(more) more place\(more == 1 ? "" : "s")")] : [])
    }

    /// Local package targets with Swift files: production targets, test targets, or both, as the
    /// rule's `tests:` says (`exclude` by default, like every rule).
    private func isChecked(_ module: Module, _ context: RuleContext) -> Bool {
        switch module.kind {
        case .target(.test): guard header.tests != .exclude else { return false }
        case .target(.regular), .target(.executable), .target(.macro): guard header.tests != .only else { return false }
        default: return false
        }
        return !(context.index.filesByModule[module.id] ?? []).isEmpty
    }

    private func judge(_ edge: ImportEdge, _ target: TargetImports, _ index: GraphIndex) -> Finding? {
        switch target.status(of: edge.to) {
        case .declared, .unknown:
            return nil
        case .implicit(let chain):
            guard let implicit else { return nil }
            return chainFinding(edge, target, implicit, chain) { path in
                "which it does not declare; it is visible only through \(path). \(Self.declareAdvice(target.module))"
                    + Self.productAdvice(edge.to, for: target.module, index)
            }
        case .hidden(let chains, let ends):
            // Not declared directly, so at most implicit, as `.unresolvable`.
            guard let implicit else { return nil }
            return chainFinding(edge, target, implicit, chains[0]) { _ in
                "which no dependency it declares provides: at best it is visible only through what its dependencies reach "
                    + "and archlint cannot see into (remote products, binary and system-library targets, dependency lists it could not read): "
                    + "\(Self.hiddenRoutes(chains, ends: ends)); or no module of that name exists. "
                    + "\(Self.declareAdvice(target.module)) with the product that provides it"
            }
        case .unresolvable:
            // Not declared directly, so at most implicit: never the error that "nothing declares it".
            guard let implicit else { return nil }
            return importFinding(
                edge, target, implicit,
                "which no dependency archlint resolved provides, directly or through others; some it could not resolve may "
                    + "(see the unresolved_dependency and manifest_not_understood warnings). If none does, \(Self.addAdvice(target.module))"
                    + Self.productAdvice(edge.to, for: target.module, index))
        case .undeclared:
            guard let undeclared else { return nil }
            return importFinding(
                edge, target, undeclared,
                "which neither it nor any of its dependencies declares; \(Self.addAdvice(target.module))"
                    + Self.productAdvice(edge.to, for: target.module, index))
        }
    }

    /// An import finding whose advice names a chain of declared dependencies (`'A' → 'B'`), with
    /// a note at the target's entry for the chain's first hop.
    private func chainFinding(
        _ edge: ImportEdge, _ target: TargetImports, _ severity: Severity, _ chain: [ModuleID], advice: (String) -> String
    ) -> Finding {
        var finding = importFinding(edge, target, severity, advice(chain.map { "'\($0.name)'" }.joined(separator: " → ")))
        if let entry = target.entry(for: chain[0]) {
            finding.notes.append(Note(message: "'\(target.module.name)' declares '\(chain[0].name)' here", location: entry.location))
        }
        return finding
    }

    /// `'Nuke' through 'App' → 'UI', 'Get' through 'Client' and 2 more`.
    static func hiddenRoutes(_ chains: [[ModuleID]], ends: Int) -> String {
        let routes = chains.map { chain in
            // A dependency declared directly whose own dependencies archlint could not read.
            guard chain.count > 1 else { return "'\(chain[0].name)' itself" }
            return "'\(chain[chain.count - 1].name)' through " + chain.dropLast().map { "'\($0.name)'" }.joined(separator: " → ")
        }
        let more = ends - chains.count
        return routes.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
    }

    private func importFinding(_ edge: ImportEdge, _ target: TargetImports, _ severity: Severity, _ advice: String) -> Finding {
        let platforms = edge.platforms.map { $0.isEmpty ? "" : " (on \($0.joined(separator: ", ")))" } ?? ""
        return Finding(
            ruleID: header.kind, ruleName: header.name, severity: severity,
            message: "'\(target.module.name)' imports '\(edge.to.name)', \(advice)\(platforms)",
            location: edge.location, notes: declarationNote(target.module), because: header.because,
            subject: Self.importSubject(of: target.module.name) + "\(edge.to.name)'\(platforms)")
    }

    private func unusedFinding(_ entry: DependencyEntry, _ module: Module, _ severity: Severity) -> Finding {
        let names = entry.modules.map { "'\($0.name)'" }.joined(separator: ", ")
        let subject = entry.product.map { product in
            entry.modules.map(\.name) == [product] ? "'\(product)'" : "product '\(product)' (\(names))"
        } ?? names
        return Finding(
            ruleID: header.kind, ruleName: header.name, severity: severity,
            message: "'\(module.name)' declares a dependency on \(subject), but none of its files imports it; \(Self.removeAdvice(module))",
            location: entry.location, notes: declarationNote(module), because: header.because,
            subject: "'\(module.name)' declares a dependency on \(subject)")
    }

    /// Where the fix goes: `Package.swift` for a package target, the project for an Xcode target,
    /// the spec for a target an XcodeGen spec or a Tuist `Project.swift` declares (the project
    /// is generated from it: an edit in Xcode is lost).
    private enum Home { case package, xcode, spec(String), bazel(String) }

    private static func home(_ module: Module) -> Home {
        if module.isBazelTarget { return .bazel(module.location?.file ?? "its BUILD file") }
        guard module.isXcodeTarget else { return .package }
        if let file = module.location?.file,
            file.hasSuffix(".yml") || file.hasSuffix(".yaml") || file == "Project.swift" || file.hasSuffix("/Project.swift")
        {
            return .spec(file)
        }
        return .xcode
    }

    private static func declareAdvice(_ module: Module) -> String {
        switch home(module) {
        case .package: return "Declare it in Package.swift"
        case .xcode: return "Link it in the target's Frameworks phase in Xcode"
        case .spec(let file): return "Declare it in the target's dependencies in \(file)"
        case .bazel(let file): return "Declare it in the target's deps in \(file)"
        }
    }

    private static func addAdvice(_ module: Module) -> String {
        switch home(module) {
        case .package: return "add it to the target's dependencies in Package.swift"
        case .xcode: return "link it in the target's Frameworks phase in Xcode (a framework or a package product)"
        case .spec(let file): return "add it to the target's dependencies in \(file) (a target, package or framework)"
        case .bazel(let file): return "add it to the target's deps in \(file)"
        }
    }

    /// For a target outside SwiftPM (Xcode, a spec, Bazel) importing a package's target that no
    /// library product holds: such a target links products only, so one must be added first.
    private static func productAdvice(_ imported: ModuleID, for module: Module, _ index: GraphIndex) -> String {
        guard module.isXcodeTarget || module.isBazelTarget, let package = imported.package,
            index.moduleByID[imported].map({ !$0.isXcodeTarget && !$0.isBazelTarget }) ?? false,
            let manifest = index.graph.manifests.first(where: { $0.directory == package }),
            !manifest.products.contains(where: { $0.kind == .library && $0.targets.contains(imported.name) })
        else { return "" }
        let file = package.isEmpty ? "Package.swift" : "\(package)/Package.swift"
        return "; no library product of \(file) holds '\(imported.name)': add one there first, then link it"
    }

    private static func removeAdvice(_ module: Module) -> String {
        switch home(module) {
        case .package: return "remove it from Package.swift"
        case .xcode: return "remove it from the target in Xcode"
        case .spec(let file): return "remove it from the target's dependencies in \(file)"
        case .bazel(let file): return "remove it from the target's deps in \(file)"
        }
    }

    private func declarationNote(_ module: Module) -> [Note] {
        guard let location = module.location else { return [] }
        return [Note(message: "'\(module.name)' is declared here", location: location)]
    }
}

extension ImportEdge {
    /// An import that compiles only where `canImport(M)` of its own module holds (``CanImportGuard``):
    /// the file builds without it, so it needs no declaration. `#if !canImport(M)`, the `#else` of
    /// `#if canImport(M)` and `#if canImport(M) || os(iOS)` do not guard.
    var isGuarded: Bool {
        guard isConditional else { return false }
        let conditions = `import`.conditions
        // Most conditions never name the module: compared as bytes first, spaces and backticks aside, for
        // `canImport(Name)`, `canImport(Name, ...)` or `canImport(Name.Sub)`.
        let call = Array("canImport(\(to.name)".utf8)
        let named = conditions.contains { condition in
            let compact = condition.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "`") }
            return Self.hasCall(call, in: compact)
        }
        return named && CanImportGuard.implies(conditions, canImport: to.name)
    }

    /// Whether `call` occurs in `text` followed by `)`, `,` or `.`. A plain loop over bytes: the generic
    /// `contains(_:)` of a collection searched slices element by element through its witnesses,
    /// about a tenth of the `manifest` rule's time on a tree with conditional imports.
    private static func hasCall(_ call: [UInt8], in text: [UInt8]) -> Bool {
        guard text.count > call.count else { return false }
        for start in 0..<(text.count - call.count) where text[start] == call[0] {
            var matched = 1
            while matched < call.count, text[start + matched] == call[matched] { matched += 1 }
            let next = text[start + call.count]
            if matched == call.count,
                next == UInt8(ascii: ")") || next == UInt8(ascii: ",") || next == UInt8(ascii: ".")
            {
                return true
            }
        }
        return false
    }
}
