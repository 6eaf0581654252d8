import ArchCore
import SwiftSyntax

/// `package.targets.append(...)`, `append(contentsOf:)`, `+=`, `=`, and merging what they add.
extension ManifestEvaluator {
    /// `package.X = ...`, `package.X += ...`; also plain `constant = ...` (read in the first pass).
    func readAssignment(_ sequence: SequenceExprSyntax) -> Bool {
        guard let (op, target) = sequence.assignment else { return false }
        let isAssignment = op == "="
        if target.is(DeclReferenceExprSyntax.self) { return true }
        guard let property = packageProperty(target) else { return false }
        if property == "name", isAssignment {
            rename(string(sequence.assignedValue, "the earlier name is kept"))
            return true
        }
        return add(property, list: sequence.assignedValue, replacing: isAssignment)
    }

    /// `package.X.append(e)`, `package.X.append(contentsOf: es)`, `package.X.insert(e, at: i)`.
    func readAppend(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.unwrapped.as(MemberAccessExprSyntax.self),
            let base = member.base, let property = packageProperty(base)
        else { return false }
        switch member.declName.baseName.text {
        case "append" where call.argument("contentsOf") != nil:
            return add(property, list: call.argument("contentsOf"))
        case "append", "insert":
            guard let element = call.arguments.first?.expression else { return false }
            return add(property, element: element)
        default: return false
        }
    }

    /// `targets` for `package.targets` when `package` is bound to the `Package(...)` call.
    func packageProperty(_ expr: ExprSyntax) -> String? {
        guard let member = expr.unwrapped.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self),
            bindings.packageNames.contains(base.baseName.text)
        else { return nil }
        let name = member.declName.baseName.text
        return ["targets", "products", "dependencies", "name"].contains(name) ? name : nil
    }

    /// Adds `list` (a list expression) or `element` (one element) to the package's `property`.
    private func add(
        _ property: String, list: ExprSyntax? = nil, element: ExprSyntax? = nil, replacing: Bool = false
    ) -> Bool {
        func items<T>(_ kind: ListKind, _ read: (ExprSyntax) -> T?) -> [T] {
            if let list { return self.list(list, kind, element: read) }
            return element.map { elements($0, kind, element: read) } ?? []
        }
        // `package.targets = package.targets.filter { ... }` must not empty the graph: a replacement
        // is applied only when its whole right-hand side was read.
        let before = problems.count
        switch property {
        case "targets":
            let new = items(.targets, target)
            if replacing && problems.count == before { removeAll(.targets) }
            add(targets: new)
        case "products":
            let new = items(.products, product)
            if replacing && problems.count == before { removeAll(.products) }
            add(products: new)
        case "dependencies":
            let new = items(.packageDependencies, packageDependency)
            if replacing && problems.count == before { removeAll(.dependencies) }
            add(dependencies: new)
        default: return false
        }
        return true
    }
}
