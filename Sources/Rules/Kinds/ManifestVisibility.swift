import ArchCore

/// One entry of a target's `dependencies:` in `Package.swift`, resolved: a product of several
/// targets gives several modules at one location.
struct DependencyEntry: Hashable, Sendable {
    var location: SourceLocation
    var product: String?
    var modules: [ModuleID]

    /// The product's name and its modules' names, what `ignore` globs are matched against.
    var names: [String] { (product.map { [$0] } ?? []) + modules.map(\.name) }
}

/// What each target can import according to its package manifest: its declared dependencies, the
/// modules reachable through them (SwiftPM lets those through) and the modules they re-export
/// (`@_exported import`), computed once per check.
struct ManifestVisibility {
    /// Each target's dependency entries, in manifest order.
    let entries: [ModuleID: [DependencyEntry]]
    /// The modules each module's files `@_exported import`.
    private let reexports: [ModuleID: Set<ModuleID>]
    /// Names of dependency entries archlint could not resolve, by target: what they provide is unknown.
    let unresolved: [ModuleID: Set<String>]
    let successors: [ModuleID: [ModuleID]]

    init(_ graph: Graph) {
        var entries: [ModuleID: [DependencyEntry]] = [:]
        var successors: [ModuleID: [ModuleID]] = [:]
        for dependency in graph.dependencies {
            successors[dependency.from, default: []].append(dependency.to)
            // Changed in place: a copy taken out and stored back copied the list at every entry.
            Self.add(dependency, to: &entries[dependency.from, default: []])
        }
        var reexports: [ModuleID: Set<ModuleID>] = [:]
        for edge in graph.imports where edge.isExported {
            if let from = edge.from, from != edge.to { reexports[from, default: []].insert(edge.to) }
        }
        // CocoaPods' aggregate target (`Pods-App`, building `Pods_App.framework` in
        // `Pods/Pods.xcodeproj`) is how an app declares its pods: its xcconfig links each of them.
        let aggregates = Set(graph.modules.lazy.filter(Self.isPodsAggregate).map(\.id))
        if !aggregates.isEmpty {
            for dependency in graph.dependencies where aggregates.contains(dependency.from) {
                reexports[dependency.from, default: []].insert(dependency.to)
            }
        }
        self.entries = entries
        self.successors = successors
        self.reexports = reexports
        self.unresolved = ManifestVisibility.unresolvedEntries(graph, resolved: Set(graph.dependencies.map(\.location)))
    }

    /// A target of CocoaPods' generated project that gathers an app's pods (`Pods-App`, module
    /// `Pods_App`): a framework without sources of its own.
    static func isPodsAggregate(_ module: Module) -> Bool {
        module.isXcodeTarget && module.name.hasPrefix("Pods_")
            && (module.id.package.map { $0 == "Pods/Pods.xcodeproj" || $0.hasSuffix("/Pods/Pods.xcodeproj") } ?? false)
    }

    /// One more resolved module of the last entry when it stands at the same place, else a new entry.
    private static func add(_ dependency: DeclaredDependency, to list: inout [DependencyEntry]) {
        if let last = list.indices.last, list[last].location == dependency.location {
            list[last].modules.append(dependency.to)
        } else {
            list.append(DependencyEntry(location: dependency.location, product: dependency.product, modules: [dependency.to]))
        }
    }

