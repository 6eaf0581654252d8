import ArchCore
import SwiftSyntax

/// Small questions asked of swift-syntax nodes, independent of manifest semantics.
extension ExprSyntax {
    /// The expression without wrapping parentheses, `try`, `await`, and `as` casts.
    var unwrapped: ExprSyntax {
        if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return only.expression.unwrapped
        }
        if let tryExpr = self.as(TryExprSyntax.self) { return tryExpr.expression.unwrapped }
        if let awaitExpr = self.as(AwaitExprSyntax.self) { return awaitExpr.expression.unwrapped }
        if let forced = self.as(ForceUnwrapExprSyntax.self) { return forced.expression.unwrapped }
        if let sequence = self.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let first = sequence.elements.first,
            sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
        {
            return first.unwrapped
        }
        return self
    }

    /// `name` for `name`, `.name`, `Type.name`; nil for anything else.
    var referencedName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The dotted spelling of a plain reference chain (`PackageDescription.Target`), else nil.
    var dottedName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return "." + member.declName.baseName.text }
            return base.dottedName.map { $0 + "." + member.declName.baseName.text }
        }
        return nil
    }

    /// A short one-line excerpt of the expression for messages (``ArchCore/Excerpt``).
    var excerpt: String { Excerpt.of(trimmedDescription) }
}

extension StringLiteralExprSyntax {
    /// The value of a one-line literal without escapes or interpolation (`"Domain"`, `#"a"#`): its
    /// text as written. nil for anything else, which `representedLiteralValue` reads (it unescapes,
    /// and strips the indentation of multi-line literals).
    var plainValue: String? {
        guard openingQuote.tokenKind == .stringQuote, segments.count == 1,
            case .stringSegment(let segment)? = segments.first, !hasError
        else { return nil }
        let text = segment.content.text
        return text.utf8.contains(UInt8(ascii: "\\")) ? nil : text
    }
}

extension SequenceExprSyntax {
    /// For `lhs = rhs` / `lhs += rhs`: the assignment's operator text (`=` or `+=`) and its left side.
    var assignment: (operator: String, target: ExprSyntax)? {
        let items = Array(elements.prefix(2))
        guard items.count == 2, elements.count >= 3 else { return nil }
        if items[1].is(AssignmentExprSyntax.self) { return ("=", items[0]) }
        if let op = items[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "+=" { return (op, items[0]) }
        return nil
    }

    /// The right side of an assignment: the expression itself when it is alone, else this sequence
    /// (list reading skips the `lhs =` prefix), so positions in the file are kept.
    var assignedValue: ExprSyntax {
        elements.count == 3 ? Array(elements)[2] : ExprSyntax(self)
    }
}

extension FunctionCallExprSyntax {
    /// The called member: `.target` in `.target(...)` or `Target.target(...)`, `f` in `f(...)`.
    var calleeName: String? { calledExpression.unwrapped.referencedName }

    /// The type the member is called on, spelled (`Target` in `Target.target(...)`), or nil.
    var calleeBase: String? {
        calledExpression.unwrapped.as(MemberAccessExprSyntax.self)?.base?.dottedName
    }

    /// The argument labelled `label`, or the first unlabelled argument when `label` is nil.
    func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// `name(a:_:)`: how Swift names the called function, for messages.
    var signature: String {
        let name = calledExpression.unwrapped.referencedName ?? calledExpression.excerpt
        let labels = arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        let closures = (trailingClosure == nil ? "" : "_:")
            + additionalTrailingClosures.map { $0.label.text + ":" }.joined()
        return Excerpt.of("\(name)(\(labels)\(closures))")
    }
}
