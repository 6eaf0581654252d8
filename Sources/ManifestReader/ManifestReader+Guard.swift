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
        Blanking.squareBrackets(deeperThan: maximumBracketDepth, in: bytes)
    }

    /// The last component of the package folder, or "root" for the linted root.
    static func fallbackName(directory: String) -> String {
        directory.split(separator: "/").last.map(String.init) ?? "root"
    }
}
