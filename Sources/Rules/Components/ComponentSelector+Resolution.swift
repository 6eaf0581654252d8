import ArchCore

extension ComponentSelector {
    /// All members, captures ignored.
    func members(in index: GraphIndex) -> MemberSet {
        members(in: index, compiled: CompiledPatterns(self))
    }

    func members(in index: GraphIndex, compiled: CompiledPatterns) -> MemberSet {
        groups(in: index, compiled: compiled).values.reduce(into: MemberSet()) { $0.formUnion($1) }
    }

    /// Members grouped by the `{name}` capture value (`""` for patterns without capture).
    func groups(in index: GraphIndex) -> [String: MemberSet] {
        groups(in: index, compiled: CompiledPatterns(self))
    }

    /// ``groups(in:)`` with the patterns compiled already (a context resolves its components with
    /// and without tests from the same patterns).
    func groups(in index: GraphIndex, compiled: CompiledPatterns) -> [String: MemberSet] {
        var groups: [String: MemberSet] = [:]
        for module in candidates(in: index, compiled) {
            if let key = captureKey(for: module, compiled) { groups[key, default: MemberSet()].modules.insert(module.id) }
        }
        addPaths(in: index, compiled.paths, to: &groups)
        if tests { addOwnTests(in: index, to: &groups) }
        guard let excluded = exclude.first?.members(in: index) else { return groups }
        // The files of the excluded modules leave the groups that hold them by path.
        let filesOfExcludedModules = Set(excluded.modules.flatMap { index.filesByModule[$0] ?? [] })
        return groups.mapValues { group in
            var group = group
            group.modules.subtract(excluded.modules)
            group.files = group.files.filter { file in
                !excluded.files.contains(file) && !filesOfExcludedModules.contains(file)
            }
            group.excludedFiles.formUnion(excluded.files)
            return group
        }
    }

    /// With `tests: true`, `XTests` joins the group of `X` (same package) even when no pattern names it.
    ///
    /// The pairs are taken in order: a pair applies when its tested module is in the group by then
    /// (chosen, or a test added by an earlier pair). Each group looks up the pairs of its own
    /// modules instead of asking every pair about every group.
    private func addOwnTests(in index: GraphIndex, to groups: inout [String: MemberSet]) {
        guard !groups.isEmpty, !index.ownTests.isEmpty else { return }
        for key in Array(groups.keys) {
            var modules = groups[key]!.modules
            groups[key]!.modules = []
            var pending = modules.flatMap { index.ownTestPositions[$0] ?? [] }
            var seen = Set(pending)
            while let position = pending.popLast() {
                let test = index.ownTests[position].test
                modules.insert(test)
                for later in index.ownTestPositions[test] ?? [] where later > position && seen.insert(later).inserted {
                    pending.append(later)
                }
            }
            groups[key]!.modules = modules
        }
    }

    /// The modules a module-selecting pattern may pick: when every such pattern is a plain name
    /// (most components: `targets: [MoviesDomain]`), only the modules of those names and packages,
    /// found by lookup; else every module. `captureKey` still decides: a lookup finds at least
    /// what the patterns match (a configuration of 5,000 components by name asked 25 million
    /// questions of 5,000 modules, 5 s).
    private func candidates(in index: GraphIndex, _ compiled: CompiledPatterns) -> [Module] {
        guard compiled.plainModuleNames else { return index.graph.modules }
        let names = targets + external + modules
        let positions = names.flatMap { index.modulesByName[$0] ?? [] }
            + packages.flatMap { index.modulesByPackage[$0.isEmpty ? "." : $0] ?? [] }
        return Set(positions).sorted().map { index.graph.modules[$0] }
    }

    /// The capture under which a module-selecting pattern picks `module`, if one does.
    private func captureKey(for module: Module, _ compiled: CompiledPatterns) -> String? {
        let admitted = tests || !module.isTest
        switch module.kind {
        case .target, .configured:
            if admitted, let key = Self.firstKey(compiled.targets, module.name) { return key }
            if admitted, case .target = module.kind, let package = module.selectedPackage,
                let key = Self.firstKey(compiled.packages, package.isEmpty ? "." : package)
            {
                return key
            }
        case .external:
            if let key = Self.firstKey(compiled.external, module.name) { return key }
        }
        return Self.firstKey(compiled.modules, module.name)
    }

    /// The capture of the first pattern that matches `text`.
    private static func firstKey(_ patterns: [CapturePattern], _ text: String) -> String? {
        for pattern in patterns {
            if let key = pattern.match(text) { return key }
        }
        return nil
    }

    /// Files matching `paths`, and the modules whose source folder or every file matches.
    private func addPaths(in index: GraphIndex, _ patterns: [CapturePattern], to groups: inout [String: MemberSet]) {
        guard !patterns.isEmpty else { return }
        func key(_ path: String) -> String? { Self.firstKey(patterns, path) }
        var fileKeys: [String: String] = [:]
        // By position: a `for file in` copied each file with its imports.
        let files = index.graph.files
        for position in files.indices where tests || !index.isTest(files[position].module) {
            let path = files[position].path
            guard let key = key(path) else { continue }
            fileKeys[path] = key
            groups[key, default: MemberSet()].files.insert(path)
        }
        let modules = index.graph.modules
        for position in modules.indices where tests || !modules[position].isTest {
            let id = modules[position].id
            if let root = modules[position].sourceRoot, let key = key(root + "/") {
                groups[key, default: MemberSet()].modules.insert(id)
                continue
            }
            guard let files = index.filesByModule[id], let first = files.first,
                let key = fileKeys[first], files.dropFirst().allSatisfy({ fileKeys[$0] == key })
            else { continue }
            groups[key, default: MemberSet()].modules.insert(id)
        }
    }
}

/// A selector's patterns, parsed once.
struct CompiledPatterns: Sendable {
    let targets: [CapturePattern]
    let packages: [CapturePattern]
    let paths: [CapturePattern]
    let external: [CapturePattern]
    let modules: [CapturePattern]
    /// Whether every pattern that selects modules (targets, external, modules, packages) is a
    /// plain name, not a glob.
    let plainModuleNames: Bool

    init(_ selector: ComponentSelector) {
        plainModuleNames = !(selector.targets + selector.external + selector.modules + selector.packages).contains(where: \.isGlobPattern)
        targets = selector.targets.map(CapturePattern.init)
        // The root package is `.`; `""` is accepted for it too.
        packages = selector.packages.map { CapturePattern($0.isEmpty ? "." : $0) }
        paths = selector.paths.map(CapturePattern.init)
        external = selector.external.map(CapturePattern.init)
        modules = selector.modules.map(CapturePattern.init)
    }
}