    /// Entries of `Package.swift` that became no declared dependency (the workspace reported them
    /// as `unresolved_dependency`), by the target that declares them. A target whose declaration
    /// holds something the reader skipped (a problem between its `.target(` and the next target's)
    /// gets `*`: any name; so does every target of a manifest with a skipped statement that
    /// changes the package (`for target in package.targets { target.dependencies += [...] }`,
    /// which may add dependencies to any of them).
    private static func unresolvedEntries(_ graph: Graph, resolved: Set<SourceLocation>) -> [ModuleID: Set<String>] {
        var result: [ModuleID: Set<String>] = [:]
        for manifest in graph.manifests {
            let targets = manifest.targets.sorted { $0.location < $1.location }
            let changesSkipped = manifest.problems.contains { $0.hidesProducts }
            for (offset, target) in targets.enumerated() {
                var names = Set(target.dependencies.filter { !resolved.contains($0.location) }.map(\.name))
                let end = offset + 1 < targets.count ? targets[offset + 1].location : nil
                let skipped = changesSkipped || manifest.problems.contains { problem in
                    problem.location.file == target.location.file && target.location <= problem.location
                        && end.map { problem.location < $0 } ?? true
                }
                if skipped { names.insert("*") }
                if !names.isEmpty { result[ModuleID(package: manifest.directory, name: target.name)] = names }
            }
        }
        // An Xcode target's (or a spec's) dependencies archlint could not resolve or read.
        for module in graph.modules {
            if let names = module.unresolvedDependencies { result[module.id, default: []].formUnion(names) }
        }
        return result
    }

    /// The modules `module` declares directly.
    func direct(_ module: ModuleID) -> [ModuleID] { successors[module] ?? [] }

    /// `module` and every module it re-exports, transitively.
    func exported(by module: ModuleID) -> Set<ModuleID> {
        // Most modules re-export nothing.
        guard reexports[module] != nil else { return [module] }
        var seen: Set<ModuleID> = [module]
        var pending = [module]
        while let next = pending.popLast() {
            for child in reexports[next] ?? [] where seen.insert(child).inserted { pending.append(child) }
        }
        return seen
    }

    /// The shortest chain of declared dependencies from `module` to one matching `target`, first hop
    /// first (`[D, ..., target]`); `nil` when none leads there. Ties go to the earliest declaration.
    func chain(from module: ModuleID, to target: ModuleID) -> [ModuleID]? {
        chain(from: module) { $0.provides(target) }
    }

    /// The shortest chain of declared dependencies from `module` to each module that `isEnd`
    /// (first hop first), shortest first, ties in declaration order.
    func chains(from module: ModuleID, where isEnd: (ModuleID) -> Bool) -> [[ModuleID]] {
        var parent: [ModuleID: ModuleID] = [:]
        var seen: Set<ModuleID> = [module]
        var queue = [module]
        var head = 0
        var chains: [[ModuleID]] = []
        while head < queue.count {
            let current = queue[head]
            head += 1
            for next in direct(current) where seen.insert(next).inserted {
                parent[next] = current
                queue.append(next)
                guard isEnd(next) else { continue }
                var path = [next]
                while let up = parent[path[0]], up != module { path.insert(up, at: 0) }
                chains.append(path)
            }
        }
        return chains
    }

    /// The shortest chain of declared dependencies from `module` to one that `isEnd`, first hop
    /// first; `nil` when none leads there. Ties go to the earliest declaration.
    func chain(from module: ModuleID, where isEnd: (ModuleID) -> Bool) -> [ModuleID]? {
        var parent: [ModuleID: ModuleID] = [:]
        var seen: Set<ModuleID> = [module]
        var queue = [module]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for next in direct(current) where seen.insert(next).inserted {
                parent[next] = current
                if isEnd(next) {
                    var path = [next]
                    while let up = parent[path[0]], up != module { path.insert(up, at: 0) }
                    return path
                }
                queue.append(next)
            }
        }
        return nil
    }

    /// Every module reachable from `module` through declared dependencies, itself included.
    func closure(of module: ModuleID) -> Set<ModuleID> {
        var seen: Set<ModuleID> = [module]
        var pending = [module]
        while let next = pending.popLast() {
            for child in direct(next) where seen.insert(child).inserted { pending.append(child) }
        }
        return seen
    }
}

extension ModuleID {
    /// Whether a declared dependency on `self` lets one import `imported`: the same module, a
    /// product of a package archlint does not read whose name is the imported module's, or a
    /// target whose name is not an identifier (`my-lib` is imported as `my_lib`).
    func provides(_ imported: ModuleID) -> Bool {
        if self == imported { return true }
        let module = moduleName
        return module == imported.name && (package == nil || imported.package == nil || module != name)
    }

}
