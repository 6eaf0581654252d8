import ArchCore

/// The package as read so far. Its parts change only through these methods; each returns the
/// problems it finds in what it is given.
///
/// What is declared more than once, typically in several `#if` branches, is merged. A target
/// declared in branches with different conditions (`#if os(Linux) .target(name: "X",
/// dependencies: ["A"]) #else .target(name: "X", dependencies: ["B"]) #endif`) is one target that
/// holds where any variant does; it keeps the first variant's location, path and exclusions, and
/// gets every variant's dependencies, each with the conditions of its variant. Variants that differ
/// in kind, path, exclusions or sources are reported (only the first one's are kept). Declared
/// twice under the same conditions, the first declaration wins as before.
struct PackageDraft {
    /// The lists a manifest can change after the `Package(...)` call (`package.targets += ...`).
    enum List: String {
        case targets, products, dependencies
    }

    /// `name:` of the `Package(...)` call, or of a later `package.name = ...`.
    private(set) var name: String?
    /// Where the first `Package(...)` call read stands; nil until one is read.
    private(set) var location: ArchCore.SourceLocation?
    /// The `#if` conditions of the last `Package(...)` call read.
    private(set) var conditions: [String]?
    private(set) var targets: [TargetDeclaration] = []
    /// Where each name stands in `targets`: a manifest of N targets is read in N steps, not N².
    private var targetIndex: [String: Int] = [:]
    private(set) var products: [ProductDeclaration] = []
    private var productIndex: [String: Int] = [:]
    private(set) var dependencies: [PackageDependency] = []

    /// Whether a `Package(...)` call under `conditions` is one more to read: the first, or one in
    /// another `#if` branch (`#if os(Linux) let package = Package(...) #else ... #endif`).
    func accepts(packageUnder conditions: [String]) -> Bool {
        location == nil || (self.conditions != conditions && !conditions.isEmpty)
    }

    /// Starts reading a `Package(...)` call at `location`; the first call's location is kept.
    mutating func begin(at location: ArchCore.SourceLocation, conditions: [String]) {
        self.conditions = conditions
        self.location = self.location ?? location
    }

    mutating func rename(_ name: String?) { self.name = name ?? self.name }

    /// Empties `list`, for `package.targets = [...]` whose right-hand side was read whole.
    mutating func removeAll(_ list: List) {
        switch list {
        case .targets:
            targets = []
            targetIndex = [:]
        case .products:
            products = []
            productIndex = [:]
        case .dependencies: dependencies = []
        }
    }

    /// What `list` holds so far, type-erased for the generic list reader.
    func contents(of list: List) -> [Any] {
        switch list {
        case .targets: return targets
        case .products: return products
        case .dependencies: return dependencies
        }
    }

    /// Adds `added` to the targets declared at `declarations` (`cli.dependencies.append(...)` on
    /// a constant holding `.target(...)`); false when no target is declared there.
    mutating func add(_ added: [TargetDependency], toTargetsAt declarations: Set<ArchCore.SourceLocation>) -> Bool {
        guard targets.contains(where: { declarations.contains($0.location) }) else { return false }
        for index in targets.indices where declarations.contains(targets[index].location) {
            for dependency in added { targets[index].dependencies.merge(dependency) }
        }
        return true
    }

    mutating func add(targets new: [TargetDeclaration]) -> [ManifestProblem] {
        var problems: [ManifestProblem] = []
        for target in new {
            guard let index = targetIndex[target.name] else {
                targetIndex[target.name] = targets.count
                targets.append(target)
                continue
            }
            let first = targets[index]
            if first.conditions == target.conditions {
                if !sameDeclaration(first, target) { problems.append(variant(target, of: first)) }
                continue
            }
            if !sameShape(first, target) { problems.append(variant(target, of: first)) }
            targets[index].conditions = Conditions.either(first.conditions, target.conditions)
            for dependency in target.dependencies { targets[index].dependencies.merge(dependency) }
        }
        return problems
    }

    /// A product declared in several branches holds where any does, with every branch's targets.
    mutating func add(products new: [ProductDeclaration]) {
        for product in new {
            guard let index = productIndex[product.name] else {
                productIndex[product.name] = products.count
                products.append(product)
                continue
            }
            guard products[index].conditions != product.conditions else { continue }
            products[index].conditions = Conditions.either(products[index].conditions, product.conditions)
            let known = Set(products[index].targets)
            products[index].targets += product.targets.filter { !known.contains($0) }
        }
    }

    /// A package dependency (by identity) declared in several branches holds where any does.
    mutating func add(dependencies new: [PackageDependency]) {
        for dependency in new {
            let identity = dependency.identity.lowercased()
            guard let index = dependencies.firstIndex(where: { $0.identity.lowercased() == identity }) else {
                dependencies.append(dependency)
                continue
            }
            dependencies[index].conditions = Conditions.either(dependencies[index].conditions, dependency.conditions)
        }
    }

    /// Equal but for where they are written.
    private func sameDeclaration(_ first: TargetDeclaration, _ again: TargetDeclaration) -> Bool {
        var relocated = again
        relocated.location = first.location
        relocated.dependencies = zip(again.dependencies, first.dependencies)
            .map { var dependency = $0.0; dependency.location = $0.1.location; return dependency }
            + again.dependencies.dropFirst(first.dependencies.count)
        return relocated == first
    }

    /// Equal in what places files in the target.
    private func sameShape(_ first: TargetDeclaration, _ again: TargetDeclaration) -> Bool {
        first.kind == again.kind && first.path == again.path && first.exclude == again.exclude
            && first.sources == again.sources
    }

    private func variant(_ target: TargetDeclaration, of first: TargetDeclaration) -> ManifestProblem {
        ManifestProblem(
            message: "target '\(target.name)' is declared again differently: "
                + "kept the first declaration (line \(first.location.line))",
            location: target.location)
    }
}

extension [TargetDependency] {
    /// Adds `dependency` unless it is already there: the same reference with the same platforms
    /// holds where either does; the same reference under the same conditions keeps the first.
    mutating func merge(_ dependency: TargetDependency) {
        let reference = dependency.reference
        if let index = firstIndex(where: { $0.reference == reference && $0.platforms == dependency.platforms }) {
            self[index].conditions = Conditions.either(self[index].conditions, dependency.conditions)
        } else if !contains(where: { $0.reference == reference && $0.conditions == dependency.conditions }) {
            append(dependency)
        }
    }
}
