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
        layout(of: bytes)?.text
    }

    /// The outline of `bytes` and where its top-level bodies were blanked; `nil` as for ``outline(of:)``.
    static func layout(of bytes: UnsafeBufferPointer<UInt8>) -> Outline? {
        var lexer = BracketLexer(bytes: bytes)
        var ranges: [Range<Int>] = []
        var bodies: [Range<Int>] = []
        /// The offset of the group being blanked, the depth its bracket opened at, and whether it
        /// is a top-level `{` or `[` (not a deep `(`).
        var blanking: (start: Int, depth: Int, isBody: Bool)?
        var bracesAndSquares = 0
        while let event = lexer.next() {
            switch event {
            case .open(let bracket, let offset):
                let isParenthesis = bracket == UInt8(ascii: "(")
                if !isParenthesis { bracesAndSquares += 1 }
                guard blanking == nil else { continue }
                if (!isParenthesis && bracesAndSquares == 1) || (isParenthesis && lexer.depth > parenthesisDepth) {
                    blanking = (offset + 1, lexer.depth, !isParenthesis)
                }
            case .close(let bracket, let offset):
                if bracket != UInt8(ascii: ")") { bracesAndSquares -= 1 }
                if let group = blanking, lexer.depth == group.depth - 1 {
                    ranges.append(group.start..<offset)
                    if group.isBody { bodies.append(group.start..<offset) }
                    blanking = nil
                }
            case .mismatch, .unterminated:
                return nil
            case .poundIf, .poundEndif, .comment:
                continue
            }
        }
        guard lexer.depth == 0 else { return nil }
        return Outline(text: Blanking.blanked(bytes, ranges: ranges), bodies: bodies)
    }

    /// An outline, and the ranges of it where a top-level body was blanked (in order).
    struct Outline {
        let text: [UInt8]
        let bodies: [Range<Int>]

        /// The outline with the blank lines of each body left empty: the spaces of a body before
        /// its last line break are dropped, so every byte that is not blank keeps its line and
        /// column, and the parser lexes one byte per line of a body instead of every byte of it
        /// (the parse of the outline was a fifth of the import scanner's time on a 1,900-file
        /// tree whose 5% of files have a word `import` after their header). A space stays
        /// between a `\r` and a `\n` (they would make one line break, not two); a deep `(` is
        /// blanked as before, since an `#if` condition's text may hold it.
        func compacted() -> [UInt8] {
            guard !bodies.isEmpty else { return text }
            var out: [UInt8] = []
            out.reserveCapacity(text.count)
            var copied = 0
            for body in bodies {
                out += text[copied..<body.lowerBound]
                copied = body.lowerBound
                guard let lastBreak = text[body].lastIndex(where: Self.isLineBreak) else { continue }
                var dropped = false
                for index in body.lowerBound...lastBreak {
                    let byte = text[index]
                    guard Self.isLineBreak(byte) else {
                        dropped = true
                        continue
                    }
                    if dropped, byte == UInt8(ascii: "\n"), out.last == UInt8(ascii: "\r") { out.append(UInt8(ascii: " ")) }
                    out.append(byte)
                    dropped = false
                }
                copied = lastBreak + 1
            }
            out += text[copied...]
            return out
        }

        private static func isLineBreak(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
    }
}
