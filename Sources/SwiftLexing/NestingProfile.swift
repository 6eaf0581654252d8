/// How deeply a Swift file nests, as ``BracketLexer`` sees it, in one linear pass.
public struct NestingProfile: Equatable, Sendable {
    /// The most brackets and `#if` blocks open at once.
    public var deepest = 0
    /// The most `[` open at once, counting only `[`. When the lexer cannot match the file
    /// (``isBalanced`` is false), the larger of that and the count of every `[` and `]` byte: see
    /// ``squareBracket(deeperThan:in:)``.
    public var deepestSquare = 0
    /// Every bracket closes the one it should, nothing is left open, and no comment, string or
    /// regex literal is left open. When false, the lexer's view of the nesting is not trusted.
    public var isBalanced = true

    /// The profile of `bytes`.
    public init(of bytes: UnsafeBufferPointer<UInt8>) {
        var lexer = BracketLexer(bytes: bytes)
        var (square, ifs) = (0, 0)
        while let event = lexer.next() {
            switch event {
            case .open(let bracket, _):
                if bracket == UInt8(ascii: "[") {
                    square += 1
                    deepestSquare = max(deepestSquare, square)
                }
                deepest = max(deepest, lexer.depth + ifs)
            case .close(let bracket, _):
                if bracket == UInt8(ascii: "]") { square -= 1 }
            case .poundIf:
                ifs += 1
                deepest = max(deepest, lexer.depth + ifs)
            case .poundEndif:
                ifs = max(0, ifs - 1)
            case .mismatch, .unterminated:
                isBalanced = false
            case .comment:
                continue
            }
        }
        if lexer.depth != 0 { isBalanced = false }
        if !isBalanced {
            var square = 0
            Self.forEachSquareByte(in: bytes) { opens, _ in
                square = opens ? square + 1 : max(0, square - 1)
                deepestSquare = max(deepestSquare, square)
                return true
            }
        }
    }
}

/// Blanks parts of a text: every byte of the given ranges but line breaks becomes a space, so
/// every position outside them keeps its line and column (columns count UTF-8 bytes).
public enum Blanking {
    public static func blanked(_ bytes: UnsafeBufferPointer<UInt8>, ranges: [Range<Int>]) -> [UInt8] {
        var copy = Array(bytes)
        for range in ranges {
            for index in range where copy[index] != UInt8(ascii: "\n") && copy[index] != UInt8(ascii: "\r") {
                copy[index] = UInt8(ascii: " ")
            }
        }
        return copy
    }

    /// The text with the contents of every `[` opened with `depth` others open blanked (line
    /// breaks kept), and where each such `[` stands; `nil` when `[` never nests that deep.
    /// swift-syntax's type-versus-expression lookahead takes time exponential in nested `[`, so
    /// the readers and the manifest editor parse this text instead.
    ///
    /// The brackets are those ``BracketLexer`` sees. When it cannot match the file, neither its
    /// view nor the bytes' is the parser's (see ``NestingProfile/squareBracket(deeperThan:in:)``),
    /// so what either view finds too deep is blanked: `[/*]*/[/*]*/...` keeps the byte count at one
    /// while the parser sees the `[` in a row (found by hand after the fuzz finds of 88 and 92).
    public static func squareBrackets(deeperThan depth: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (text: [UInt8], elided: Set<Int>)? {
        var lexed = DeepSquares(depth: depth)
        let isBalanced = NestingProfile.forEachLexedSquareBracket(in: bytes) { opens, offset in
            lexed.visit(opens, offset)
            return true
        }
        var (ranges, elided) = lexed.finish(count: bytes.count)
        if !isBalanced {
            var raw = DeepSquares(depth: depth)
            NestingProfile.forEachSquareByte(in: bytes) { opens, offset in
                raw.visit(opens, offset)
                return true
            }
            let (rawRanges, rawElided) = raw.finish(count: bytes.count)
            ranges += rawRanges
            elided.formUnion(rawElided)
        }
        guard !elided.isEmpty else { return nil }
        return (blanked(bytes, ranges: ranges), elided)
    }
}

/// The `[` of one view opened with `depth` others open, and the ranges their contents span.
private struct DeepSquares {
    let depth: Int
    var squares: [Int] = []  // the `[` open now, outermost first
    var ranges: [Range<Int>] = []
    var elided: Set<Int> = []

    init(depth: Int) { self.depth = depth }

