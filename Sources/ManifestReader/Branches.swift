import ArchCore
import SwiftSyntax

/// Which branches of a top-level `if` the reader follows.
struct Branches {
    var statements: [CodeBlockItemListSyntax]
    /// Why only some branches were taken, or why all were; nil when the `if` is harmless.
    var note: String?

    /// For an environment check, the branch taken with the variable unset; otherwise every branch.
    init(of ifExpr: IfExprSyntax) {
        let all = Self.allBranches(of: ifExpr)
        guard let (value, variable) = Self.environmentCondition(ifExpr.conditions) else {
            self.statements = all
            self.note = "condition '\(excerpt: ifExpr.conditions.trimmedDescription)' is not evaluated: read every branch"
            return
        }
        let elseBranches = Array(all.dropFirst())
        let which = value
            ? "read the 'if' branch only"
            : (elseBranches.isEmpty ? "skipped the 'if' branch" : "read the 'else' branch only")
        self.statements = value ? [ifExpr.body.statements] : elseBranches
        self.note = "assumed environment variable '\(excerpt: variable)' is unset: \(which)"
    }

    private static func allBranches(of ifExpr: IfExprSyntax) -> [CodeBlockItemListSyntax] {
        var result = [ifExpr.body.statements]
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: result += Self.allBranches(of: next)
        case .codeBlock(let block)?: result.append(block.statements)
        case nil: break
        }
        return result
    }

    /// `(value with the variable unset, variable)` for `environment["X"] == nil` and its variants.
    /// Conditions separated by commas all hold: one that fails with the variable unset decides.
    private static func environmentCondition(_ conditions: ConditionElementListSyntax) -> (Bool, String)? {
        let values = conditions.map { environmentCondition($0.condition) }
        if let failing = values.compactMap({ $0 }).first(where: { !$0.0 }) { return failing }
        guard let first = values.first ?? nil, values.allSatisfy({ $0 != nil }) else { return nil }
        return first
    }

    private static func environmentCondition(_ condition: ConditionElementSyntax.Condition) -> (Bool, String)? {
        switch condition {
        case .expression(let expr): return environmentValue(expr)
        case .optionalBinding(let binding):
            guard let value = binding.initializer?.value, let name = environmentVariable(value) else {
                return nil
            }
            return (false, name)
        default: return nil
        }
    }

    /// `(value with the variable unset, variable)` for the condition of `condition ? a : b`
    /// (the items of its sequence before `?`), as for an `if`.
    static func environmentCondition(ofTernary items: [ExprSyntax]) -> (Bool, String)? {
        items.count == 1 ? environmentValue(items[0]) : environmentComparison(items)
    }

    private static func environmentValue(_ expression: ExprSyntax) -> (Bool, String)? {
        let expr = expression.unwrapped
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return Self.environmentValue(prefix.expression).map { (!$0.0, $0.1) }
        }
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
        return environmentComparison(Array(sequence.elements))
    }

    /// `environment["X"] == nil`, `"a" != environment["X"]`, ... as three items of a sequence.
    private static func environmentComparison(_ items: [ExprSyntax]) -> (Bool, String)? {
        guard items.count == 3, let op = items[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!="
        else { return nil }
        let (variableSide, other) = environmentVariable(items[0]) != nil ? (items[0], items[2]) : (items[2], items[0])
        guard let name = environmentVariable(variableSide) else { return nil }
        // Unset, the variable is nil: equal to `nil`, different from any string.
        let equal = other.unwrapped.is(NilLiteralExprSyntax.self)
        return (op == "==" ? equal : !equal, name)
    }

    /// `X` in `ProcessInfo.processInfo.environment["X"]` or `Context.environment["X"]`.
    private static func environmentVariable(_ expr: ExprSyntax) -> String? {
        guard let subscriptCall = expr.unwrapped.as(SubscriptCallExprSyntax.self),
            subscriptCall.calledExpression.unwrapped.referencedName == "environment",
            let key = subscriptCall.arguments.first?.expression.as(StringLiteralExprSyntax.self)
        else { return nil }
        return key.representedLiteralValue
    }
}
