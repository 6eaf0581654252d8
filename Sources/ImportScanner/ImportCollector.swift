import ArchCore
import SwiftLexing
import SwiftSyntax

/// Walks a parsed tree and records every import declaration with the `#if` conditions around it.
///
/// The visitor walks `#if` clauses by hand (instead of letting the default traversal do it) so it
/// can push each clause's conditions while that clause's elements are visited.
final class ImportCollector: SyntaxVisitor {
    private let lines: LineLocator
    /// The parsed text, when the caller holds it: then subtrees whose text never spells `import`
    /// are not walked (an import declaration needs its written `import` keyword).
    private let text: UnsafeBufferPointer<UInt8>?
    private var conditions: [String] = []
    private var imports: [Import] = []
    /// Where a clause was left unread because its conditions would pass `maximumConditions`.
    private(set) var stoppedAt: AbsolutePosition?

    /// The most `#if` conditions an import may sit under (each `#if` adds one, each `#elseif` the
    /// negation of every earlier clause). Real code stays under twenty; past it each import would
    /// carry thousands (a 200 KB file of nested `#elseif` took 11 s and 960 MB).
    static let maximumConditions = 1_000

    private init(tree: SourceFileSyntax, text: UnsafeBufferPointer<UInt8>?) {
        lines = text.map(LineLocator.init(text:)) ?? LineLocator(tree: tree)
        self.text = text
        super.init(viewMode: .sourceAccurate)
    }

    /// Every import of `tree`, in source order. The reference walk: every node is visited and
    /// positions come from swift-syntax's `SourceLocationConverter`.
    static func imports(in tree: SourceFileSyntax) -> [Import] {
        let collector = ImportCollector(tree: tree, text: nil)
        collector.walk(tree)
        return collector.imports
    }

    /// Every import of `tree` parsed from exactly `text`, as ``imports(in:text:)``, and the line
    /// and column of the first `#if` clause left unread past `maximumConditions`.
    static func read(_ tree: SourceFileSyntax, text: UnsafeBufferPointer<UInt8>) -> (imports: [Import], stoppedAt: (line: Int, column: Int)?) {
        let collector = ImportCollector(tree: tree, text: text)
        collector.walk(tree)
        return (collector.imports, collector.stoppedAt.map { collector.lines.location(of: $0) })
    }

    /// The same imports as ``imports(in:)`` for `tree` parsed from exactly `text`, faster on large
    /// files: lines are found in the bytes, and member blocks, code blocks, closures and
    /// collection literals whose text holds no `import` are skipped. The equivalence tests hold
    /// both to the same results.
    static func imports(in tree: SourceFileSyntax, text: UnsafeBufferPointer<UInt8>) -> [Import] {
        let collector = ImportCollector(tree: tree, text: text)
        collector.walk(tree)
        return collector.imports
    }

    private func walksInto(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        guard let text else { return .visitChildren }
        let range = node.position.utf8Offset..<min(node.endPosition.utf8Offset, text.count)
        return Self.spellsImport(text, in: range) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { walksInto(node) }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { walksInto(node) }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { walksInto(node) }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { walksInto(node) }
    override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind { walksInto(node) }
    override func visit(_ node: DictionaryExprSyntax) -> SyntaxVisitorContinueKind { walksInto(node) }

    /// Whether the bytes in `range` contain `import`.
    static func spellsImport(_ text: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
        let word: [UInt8] = Array("import".utf8)
        guard range.count >= word.count else { return false }
        var index = range.lowerBound
        let last = range.upperBound - word.count
        while index <= last {
            if text[index] == word[0], text[index + 1] == word[1], text[index + 2] == word[2],
                text[index + 3] == word[3], text[index + 4] == word[4], text[index + 5] == word[5]
            {
                return true
            }
            index += 1
        }
        return false
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        var negatedEarlier: [String] = []
        for clause in node.clauses {
            let text = clause.condition?.trimmedDescription ?? ""
            let own: String? = text.isEmpty ? nil : text
            guard conditions.count + negatedEarlier.count + 1 <= Self.maximumConditions else {
                if stoppedAt == nil { stoppedAt = clause.positionAfterSkippingLeadingTrivia }
                break
            }
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
        let location = lines.location(of: Self.start(of: node))
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

/// 1-based line and UTF-8 column of a position: from swift-syntax's converter (the reference), or
/// from a table of line starts found in the bytes, built at the first question. Lines end at `\n`,
/// `\r\n` or `\r`, as the converter ends them.
private final class LineLocator {
    private let converter: SourceLocationConverter?
    private let text: UnsafeBufferPointer<UInt8>?
    private lazy var table = LineTable(text!)

    init(tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
        text = nil
    }

    init(text: UnsafeBufferPointer<UInt8>) {
        converter = nil
        self.text = text
    }

    func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        if let converter {
            let location = converter.location(for: position)
            return (location.line, location.column)
        }
        let found = table.position(of: position.utf8Offset)
        return (found.line, found.column)
    }
}
