import ArchCore
import SwiftSyntax

/// `.target(...)` and friends, and the entries of their `dependencies:`.
extension ManifestEvaluator {
    static let targetTypes: Set<String> = ["Target", "PackageDescription.Target"]
    static let dependencyTypes: Set<String> = [
        "Target.Dependency", "PackageDescription.Target.Dependency", "Dependency",
    ]

    func targets(_ expr: ExprSyntax) -> [TargetDeclaration] {
        list(expr, .targets, element: target)
    }

    /// The target, with the `#if` conditions it is declared under; its dependencies' conditions
    /// start with them.
    func target(_ expr: ExprSyntax) -> TargetDeclaration? {
        withConditions(around: expr) { readTarget(expr) }
    }

    private func readTarget(_ expr: ExprSyntax) -> TargetDeclaration? {
        guard let call = expr.as(FunctionCallExprSyntax.self),
            let kind = call.calleeName.flatMap(TargetKind.init(rawValue:)),
            call.calleeBase.map(Self.targetTypes.contains) ?? true
        else {
            skipped(expr, ListKind.targets)
            return nil
        }
        guard let nameExpr = call.argument("name") else {
            problem("skipped '\(kind.rawValue)' without 'name:': it is not in the graph", at: call, hidesTargets: true)
            return nil
        }
        guard let name = string(nameExpr, ListKind.targetName) else { return nil }
        return TargetDeclaration(
            name: name,
            kind: kind,
            path: given(call.argument("path")).flatMap { string($0, "the target's path is ignored") },
            // Declared resources are not compiled: `.copy("Resources")` may hold `.swift` files.
            exclude: uniqued(
                (given(call.argument("exclude")).map { strings($0, "these excluded paths are ignored") } ?? [])
                    + (call.argument("resources").map(resourcePaths) ?? [])),
            sources: given(call.argument("sources")).map { strings($0, "these source paths are ignored") },
            dependencies: call.argument("dependencies").map(targetDependencies) ?? [],
            location: location(of: call),
            conditions: scope.conditions
        )
    }

    /// The literal paths of `.copy("P")`, `.process("P")`, `.embedInCode("P")` in an array literal.
    /// Anything else is left alone silently: resources are ignorable for the graph.
    func resourcePaths(_ expr: ExprSyntax) -> [String] {
        guard let array = expr.unwrapped.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { item in
            guard let call = item.expression.as(FunctionCallExprSyntax.self),
                let literal = call.arguments.first(where: { $0.label == nil })?.expression.as(StringLiteralExprSyntax.self),
                literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self)
            else { return nil }
            return segment.content.text
        }
    }

    private func uniqued(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }

    func targetDependencies(_ expr: ExprSyntax) -> [TargetDependency] {
        var result: [TargetDependency] = []
        for dependency in list(expr, .targetDependencies, element: targetDependency) {
            result.merge(dependency)
        }
        return result
    }

    func targetDependency(_ expr: ExprSyntax) -> TargetDependency? {
        if expr.is(StringLiteralExprSyntax.self) {
            guard let name = string(expr, "the dependency is not in the graph") else { return nil }
            return TargetDependency(
                reference: .byName(name), location: location(of: expr), conditions: conditions(at: expr))
        }
        if let member = dependencyMember(expr) {
            // `.tca`, a static member of `extension Target.Dependency`: what it holds, declared here.
            return resolving("Target.Dependency." + member.name, at: expr, fallback: nil) {
                guard let definition = member.definitions.first, member.definitions.count == 1,
                    var dependency = targetDependency(definition.unwrapped)
                else {
                    if member.definitions.count > 1 { skipped(expr, ListKind.targetDependencies.consequence) }
                    return nil
                }
                dependency.location = location(of: expr)
                dependency.conditions = conditions(at: expr)
                return dependency
            }
        }
        guard let call = expr.as(FunctionCallExprSyntax.self),
            call.calleeBase.map(Self.dependencyTypes.contains) ?? true,
            let reference = dependencyReference(call)
        else {
            skipped(expr, ListKind.targetDependencies.consequence)
            return nil
        }
        guard let reference = reference else { return nil }
        let platforms = call.argument("condition").flatMap(platforms(condition:))
        return TargetDependency(
            reference: reference, platforms: platforms, location: location(of: call), conditions: conditions(at: call))
    }

    /// `.name` or `Target.Dependency.name` where the manifest declares `name` as a static member of
    /// `extension Target.Dependency`, with its definitions.
    private func dependencyMember(_ expr: ExprSyntax) -> (name: String, definitions: [ExprSyntax])? {
        guard let access = expr.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil else { return nil }
        if let base = access.base {
            let type = base.trimmedDescription.filter { !$0.isWhitespace }
            guard type == "Target.Dependency" || type == "PackageDescription.Target.Dependency" else { return nil }
        }
        let name = access.declName.baseName.text
        guard let definitions = bindings.dependencyMembers[name] else { return nil }
        return (name, definitions)
    }

    /// nil when the call is not a dependency; `.some(nil)` when it is but its name is unreadable.
    private func dependencyReference(_ call: FunctionCallExprSyntax) -> TargetDependency.Reference?? {
        let consequence = "the dependency is not in the graph"
        let name = { call.argument("name").flatMap { self.string($0, consequence) } }
        switch call.calleeName {
        case "byName", "byNameItem": return .some(name().map(TargetDependency.Reference.byName))
        case "target", "targetItem": return .some(name().map(TargetDependency.Reference.target))
        case "product", "productItem":
            guard let productName = name() else { return .some(nil) }
            let package = call.argument("package").flatMap { string($0, consequence) }
            return .some(.product(name: productName, package: package))
        default: return nil
        }
    }

    /// `.when(platforms: [...])` -> the platform names; `.when(traits:)` alone -> nil (unconditional).
    func platforms(condition expression: ExprSyntax) -> [String]? {
        if expression.unwrapped.is(NilLiteralExprSyntax.self) { return nil }
        let expr = resolved(expression, .platforms).first?.expr ?? expression
        guard let call = expr.as(FunctionCallExprSyntax.self), call.calleeName == "when" else {
            skipped(expr, ListKind.platforms.consequence)
            return nil
        }
        guard let platformsExpr = call.argument("platforms") else { return nil }
        let before = problems.count
        let names = list(platformsExpr, .platforms, element: platform)
        return problems.count == before ? names : nil
    }

    private func platform(_ expr: ExprSyntax) -> String? {
        if let member = expr.as(MemberAccessExprSyntax.self),
            member.base.map({ $0.dottedName == "Platform" }) ?? true
        {
            return member.declName.baseName.text
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.calleeName == "custom",
            let name = call.argument(nil)
        {
            return string(name, ListKind.platforms.consequence)
        }
        skipped(expr, ListKind.platforms.consequence)
        return nil
    }
}