    mutating func visit(_ opens: Bool, _ offset: Int) {
        if opens {
            squares.append(offset)
            if squares.count == depth + 1 { elided.insert(offset) }
        } else {
            if squares.count == depth + 1, let open = squares.last { ranges.append((open + 1)..<offset) }
            if !squares.isEmpty { squares.removeLast() }
        }
    }

    /// The ranges, one running to the end for a deep `[` left open (a syntax error anyway).
    func finish(count: Int) -> (ranges: [Range<Int>], elided: Set<Int>) {
        guard squares.count > depth else { return (ranges, elided) }
        return (ranges + [(squares[depth] + 1)..<count], elided)
    }
}

/// Comments as Swift lexes them.
public enum SwiftComments {
    /// The offset just past the `*/` that closes the block comment opening at `start` (block
    /// comments nest), or `nil` if the bytes end inside it.
    public static func blockCommentEnd(in bytes: UnsafeBufferPointer<UInt8>, openingAt start: Int) -> Int? {
        var depth = 0
        var position = start
        while position + 1 < bytes.count {
            switch (bytes[position], bytes[position + 1]) {
            case (UInt8(ascii: "/"), UInt8(ascii: "*")):
                depth += 1
                position += 2
            case (UInt8(ascii: "*"), UInt8(ascii: "/")):
                depth -= 1
                position += 2
                if depth == 0 { return position }
            default:
                position += 1
            }
        }
        return nil
    }
}

extension NestingProfile {
    /// The offset of the first `[` that opens with more than `limit` others open, as
    /// ``BracketLexer`` sees them; `nil` when `[` never nests that deep. When the lexer cannot
    /// match the file, the earlier of that `[` and the first past the limit counting every `[` and
    /// `]` byte (``forEachSquareByte(in:_:)``): `]` bytes in strings or comments lower the byte
    /// count, and `[` the lexer did not see as code may be code to the parser.
    public static func squareBracket(deeperThan limit: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // One lexing pass, without the walk's closure and list: every file the import scanner and
        // the reference pass read comes here.
        var lexer = BracketLexer(bytes: bytes)
        var square = 0
        var first: Int?
        var isBalanced = true
        while let event = lexer.next() {
            switch event {
            case .open(UInt8(ascii: "["), let offset):
                square += 1
                if square > limit, first == nil { first = offset }
            case .close(UInt8(ascii: "]"), _): square = max(0, square - 1)
            case .mismatch, .unterminated: isBalanced = false
            default: continue
            }
        }
        guard isBalanced, lexer.depth == 0 else {
            // Neither view is the parser's: the earlier of the two (``deepestSquare`` is the larger).
            let lexed = first
            (square, first) = (0, nil)
            forEachSquareByte(in: bytes) { opens, offset in
                square = opens ? square + 1 : max(0, square - 1)
                if square > limit { first = offset }
                return first == nil
            }
            return [lexed, first].compactMap { $0 }.min()
        }
        return first
    }

    /// Calls `body` with each `[` (`opens` true) and `]` that ``BracketLexer`` sees in code, and its
    /// offset, in order, until it returns false; whether the lexer matched the whole file
    /// (brackets, strings, comments), as ``isBalanced``.
    ///
    /// swift-syntax's lookahead takes time exponential in nested `[`, so every reader bounds that
    /// nesting before a parse. When the lexer cannot match a file, its view of `[` may not be the
    /// parser's (a string the lexer read otherwise hid `[` nested 248 deep in a 9 KB file, which
    /// the manifest reader, the import scanner and the reference scanner then parsed for minutes;
    /// found by fuzzing), and neither is the bytes' (``forEachSquareByte(in:_:)``): the readers
    /// then bound both.
    @discardableResult
    public static func forEachLexedSquareBracket(
        in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ opens: Bool, _ offset: Int) -> Bool
    ) -> Bool {
        var lexer = BracketLexer(bytes: bytes)
        var isBalanced = true
        var walking = true
        while let event = lexer.next() {
            switch event {
            case .open(UInt8(ascii: "["), let offset) where walking: walking = body(true, offset)
            case .close(UInt8(ascii: "]"), let offset) where walking: walking = body(false, offset)
            case .mismatch, .unterminated: isBalanced = false
            default: continue
            }
        }
        return isBalanced && lexer.depth == 0
    }

    /// Every `[` and `]` byte, strings and comments included, until `body` returns false.
    public static func forEachSquareByte(in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ opens: Bool, _ offset: Int) -> Bool) {
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "[") {
                if !body(true, offset) { return }
            } else if byte == UInt8(ascii: "]") {
                if !body(false, offset) { return }
            }
        }
    }
}
