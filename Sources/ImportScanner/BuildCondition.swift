import SwiftParser
import SwiftSyntax

/// A parsed `#if` condition, reduced to what the evaluator needs.
indirect enum BuildCondition: Hashable, Sendable {
    case constant(Bool)
    /// A custom compilation flag (`DEBUG`).
    case flag(String)
    case not(BuildCondition)
    case and(BuildCondition, BuildCondition)
    case or(BuildCondition, BuildCondition)
    /// `os(X)`, `arch(X)`, `targetEnvironment(X)`, `_endian(X)`, `_pointerBitWidth(X)`,
    /// `_runtime(X)`, `canImport(X)`: the function and its first argument.
    case platformCheck(String, String)
    /// `swift(>=V)`, `swift(<V)`, `compiler(...)`: whether the check is `>=`, and the version.
    case version(atLeast: Bool, String)
    /// Something that cannot be decided from the matrix (`hasFeature(X)`, an unknown function, a
    /// condition that does not parse): it may hold or not.
    case undecided

    /// Parses the text of one condition as the scanner records it (`os(iOS) || DEBUG`).
    static func parse(_ text: String) -> BuildCondition {
        let tree = Parser.parse(source: "#if \(text)\n#endif\n")
        guard !tree.hasError, tree.statements.count == 1,
            let ifConfig = tree.statements.first?.item.as(IfConfigDeclSyntax.self),
            let condition = ifConfig.clauses.first?.condition
        else { return .undecided }
        return BuildCondition(condition)
    }

    init(_ expr: ExprSyntax) {
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            self = .constant(literal.literal.tokenKind == .keyword(.true))
        } else if let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            self = .flag(reference.baseName.text)
        } else if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            self = .not(BuildCondition(prefix.expression))
        } else if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            self = BuildCondition(only.expression)
        } else if let sequence = expr.as(SequenceExprSyntax.self) {
            self = BuildCondition.fold(Array(sequence.elements)[...])
        } else if let infix = expr.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        {
            self = BuildCondition.combine(op, BuildCondition(infix.leftOperand), BuildCondition(infix.rightOperand))
        } else if let call = expr.as(FunctionCallExprSyntax.self) {
            self = BuildCondition(call: call)
        } else {
            self = .undecided
        }
    }

    /// An unfolded `a || b && c`: `&&` binds tighter than `||`, both associate to the left.
    private static func fold(_ elements: ArraySlice<ExprSyntax>) -> BuildCondition {
        for op in ["||", "&&"] {
            if let split = elements.lastIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == op }) {
                return combine(op, fold(elements[..<split]), fold(elements[(split + 1)...]))
            }
        }
        guard elements.count == 1, let only = elements.first else { return .undecided }
        return BuildCondition(only)
    }

    private static func combine(_ op: String, _ lhs: BuildCondition, _ rhs: BuildCondition) -> BuildCondition {
        switch op {
        case "&&": .and(lhs, rhs)
        case "||": .or(lhs, rhs)
        default: .undecided
        }
    }

    private static let platformChecks: Set<String> = [
        "os", "arch", "targetEnvironment", "_endian", "_pointerBitWidth", "_runtime", "canImport",
    ]

    private init(call: FunctionCallExprSyntax) {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first, argument.label == nil
        else {
            self = .undecided
            return
        }
        let text = argument.expression.trimmedDescription.filter { !$0.isWhitespace }
        switch name {
        case "swift", "compiler":
            if text.hasPrefix(">=") {
                self = .version(atLeast: true, String(text.dropFirst(2)))
            } else if text.hasPrefix("<") {
                self = .version(atLeast: false, String(text.dropFirst()))
            } else {
                self = .undecided
            }
        case "canImport":
            // `canImport(A.B)` asks for a submodule; the module decides where it exists.
            let module = text.split(separator: ".").first.map(String.init) ?? text
            self = .platformCheck(name, module)
        case _ where Self.platformChecks.contains(name):
            self = .platformCheck(name, text)
        default:
            // hasFeature, hasAttribute, _hasAtomicBitWidth, _ptrauth and future functions.
            self = .undecided
        }
    }
}
