import SwiftLexing

/// The file-scope outline of a Swift file, for files too deep, too nested or too large to parse
/// whole: the inside of every top-level `{…}` and `[…]` (bodies of types and functions, closures,
/// collection literals) and of every `(…)` opened more than ``parenthesisDepth`` deep is blanked,
/// with line breaks kept, so what stays has the same lines and columns as in the file.
///
/// Swift accepts `import` only at file scope, so no import a compiler accepts is blanked; top-level
/// `#if` blocks, attributes and access modifiers stay as written.
enum FileScopeSkeleton {
    static let parenthesisDepth = 16

    /// The outline of `bytes`, or `nil` if the lexer found a bracket that does not match or a
    /// literal left open (then its view of the nesting is not to be trusted).
    static func outline(of bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var lexer = BracketLexer(bytes: bytes)
        var ranges: [Range<Int>] = []
        /// The offset of the group being blanked and the depth its bracket opened at.
        var blanking: (start: Int, depth: Int)?
        var bracesAndSquares = 0
        while let event = lexer.next() {
            switch event {
            case .open(let bracket, let offset):
                let isParenthesis = bracket == UInt8(ascii: "(")
                if !isParenthesis { bracesAndSquares += 1 }
                guard blanking == nil else { continue }
                if (!isParenthesis && bracesAndSquares == 1) || (isParenthesis && lexer.depth > parenthesisDepth) {
                    blanking = (offset + 1, lexer.depth)
                }
            case .close(let bracket, let offset):
                if bracket != UInt8(ascii: ")") { bracesAndSquares -= 1 }
                if let group = blanking, lexer.depth == group.depth - 1 {
                    ranges.append(group.start..<offset)
                    blanking = nil
                }
            case .mismatch, .unterminated:
                return nil
            case .poundIf, .poundEndif, .comment:
                continue
            }
        }
        guard lexer.depth == 0 else { return nil }
        return Blanking.blanked(bytes, ranges: ranges)
    }
}
