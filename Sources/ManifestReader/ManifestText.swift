import ArchCore
import SwiftSyntax

/// The manifest being read: its syntax tree and what is known about its text. Read by every
/// step, changed by none.
struct ManifestText {
    let tree: SourceFileSyntax
    /// The manifest's path relative to the linted root, used in every location.
    let file: String
    let converter: SourceLocationConverter
    /// False when the text has no `#if`, so no node can sit in a clause (saves walking up the
    /// tree from every element read).
    let mayHaveClauses: Bool
    /// Where the `[` of arrays nested too deep to parse stand (their contents were blanked).
    let elidedArrays: Set<Int>

    init(tree: SourceFileSyntax, file: String, mayHaveClauses: Bool = true, elidedArrays: Set<Int> = []) {
        self.tree = tree
        self.file = file
        self.mayHaveClauses = mayHaveClauses
        self.elidedArrays = elidedArrays
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
    }

    /// 1-based line and UTF-8 column of the node's first token, after its leading trivia.
    func location(of node: some SyntaxProtocol) -> ArchCore.SourceLocation {
        let position = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return ArchCore.SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// 1-based line and UTF-8 column of a position in the text.
    func location(at position: AbsolutePosition) -> ArchCore.SourceLocation {
        let location = converter.location(for: position)
        return ArchCore.SourceLocation(file: file, line: location.line, column: location.column)
    }

    /// The first line of the file, where problems about the whole manifest go.
    var start: ArchCore.SourceLocation { ArchCore.SourceLocation(file: file, line: 1, column: 1) }

    /// An array whose contents were blanked before the parse because `[` nested too deep.
    func isElided(_ array: ArrayExprSyntax) -> Bool {
        !elidedArrays.isEmpty && elidedArrays.contains(array.leftSquare.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Whether an array nested too deep to parse sits inside `expr`.
    func holdsElidedArray(_ expr: ExprSyntax) -> Bool {
        let range = expr.position.utf8Offset..<expr.endPosition.utf8Offset
        return elidedArrays.contains { range.contains($0) }
    }
}
