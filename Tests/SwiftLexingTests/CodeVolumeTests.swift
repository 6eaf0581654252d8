import SwiftLexing
import Testing

/// Issue 31: what one parse is given is bounded in bytes of code, as the lexer counts them.
struct CodeVolumeTests {
    static func cut(_ text: String, limit: Int) -> ParseBounds.Cut? {
        Array(text.utf8).withUnsafeBufferPointer { ParseBounds.codeVolumeCut(in: $0, limit: limit) }
    }

    @Test func countsCodeButNotWhitespaceCommentsOrTheInsideOfLiterals() {
        // Code bytes: `let`, `a`, `=`, `"` (the literal counts one) = 6; `b`, `=`, `1` = 9.
        let text = "let a = \"a long string literal\" // a comment\n/* and a block */ b = 1\n"
        #expect(Self.cut(text, limit: 9) == nil)
        let cut = Self.cut(text, limit: 8)
        #expect(cut?.offset == text.utf8.count - 2)  // the `1`
    }

    @Test func findsTheByteThatPassesTheLimitInsideALongRun() {
        let text = "   abcdefghij"
        #expect(Self.cut(text, limit: 4)?.offset == 3 + 4)
        #expect(Self.cut(text, limit: 10) == nil)
    }

    @Test func interpolationsAreCode() {
        let text = "\"\\(abcdef)\""
        #expect(Self.cut(text, limit: 5) != nil)
    }
}
