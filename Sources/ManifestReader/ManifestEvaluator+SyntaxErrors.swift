import SwiftSyntax

/// Syntax errors: swift-syntax recovers around them, but what they hide is not read, and SwiftPM
/// would not load the manifest at all, so each is an error (the targets cannot be known).
extension ManifestEvaluator {
    static let maximumSyntaxProblems = 5

    func reportSyntaxErrors() {
        guard text.tree.hasError || text.tree.hasMaximumNestingLevelOverflow else { return }
        let finder = SyntaxErrorFinder(viewMode: .all)
        finder.walk(text.tree)
        for node in finder.errors.prefix(Self.maximumSyntaxProblems) {
            if let token = node.as(TokenSyntax.self) {
                problem("syntax error: expected '\(token.text)' here; what follows may be misread", at: token, hidesTargets: true)
            } else if node.hasMaximumNestingLevelOverflow {
                problem(
                    "nesting more than \(ManifestReader.maximumNestingLevel) levels deep: reading stops here, "
                        + "so what follows is not in the graph", at: node, hidesTargets: true)
            } else {
                let text = node.trimmedDescription.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
                let excerpt = text.count > 40 ? String(text.prefix(37)) + "..." : text
                problem("syntax error: unexpected '\(excerpt)': it is skipped", at: node, hidesTargets: true)
            }
        }
    }
}

private final class SyntaxErrorFinder: SyntaxVisitor {
    var errors: [Syntax] = []

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        errors.append(Syntax(node))
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing, token.tokenKind != .endOfFile { errors.append(Syntax(token)) }
        return .skipChildren
    }
}
