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
}
