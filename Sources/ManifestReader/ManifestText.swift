import ArchCore
import SwiftLexing
import SwiftSyntax

/// The manifest being read: its syntax tree and what is known about its text. Read by every
/// step, changed by none.
struct ManifestText {
    let tree: SourceFileSyntax
    /// The manifest's path relative to the linted root, used in every location.
    let file: String
    /// Where the parsed text's lines start. swift-syntax's `SourceLocationConverter` walks every
    /// token of the tree to find them (a twentieth of a manifest's reading); the bytes say the
    /// same: lines break at `\n`, `\r\n` and `\r`, and columns count UTF-8 bytes in both.
    let lines: LineTable
    /// False when the text has no `#if`, so no node can sit in a clause (saves walking up the
    /// tree from every element read).
    let mayHaveClauses: Bool
    /// Where the `[` of arrays nested too deep to parse stand (their contents were blanked).
    let elidedArrays: Set<Int>

    /// `tree` parsed from exactly `text`.
    init(
        tree: SourceFileSyntax, text: UnsafeBufferPointer<UInt8>, file: String, mayHaveClauses: Bool = true,
        elidedArrays: Set<Int> = []
    ) {
        self.tree = tree
        self.file = file
        self.mayHaveClauses = mayHaveClauses
        self.elidedArrays = elidedArrays
        self.lines = LineTable(text)
    }

    /// 1-based line and UTF-8 column of the node's first token, after its leading trivia.
    func location(of node: some SyntaxProtocol) -> ArchCore.SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    /// 1-based line and UTF-8 column of a position in the text.
    func location(at position: AbsolutePosition) -> ArchCore.SourceLocation {
        let location = lines.position(of: position.utf8Offset)
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
