import SwiftSyntax

/// Problem messages that say what was skipped, so a reader of the finding knows where to look.
extension ManifestEvaluator {
    static let closureMethods: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "reduce", "forEach", "sorted", "first", "contains",
    ]

    /// Records that `expr` could not be read; `consequence` says what the graph loses.
    func skipped(_ expr: ExprSyntax, _ consequence: String) {
        skipped(expr, ListKind.strings(consequence))
    }

    /// Records that `expr` could not be read, losing what `kind` says.
    func skipped(_ expr: ExprSyntax, _ kind: ListKind) {
        if kind.hidesTargets, isClosureTransformOfListBeingRead(expr) {
            // `targets = targets.filter { ... }` (under a condition archlint does not evaluate), or
            // `package.targets = package.targets.filter { ... }`: the targets read before it stay,
            // so nothing goes missing; a warning. Any other unreadable replacement hides targets.
            problem("\(description(of: expr)): the list is kept as it was before it", at: expr)
            return
        }
        problem("\(description(of: expr)): \(kind.consequence)", at: expr, losing: kind)
    }

    /// `name.filter { ... }`, `name.map { ... }`, ... on the constant `name` whose definitions are
    /// being read, or on `package.targets` (`.products`, `.dependencies`): a transform of what the
    /// list held before.
    func isClosureTransformOfListBeingRead(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.unwrapped.as(MemberAccessExprSyntax.self),
            let base = member.base,
            Self.closureMethods.contains(member.declName.baseName.text)
        else { return false }
        if let constant = base.unwrapped.as(DeclReferenceExprSyntax.self) {
            return scope.resolving.contains(constant.baseName.text)
        }
        return packageProperty(base) != nil
    }

    func description(of expr: ExprSyntax) -> String {
        if text.holdsElidedArray(expr) {
            return "skipped an expression with '[' nested more than \(ManifestReader.maximumBracketDepth) deep "
                + "(parsing it would take too long)"
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return description(of: call) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if bindings.functions[name] != nil { return "skipped computed variable '\(name)'" }
            return "skipped unknown identifier '\(name)'"
        }
        if let literal = expr.as(StringLiteralExprSyntax.self), literal.representedLiteralValue == nil {
            return "skipped string interpolation \(expr.excerpt)"
        }
        if expr.is(ClosureExprSyntax.self) { return "skipped closure" }
        if expr.is(MemberAccessExprSyntax.self) {
            return "skipped member '\(expr.excerpt)'"
        }
        return "skipped expression '\(expr.excerpt)'"
    }

    private func description(of call: FunctionCallExprSyntax) -> String {
        if call.calledExpression.unwrapped.is(ClosureExprSyntax.self) { return "skipped immediately called closure" }
        let name = call.calleeName ?? ""
        let hasClosure = call.trailingClosure != nil
            || call.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
        if hasClosure, Self.closureMethods.contains(name) {
            return "skipped '\(name)' closure"
        }
        if call.calledExpression.unwrapped.is(DeclReferenceExprSyntax.self), bindings.functions[name] != nil {
            return "skipped call to helper function '\(call.signature)'"
        }
        return "skipped call to '\(call.signature)'"
    }
}
