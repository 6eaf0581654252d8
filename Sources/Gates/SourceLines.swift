import SwiftLexing

/// What the lexer sees on each line of a Swift file: whether it has code, whether it has a
/// comment, and its first `//` comment. Comments come from the one Swift lexer,
/// ``SwiftLexing/BracketLexer``, so `"// archlint:ignore"` inside a string literal (an
/// interpolated, raw or multi-line one included) is not a comment.
struct SourceLines {
    struct Line: Hashable, Sendable {
        /// Anything but whitespace and comments (string contents count as code).
        var hasCode = false
        /// A `//` or `/* */` comment, or part of one.
        var hasComment = false
        /// The first `//` comment on the line.
        var lineComment: LineComment?

        /// Only comments: a line that may sit between a suppression and the line it applies to.
        var isCommentOnly: Bool { !hasCode && hasComment }
    }

    /// A `//` comment: its 1-based byte column and the text after the two slashes.
    struct LineComment: Hashable, Sendable {
        var column: Int
        var text: String
    }

    /// The lines, index 0 for line 1. Lines end at `\n`.
    let lines: [Line]

    init(_ bytes: [UInt8]) {
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        var lines = [Line](repeating: Line(), count: lineStarts.count)
        var line = 0
        /// Marks the code bytes in `range` (not whitespace) on their lines.
        func markCode(_ range: Range<Int>) {
            for index in range {
                switch bytes[index] {
                case UInt8(ascii: "\n"): line += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): continue
                default: lines[line].hasCode = true
                }
            }
        }
        // A byte order mark is not code: a suppression on the first line must still look down.
        var codeStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = BracketLexer(bytes: buffer)
            while let event = lexer.next() {
                guard case .comment(let range) = event else { continue }
                markCode(codeStart..<range.lowerBound)
                if buffer[range.lowerBound + 1] == UInt8(ascii: "/"), lines[line].lineComment == nil {
                    lines[line].lineComment = LineComment(
                        column: range.lowerBound - lineStarts[line] + 1,
                        text: String(decoding: buffer[(range.lowerBound + 2)..<range.upperBound], as: UTF8.self))
                }
                lines[line].hasComment = true
                for index in range where buffer[index] == UInt8(ascii: "\n") {
                    line += 1
                    lines[line].hasComment = true
                }
                codeStart = range.upperBound
            }
        }
        markCode(codeStart..<bytes.count)
        self.lines = lines
    }
}
