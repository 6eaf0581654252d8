import ArchCore

/// Merges what is declared more than once, typically in several `#if` branches.
///
/// A target declared in branches with different conditions (`#if os(Linux) .target(name: "X",
/// dependencies: ["A"]) #else .target(name: "X", dependencies: ["B"]) #endif`) is one target that
/// holds where any variant does; it keeps the first variant's location, path and exclusions, and
/// gets every variant's dependencies, each with the conditions of its variant. Variants that differ
/// in kind, path, exclusions or sources are reported (only the first one's are kept). Declared
/// twice under the same conditions, the first declaration wins as before.
extension ManifestEvaluator {
    func add(targets new: [TargetDeclaration]) {
        for target in new {
            guard let index = targets.firstIndex(where: { $0.name == target.name }) else {
                targets.append(target)
                continue
            }
            let first = targets[index]
            if first.conditions == target.conditions {
                if !sameDeclaration(first, target) { reportVariant(target, of: first) }
                continue
            }
            if !sameShape(first, target) { reportVariant(target, of: first) }
            targets[index].conditions = Conditions.either(first.conditions, target.conditions)
            for dependency in target.dependencies { targets[index].dependencies.merge(dependency) }
        }
    }

    /// A product declared in several branches holds where any does, with every branch's targets.
    func add(products new: [ProductDeclaration]) {
        for product in new {
            guard let index = products.firstIndex(where: { $0.name == product.name }) else {
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
    func add(dependencies new: [PackageDependency]) {
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

    private func reportVariant(_ target: TargetDeclaration, of first: TargetDeclaration) {
        problems.append(ManifestProblem(
            message: "target '\(target.name)' is declared again differently: "
                + "kept the first declaration (line \(first.location.line))",
            location: target.location))
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
