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

    @Test func theSquareBracketsOfAFileTheLexerCannotMatchAreItsBytes() {
        // `#//` opens a regex literal the lexer reads to the end of the file: it sees no `[` after.
        let text = Array("#//\nlet x = [a[b[c]]]\n".utf8)
        text.withUnsafeBufferPointer { bytes in
            #expect(!NestingProfile(of: bytes).isBalanced)
            #expect(NestingProfile(of: bytes).deepestSquare == 3)
            #expect(NestingProfile.squareBracket(deeperThan: 3, in: bytes) == nil)
            #expect(NestingProfile.squareBracket(deeperThan: 2, in: bytes) == 16)
            var seen: [Bool] = []
            NestingProfile.forEachSquareByte(in: bytes) { opens, _ in
                seen.append(opens)
                return true
            }
            #expect(seen == [true, true, true, false, false, false])
            var lexed: [Bool] = []
            #expect(!NestingProfile.forEachLexedSquareBracket(in: bytes) { opens, _ in
                lexed.append(opens)
                return true
            })
            #expect(lexed.isEmpty)
        }
        // Matched, the same brackets in a string and a comment are not code.
        let matched = Array("let s = \"[[[\" // [[[\n".utf8)
        matched.withUnsafeBufferPointer { bytes in
            #expect(NestingProfile(of: bytes).isBalanced && NestingProfile(of: bytes).deepestSquare == 0)
            #expect(NestingProfile.squareBracket(deeperThan: 0, in: bytes) == nil)
        }
    }

    /// `squareBracket(deeperThan:)` takes one lexing pass of its own (every file the import scanner
    /// and the reference pass read goes through it): on every text of up to six bytes of brackets,
    /// quotes, slashes, `#` and line breaks, matched or not, it must agree with the lexer's walk,
    /// and, when the lexer cannot match the text, with the bytes' when they come first.
    @Test func theFirstTooDeepBracketIsTheWalksOnEveryShortText() {
        let alphabet = Array("[]\"/#\n".utf8)
        var texts: [[UInt8]] = [[]]
        var layer: [[UInt8]] = [[]]
        for _ in 1...6 {
            layer = layer.flatMap { text in alphabet.map { text + [$0] } }
            texts += layer
        }
        /// The first `[` past `limit` in a walk.
        func first(past limit: Int, _ walk: ((_ opens: Bool, _ offset: Int) -> Bool) -> Void) -> Int? {
            var square = 0
            var found: Int?
            walk { opens, offset in
                square = opens ? square + 1 : max(0, square - 1)
                if square > limit { found = offset }
                return found == nil
            }
            return found
        }
        for text in texts {
            text.withUnsafeBufferPointer { bytes in
                for limit in 0...2 {
                    var isBalanced = true
                    let lexed = first(past: limit) { isBalanced = NestingProfile.forEachLexedSquareBracket(in: bytes, $0) }
                    let raw = first(past: limit) { NestingProfile.forEachSquareByte(in: bytes, $0) }
                    let expected = isBalanced ? lexed : [lexed, raw].compactMap { $0 }.min()
                    #expect(isBalanced == NestingProfile(of: bytes).isBalanced)
                    #expect(NestingProfile.squareBracket(deeperThan: limit, in: bytes) == expected, "\(String(decoding: text, as: UTF8.self).debugDescription), \(limit)")
                    #expect((NestingProfile(of: bytes).deepestSquare > limit) == (expected != nil))
                }
            }
        }
    }

    /// `[` in a row with `]` in comments between them (`[/*]*/[/*]*/...`): the byte count stays at
    /// one while the parser and the lexer see the `[` nest. In a manifest the lexer could not
    /// match (a comment left open at its end), the blanking counted bytes only, blanked nothing,
    /// and the parse of 40 such `[` ran past 30 s (found by hand). Both views are blanked now.
    @Test func whatEitherViewFindsTooDeepIsBlankedWhenTheLexerCannotMatchTheFile() throws {
        let text = Array(("let x = " + String(repeating: "[/*]*/", count: 12) + "1" + String(repeating: "]", count: 12) + "\n/* open\n").utf8)
        let (blanked, elided) = try #require(text.withUnsafeBufferPointer { Blanking.squareBrackets(deeperThan: 8, in: $0) })
        // The ninth `[`: after `let x = ` and eight `[/*]*/`.
        #expect(elided == [8 + 8 * 6])
        let kept = String(decoding: blanked, as: UTF8.self)
        #expect(kept.hasPrefix("let x = " + String(repeating: "[/*]*/", count: 8) + "[     "))
        #expect(kept.filter { $0 == "[" }.count == 9)
    }
}
