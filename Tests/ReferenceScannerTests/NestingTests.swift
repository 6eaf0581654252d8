import ArchCore
import ReferenceScanner
import Testing

/// The parser's nesting limit is explicit: the same in debug and release builds, and a file nested
/// past it is read up to that point, never dropped in silence.
struct NestingTests {
    static func nested(_ depth: Int) -> String {
        "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
            + "func show(_ v: FeedViewModel) {}\n"
    }

    @Test func aFileNestedThirtyDeepIsReadWhole() {
        // swift-syntax's default limit is 20 levels in debug builds.
        let symbols = SymbolScanner.symbols(file: "A.swift", source: Array(Self.nested(30).utf8))
        #expect(symbols.stoppedAt == nil)
        #expect(symbols.references.map(\.name).contains("FeedViewModel"))
    }

    @Test func aFileNestedPastTheLimitSaysWhereReadingStopped() {
        let symbols = SymbolScanner.symbols(file: "A.swift", source: Array(Self.nested(300).utf8))
        let stop = symbols.stoppedAt
        #expect(stop != nil)
        #expect(stop?.file == "A.swift")
        #expect(stop?.line == 1)
        #expect((stop?.column ?? 0) > SymbolScanner.maximumNestingLevel / 2)
    }

    /// swift-syntax's attribute lookahead recursed once per nested `#if` past its nesting limit:
    /// 20,000 of them (250 KB) overflowed the stack, a crash (2,000 in a debug build).
    @Test func ifNestedTwentyThousandDeepIsReadUpToTheBound() {
        let source = "func show(_ v: FeedViewModel) {}\nstruct S {\n" + String(repeating: "#if A\n", count: 20_000)
            + "@available(*, deprecated)\n" + String(repeating: "#endif\n", count: 20_000) + "func f() {}\n}\n"
        let symbols = SymbolScanner.symbols(file: "A.swift", source: Array(source.utf8))
        #expect(symbols.references.map(\.name).contains("FeedViewModel"))
        // Reading stops inside the run of `#if` lines: at the 101st at the latest (line 103).
        let stop = symbols.stoppedAt
        #expect(stop != nil && stop!.line > 2 && stop!.line <= 103)
    }

    /// Found by fuzzing: `#//` opens what the lexer reads as a regex literal left open to the end
    /// of the file, and the parser does not. The lexer saw none of the `[` after it, and `[`
    /// nested 248 deep in a 9 KB file ran the parse for minutes. When the lexer cannot match a
    /// file, every `[` byte counts, and reading stops at the first past the bound.
    @Test func squareBracketsTheLexerCannotSeeStopReadingWhenItCannotMatchTheFile() {
        let source = "func show(_ v: FeedViewModel) {}\n#//\nlet x = " + String(repeating: "[", count: 12) + "1"
            + String(repeating: "]", count: 12) + "\nfunc later(_ l: LaterViewModel) {}\n"
        let symbols = SymbolScanner.symbols(file: "A.swift", source: Array(source.utf8))
        #expect(symbols.references.map(\.name).contains("FeedViewModel"))
        #expect(!symbols.references.map(\.name).contains("LaterViewModel"))
        #expect(symbols.stoppedAt == SourceLocation(file: "A.swift", line: 3, column: 19))
    }
}
