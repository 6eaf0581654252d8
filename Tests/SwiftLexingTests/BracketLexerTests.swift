import SwiftLexing
import Testing

@Suite struct BracketLexerTests {
    static func events(_ source: String) -> [BracketLexer.Event] {
        var bytes = Array(source.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            var lexer = BracketLexer(bytes: UnsafeBufferPointer(buffer))
            var events: [BracketLexer.Event] = []
            while let event = lexer.next() { events.append(event) }
            return events
        }
    }

    static func profile(_ source: String) -> NestingProfile {
        Array(source.utf8).withUnsafeBufferPointer { NestingProfile(of: $0) }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let deepest: Int
        let square: Int
        let balanced: Bool
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        Case(source: "f(a[1], { x })", deepest: 2, square: 1, balanced: true),
        Case(source: "// ( [ {\nlet a = 1", deepest: 0, square: 0, balanced: true),
        Case(source: "/* ( /* [ */ { */ g()", deepest: 1, square: 0, balanced: true),
        Case(source: "let s = \"( [ {\"", deepest: 0, square: 0, balanced: true),
        Case(source: "let s = \"\\( f([1]) )\"", deepest: 3, square: 1, balanced: true),
        Case(source: "let s = \"a \\(\"b \\(c(\"(\"))\") d\"", deepest: 3, square: 0, balanced: true),
        Case(source: "let s = #\"\\( [ \"# + \"]\"", deepest: 0, square: 0, balanced: true),
        Case(source: "let s = #\"\\#(x[0])\"#", deepest: 2, square: 1, balanced: true),
        Case(source: "let s = \"\"\"\n  ( [\n  \"\"\"\nf()", deepest: 1, square: 0, balanced: true),
        Case(source: "let r = #/[(]/#", deepest: 0, square: 0, balanced: true),
        Case(source: "let r = /[{]+/", deepest: 0, square: 0, balanced: true),
        Case(source: "f(/\\(/, x)", deepest: 1, square: 0, balanced: true),
        Case(source: "let r = /a[/(]b/ ; g()", deepest: 1, square: 0, balanced: true),
        Case(source: "let q = a / b / (c)", deepest: 1, square: 0, balanced: true),
        Case(source: "let q = (a) /b/ [c]", deepest: 1, square: 1, balanced: true),
        Case(source: "let q = x / (y) // /(\nf()", deepest: 1, square: 0, balanced: true),
        Case(source: "let q = #\"\"\"# + f(x)", deepest: 1, square: 0, balanced: true),
        Case(source: "let q = \"\"\" ( \"\"\"", deepest: 0, square: 0, balanced: true),
        Case(source: "func `a [b`() {}", deepest: 1, square: 0, balanced: true),
        Case(source: "#if os(Linux)\n#if DEBUG\nf()\n#endif\n#endif", deepest: 3, square: 0, balanced: true),
        Case(source: "let a = [[[[1]]]]", deepest: 4, square: 4, balanced: true),
        Case(source: "f(]", deepest: 1, square: 0, balanced: false),
        Case(source: "f(", deepest: 1, square: 0, balanced: false),
        Case(source: "let s = \"open\nf()", deepest: 1, square: 0, balanced: false),
        Case(source: "/* open", deepest: 0, square: 0, balanced: false),
        Case(source: "let s = \"\"\"\nnever closed", deepest: 0, square: 0, balanced: false),
        Case(source: "let s = \"\\(f(\"", deepest: 2, square: 0, balanced: false),
    ]

    @Test(arguments: cases)
    func profilesNestingOutsideCommentsAndLiterals(_ example: Case) {
        let profile = Self.profile(example.source)
        #expect(profile.deepest == example.deepest)
        #expect(profile.deepestSquare == example.square)
        #expect(profile.isBalanced == example.balanced)
    }

    @Test func reportsDirectivesOnlyAtLineStart() {
        let events = Self.events("#if A\nlet x = y #if\n  #endif")
        #expect(events == [.poundIf(at: 0), .poundEndif(at: 22)])
    }

    @Test func reportsCommentsWithTheirRanges() {
        #expect(Self.events("a // x\r\n/* b /* c */ */ d") == [.comment(2..<6), .comment(8..<23)])
    }

    @Test func endsAfterAnUnterminatedCommentOrRegex() {
        #expect(Self.events("f( /* open") == [.open(UInt8(ascii: "("), at: 1), .comment(3..<10), .unterminated(at: 3)])
        #expect(Self.events("f( #/ open") == [.open(UInt8(ascii: "("), at: 1), .unterminated(at: 3)])
    }

    @Test func reportsBracketsWithTheirOffsets() {
        #expect(Self.events("a(b[])") == [
            .open(UInt8(ascii: "("), at: 1), .open(UInt8(ascii: "["), at: 3),
            .close(UInt8(ascii: "]"), at: 4), .close(UInt8(ascii: ")"), at: 5),
        ])
    }

    @Test func staysLinearOnDeeplyNestedInterpolations() {
        let depth = 50_000
        let source = String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
        let profile = Self.profile(source)
        #expect(profile.deepest == depth)
        #expect(profile.isBalanced)
    }

    @Test func endsOnEveryRandomMixOfSwiftPunctuation() {
        // Every step must move on: a lexer that stalls on some byte would loop here forever.
        let alphabet = Array("([{}])\"#/*\\`\n\r x".utf8)
        var state: UInt64 = 0x5EED_0019
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<64 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let events = bytes.withUnsafeBufferPointer { buffer in
                var lexer = BracketLexer(bytes: buffer)
                var count = 0
                while lexer.next() != nil, count <= bytes.count { count += 1 }
                return count
            }
            #expect(events <= bytes.count, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }

    @Test func staysLinearOnALongLineOfRegexesThatNeverClose() {
        // Each `/` starts a regex whose class never closes; trying each to the end of the line
        // would take 10^11 steps here.
        let line = String(repeating: "(/[", count: 300_000)
        let profile = Self.profile(line)
        #expect(profile.deepest == 600_000)  // every `(` and `[` is code once the regexes fail
        #expect(!profile.isBalanced)
    }

    @Test func blankingKeepsLineBreaksAndLength() {
        let text = Array("ab\ncd\r\nef".utf8)
        let blanked = text.withUnsafeBufferPointer { Blanking.blanked($0, ranges: [1..<8]) }
        #expect(String(decoding: blanked, as: UTF8.self) == "a \n  \r\n f")
    }
}
