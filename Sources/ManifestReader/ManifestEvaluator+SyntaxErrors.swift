import ArchCore
import SwiftSyntax

/// Syntax errors: swift-syntax recovers around them, but what they hide is not read, and SwiftPM
/// would not load the manifest at all, so each is an error (the targets cannot be known).
extension ManifestEvaluator {
    static let maximumSyntaxProblems = 5

    func reportSyntaxErrors() {
        guard text.tree.hasError || text.tree.hasMaximumNestingLevelOverflow else { return }
        let finder = SyntaxErrorFinder(viewMode: .all)
        finder.walk(text.tree)
        var found: [(position: AbsolutePosition, report: () -> Void)] = []
        for node in finder.errors {
            found.append((node.positionAfterSkippingLeadingTrivia, { self.report(node) }))
        }
        // What the lexer could not read (a comment left open, a curly quote, an invalid character)
        // is said on the token after it, and at the end of the file on no node of its own.
        for (token, diagnostic) in finder.lexical {
            let position = token.position.advanced(by: Int(diagnostic.byteOffset))
            let what = Self.words(String(describing: diagnostic.kind))
            found.append((position, {
                self.problem("syntax error: \(what); what follows may be misread", at: self.text.location(at: position), hidesTargets: true)
            }))
        }
        guard !found.isEmpty else {
            // Never in silence: swift-syntax flags an error that no node shows.
            problem("syntax error that archlint cannot place: SwiftPM would not load this manifest", at: text.start, hidesTargets: true)
            return
        }
        for error in found.sorted(by: { $0.position < $1.position }).prefix(Self.maximumSyntaxProblems) { error.report() }
    }

    private func report(_ node: Syntax) {
        if let token = node.as(TokenSyntax.self) {
            problem("syntax error: expected '\(token.text)' here; what follows may be misread", at: token, hidesTargets: true)
        } else if node.hasMaximumNestingLevelOverflow {
            problem(
                "nesting more than \(ManifestReader.maximumNestingLevel) levels deep: reading stops here, "
                    + "so what follows is not in the graph", at: node, hidesTargets: true)
        } else {
            let text = node.trimmedDescription.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            problem("syntax error: unexpected '\(Excerpt.of(text, limit: 40))': it is skipped", at: node, hidesTargets: true)
        }
    }

    /// `unterminatedBlockComment` as `unterminated block comment`.
    static func words(_ camelCase: String) -> String {
        var words = ""
        for character in camelCase {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(Character(character.lowercased()))
        }
        return words
    }
}

private final class SyntaxErrorFinder: SyntaxVisitor {
    var errors: [Syntax] = []
    /// Tokens that carry an error of the lexer's.
    var lexical: [(TokenSyntax, TokenDiagnostic)] = []

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        errors.append(Syntax(node))
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing, token.tokenKind != .endOfFile { errors.append(Syntax(token)) }
        if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error { lexical.append((token, diagnostic)) }
        return .skipChildren
    }
}
