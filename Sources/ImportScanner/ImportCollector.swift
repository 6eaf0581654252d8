import ArchCore
import SwiftSyntax

/// Walks a parsed tree and records every import declaration with the `#if` conditions around it.
///
/// The visitor walks `#if` clauses by hand (instead of letting the default traversal do it) so it
/// can push each clause's conditions while that clause's elements are visited.
final class ImportCollector: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private var conditions: [String] = []
    private var imports: [Import] = []

    private init(tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// Every import of `tree`, in source order.
    static func imports(in tree: SourceFileSyntax) -> [Import] {
        let collector = ImportCollector(tree: tree)
        collector.walk(tree)
        return collector.imports
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        var negatedEarlier: [String] = []
        for clause in node.clauses {
            let text = clause.condition?.trimmedDescription ?? ""
            let own: String? = text.isEmpty ? nil : text
            let pushed = negatedEarlier + (own.map { [$0] } ?? [])
            if let elements = clause.elements {
                conditions.append(contentsOf: pushed)
                walk(elements)
                conditions.removeLast(pushed.count)
            }
            if let own { negatedEarlier.append("!(\(own))") }
        }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let found = makeImport(node) { imports.append(found) }
        return .skipChildren
    }

    private func makeImport(_ node: ImportDeclSyntax) -> Import? {
        // Error recovery can invent an import with missing tokens; only a written one counts.
        guard node.importKeyword.presence == .present,
            node.path.first?.name.presence == .present
        else { return nil }
        // A missing component (`import Foo.` in broken code) is left out of the path.
        let path = node.path.map { Self.unescaped($0.name) }.filter { !$0.isEmpty }
        guard let module = path.first else { return nil }
        let attributes = node.attributes.compactMap { element -> String? in
            guard case .attribute(let attribute) = element else { return nil }
            return String(attribute.trimmedDescription.dropFirst())  // drop the "@"
        }
        let access = node.modifiers.lazy.compactMap { AccessLevel(rawValue: $0.name.text) }.first
        let kind = node.importKindSpecifier.flatMap { $0.presence == .present ? $0.text : nil }
        let location = converter.location(for: Self.start(of: node))
        return Import(
            module: module, path: path, kind: kind, attributes: attributes, accessLevel: access,
            line: location.line, column: location.column, conditions: conditions
        )
    }

    /// Where the declaration starts: its first attribute, else its first modifier, else the
    /// keyword. An `#if` holding attributes (`#if compiler(>=6.4) @diagnose(…) #endif` above
    /// generated imports) is skipped: it is not where a reader looks for the import.
    private static func start(of node: ImportDeclSyntax) -> AbsolutePosition {
        for element in node.attributes {
            if case .attribute(let attribute) = element { return attribute.positionAfterSkippingLeadingTrivia }
        }
        return node.modifiers.first?.positionAfterSkippingLeadingTrivia
            ?? node.importKeyword.positionAfterSkippingLeadingTrivia
    }

    /// A path component's name without the backticks of an escaped identifier (`` `Foo` ``).
    private static func unescaped(_ token: TokenSyntax) -> String {
        guard token.presence == .present else { return "" }
        let text = token.text
        if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
            return String(text.dropFirst().dropLast())
        }
        return text
    }
}
