import SwiftLexing
import Testing

/// Arrays nested past a depth are blanked before a parse (swift-syntax's lookahead is exponential
/// in nested `[`). Found by the `manifest` fuzz target: in a 9 KB manifest the lexer could not
/// match, its view of `[` was not the parser's, nothing was blanked, and the parse ran for
/// minutes. Then every `[` byte opens and every `]` byte closes.
@Suite struct BlankingTests {
    @Test func arraysPastTheDepthAreBlankedKeepingLinesAndColumns() throws {
        let text = Array("a = [[[x,\n y]]] // [[[\n".utf8)
        let (blanked, elided) = try #require(text.withUnsafeBufferPointer { Blanking.squareBrackets(deeperThan: 2, in: $0) })
        #expect(String(decoding: blanked, as: UTF8.self) == "a = [[[  \n  ]]] // [[[\n")
        #expect(elided == [6])
    }

    @Test func everySquareBracketCountsWhenTheLexerCannotMatchTheFile() throws {
        // An unclosed block comment: the lexer sees no `[` after it at all.
        let text = Array(("/* open\nlet a = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12) + "\n").utf8)
        let result = text.withUnsafeBufferPointer { Blanking.squareBrackets(deeperThan: 8, in: $0) }
        let (blanked, elided) = try #require(result)
        #expect(elided == [16 + 8])
        #expect(String(decoding: blanked, as: UTF8.self)
            == "/* open\nlet a = " + String(repeating: "[", count: 9) + String(repeating: " ", count: 7) + String(repeating: "]", count: 9) + "\n")
    }

    @Test func aBalancedFileBlanksAsTheLexerSeesIt() {
        // `[` in strings and comments do not count when the lexer can match the file.
        let text = Array(("let s = \"" + String(repeating: "[", count: 12) + "\" // [[[[[[[[[[\n").utf8)
        #expect(text.withUnsafeBufferPointer { Blanking.squareBrackets(deeperThan: 8, in: $0) } == nil)
    }
}
