import ArchCore
import SwiftLexing

/// Inputs that would make swift-syntax's parser take exponential time, or stop early.
///
/// Square brackets nested deeply make the parser's type-versus-expression lookahead backtrack
/// exponentially (16 nested `[a: [` take seconds, 30 would take hours). No real manifest nests
/// `[` that deep, so the contents of every `[` nested deeper than ``maximumBracketDepth`` are
/// blanked before the parse (line breaks kept, so every other position stays where it was), and
/// the evaluator reports such an array where it reads it; one that nothing reads costs nothing.
extension ManifestReader {
    static let maximumBracketDepth = 8
    /// The parser's nesting limit, the same in debug and release builds (swift-syntax's own
    /// default is 20 in debug builds and 256 in release).
    public static let maximumNestingLevel = 100

    /// The text to parse, and where the `[` of each blanked array stands.
    static func withoutDeepArrays(_ bytes: UnsafeBufferPointer<UInt8>) -> (text: [UInt8], elided: Set<Int>)? {
        var lexer = BracketLexer(bytes: bytes)
        var squares: [Int] = []  // the `[` open now, outermost first
        var ranges: [Range<Int>] = []
        var elided: Set<Int> = []
        while let event = lexer.next() {
            switch event {
            case .open(UInt8(ascii: "["), let offset):
                squares.append(offset)
                if squares.count == maximumBracketDepth + 1 { elided.insert(offset) }
            case .close(UInt8(ascii: "]"), let offset):
                if squares.count == maximumBracketDepth + 1, let open = squares.last { ranges.append((open + 1)..<offset) }
                squares.removeLast()
            default:
                continue
            }
        }
        if squares.count > maximumBracketDepth {
            // Left open at the end of the file: blank to the end (it is a syntax error anyway).
            ranges.append((squares[maximumBracketDepth] + 1)..<bytes.count)
        }
        guard !elided.isEmpty else { return nil }
        return (Blanking.blanked(bytes, ranges: ranges), elided)
    }

    /// The last component of the package folder, or "root" for the linted root.
    static func fallbackName(directory: String) -> String {
        directory.split(separator: "/").last.map(String.init) ?? "root"
    }
}
