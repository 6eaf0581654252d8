import Testing

@testable import SwiftLexing

/// Where the readers stop giving the parser `#if` blocks: past 100 open at once as the lexer sees
/// them, or past 400 `#if` in all when the lexer cannot match the file.
struct DirectiveNestingTests {
    static func firstTooDeep(_ text: String) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { DirectiveNesting.firstTooDeep(in: $0) }
    }

    static func nested(_ depth: Int, prefix: String = "") -> String {
        prefix + String(repeating: "#if A\n", count: depth) + "import M\n" + String(repeating: "#endif\n", count: depth)
    }

    @Test func nestingUpToTheBoundIsGivenWhole() {
        #expect(Self.firstTooDeep(Self.nested(100)) == nil)
    }

    @Test func theFirstIfPastTheBoundIsWhereReadingStops() {
        // Each `#if A\n` is 6 bytes: the 101st starts at 600.
        #expect(Self.firstTooDeep(Self.nested(101)) == 600)
        #expect(Self.firstTooDeep(Self.nested(20_000)) == 600)
    }

    @Test func manyBlocksOneAfterAnotherAreNotNesting() {
        let text = String(repeating: "#if A\nimport M\n#elseif B\nimport N\n#else\n#endif\n", count: 1_000)
        #expect(Self.firstTooDeep(text) == nil)
    }

    @Test func ifInCommentsAndStringsDoesNotCountWhenTheLexerMatchesTheFile() {
        let text = String(repeating: "// #if A\n", count: 300) + String(repeating: "let s = \"#if A\"\n", count: 300)
            + "/*\n" + String(repeating: "#if A\n", count: 300) + "*/\n"
        #expect(Self.firstTooDeep(text) == nil)
    }

    @Test func everyIfCountsWhenTheLexerCannotMatchTheFile() {
        // A string left open: the lexer's view of what is code is not the parser's.
        let open = "let s = \"\n"
        let blocks = String(repeating: "#if A\n#endif\n", count: 400)
        #expect(Self.firstTooDeep(open + blocks) == nil)
        #expect(Self.firstTooDeep(open + blocks + "#if B\n#endif\n") == open.utf8.count + blocks.utf8.count)
    }

    @Test func otherWordsStartingWithIfAreNotIf() {
        let text = String(repeating: "#ifdef A\n#if_x\n#iff\n", count: 200) + Self.nested(100)
        #expect(Self.firstTooDeep(text) == nil)
        // As bytes, `#if` followed by anything but a letter, digit or `_` is one (`#if(A)`, `#if`
        // at the end); `#ifdef` is not.
        let offsets = Array("#ifdef\n#if(A)\n#if".utf8).withUnsafeBufferPointer { bytes in
            (1...3).map { DirectiveNesting.poundIf(number: $0, in: bytes) }
        }
        #expect(offsets == [7, 14, nil])
    }
}
