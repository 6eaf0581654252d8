import SwiftSyntax

/// Decides whether code the reader skips could change what the graph needs
/// (targets, products, dependencies, names, paths), so harmless loops are not reported.
extension ManifestEvaluator {
    static let graphProperties: Set<String> = [
        "targets", "dependencies", "products", "name", "path", "exclude", "sources",
    ]
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "replaceSubrange",
        "removeSubrange", "sort", "reverse",
    ]

    func mutatesGraph(_ node: some SyntaxProtocol) -> Bool {
        let finder = GraphMutationFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }
}

private final class GraphMutationFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let items = Array(node.elements)
        for (index, item) in items.enumerated().dropFirst() where isAssignment(item) {
            if touchesGraph(items[index - 1]) { found = true }
        }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            ManifestEvaluator.mutatingMethods.contains(member.declName.baseName.text),
            let base = member.base, touchesGraph(base)
        {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }

    private func isAssignment(_ expr: ExprSyntax) -> Bool {
        if expr.is(AssignmentExprSyntax.self) { return true }
        let text = expr.as(BinaryOperatorExprSyntax.self)?.operator.text
        return text == "+=" || text == "-="
    }

    /// Whether the chain `a.b?.c[0].d` names one of the graph's properties.
    private func touchesGraph(_ expr: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expr
        while let node = current {
            if let member = node.as(MemberAccessExprSyntax.self) {
                if ManifestEvaluator.graphProperties.contains(member.declName.baseName.text) { return true }
                current = member.base
            } else if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = node.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else {
                return false
            }
        }
        return false
    }
}
