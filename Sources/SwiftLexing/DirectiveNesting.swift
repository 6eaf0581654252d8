/// `#if` blocks nested deeper than real code nests them. swift-syntax's lookahead for attributes
/// inside `#if` recurses once per nested `#if` without the parser's nesting limit, so `#if`
/// nested 20,000 deep (250 KB) overflowed the stack: a crash in every reader, found by the
/// hostile-input benchmark (2,000 were enough in a debug build). Every reader gives the parser only
/// the text before the first `#if` this finds, and reports that reading stopped there.
public enum DirectiveNesting {
    /// `#if` blocks open at once, as ``BracketLexer`` sees them, past which the text is not parsed:
    /// the parsers' own nesting limit, which every `#if` counts toward (so the parse would stop
    /// there anyway).
    public static let maximumDepth = 100
    /// `#if` (as bytes, comments and strings included) past which the text is not parsed when the
    /// lexer cannot match its brackets, strings or comments, so its view of `#if` is not the
    /// parser's: nesting cannot exceed the count.
    public static let maximumCount = 400

    /// The byte offset of the first `#if` a parser must not be given, or `nil` (nearly every file:
    /// one that holds at most ``maximumDepth`` `#if` bytes needs no lexing at all).
    public static func firstTooDeep(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard poundIf(number: maximumDepth + 1, in: bytes) != nil else { return nil }
        guard NestingProfile(of: bytes).isBalanced else { return poundIf(number: maximumCount + 1, in: bytes) }
        var lexer = BracketLexer(bytes: bytes)
        var open = 0
        while let event = lexer.next() {
            switch event {
            case .poundIf(let offset):
                open += 1
                if open > maximumDepth { return offset }
            case .poundEndif:
                open = max(0, open - 1)
            default:
                continue
            }
        }
        return nil
    }

    /// The offset of the `number`-th `#if` in the bytes, wherever it stands (comments and strings
    /// included; `#ifdef` is not one, `#if` followed by any other byte is), or `nil`.
    static func poundIf(number: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count >= 3 else { return nil }
        var seen = 0
        var index = 0
        while index < bytes.count - 2 {
            if bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "i"), bytes[index + 2] == UInt8(ascii: "f"),
                index + 3 == bytes.count || !isIdentifierByte(bytes[index + 3])
            {
                seen += 1
                if seen == number { return index }
                index += 3
            } else {
                index += 1
            }
        }
        return nil
    }

    /// ASCII letters, digits and `_`: a byte that continues the word `if` into another name.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
