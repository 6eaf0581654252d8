import ArchCore
import SwiftSyntax

/// `let cli = Target.target(...)` used in `targets:`, then `cli.dependencies.append(...)` later:
/// the added dependencies belong to the target declared by the constant.
extension ManifestEvaluator {
    /// Reads `c.dependencies.append(x)`, `.append(contentsOf: xs)` and `c.dependencies += xs`.
    func readTargetConstantMutation(_ expr: ExprSyntax) -> Bool {
        if let call = expr.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "append",
            let base = member.base, let name = targetConstant(base), let argument = call.arguments.first
        {
            let added = argument.label?.text == "contentsOf"
                ? targetDependencies(argument.expression)
                : elements(argument.expression, .targetDependencies, element: targetDependency)
            return add(dependencies: added, toTargetsIn: name)
        }
        if let sequence = expr.as(SequenceExprSyntax.self), let (op, target) = sequence.assignment, op == "+=" {
            guard let name = targetConstant(target) else { return false }
            return add(dependencies: targetDependencies(sequence.assignedValue), toTargetsIn: name)
        }
        return false
    }

    /// `c` in `c.dependencies` when `c` is a top-level constant.
    private func targetConstant(_ expr: ExprSyntax) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "dependencies",
            let base = member.base
        else { return nil }
        return constantName(base)
    }

    private func add(dependencies added: [TargetDependency], toTargetsIn name: String) -> Bool {
        add(added, toTargetsAt: Set(bindings.constants[name, default: []].map { location(of: $0.unwrapped) }))
    }
}
