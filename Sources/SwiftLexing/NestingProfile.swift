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
    /// The brackets are those of ``NestingProfile/forEachSquareBracket(in:_:)``: every `[` and
    /// `]` byte when the lexer cannot match the file.
    public static func squareBrackets(deeperThan depth: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (text: [UInt8], elided: Set<Int>)? {
        var squares: [Int] = []  // the `[` open now, outermost first
        var ranges: [Range<Int>] = []
        var elided: Set<Int> = []
        func open(_ offset: Int) {
            squares.append(offset)
            if squares.count == depth + 1 { elided.insert(offset) }
        }
        func close(_ offset: Int) {
            if squares.count == depth + 1, let open = squares.last { ranges.append((open + 1)..<offset) }
            if !squares.isEmpty { squares.removeLast() }
        }
        NestingProfile.forEachSquareBracket(in: bytes) { opens, offset in
            if opens { open(offset) } else { close(offset) }
            return true
        }
        if squares.count > depth {
            // Left open at the end of the file: blank to the end (it is a syntax error anyway).
            ranges.append((squares[depth] + 1)..<bytes.count)
        }
        guard !elided.isEmpty else { return nil }
        return (blanked(bytes, ranges: ranges), elided)
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
    /// The offset of the first `[` that opens with more than `limit` others open, counting the
    /// brackets of ``forEachSquareBracket(in:_:)``; `nil` when `[` never nests that deep. When the
    /// lexer cannot match the file, the earlier of that `[` as the lexer sees them and as bytes:
    /// `]` bytes in strings lower the byte count, `[` the lexer saw as code may still be code.
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

    /// Calls `body` with each `[` (`opens` true) and `]` of `bytes` and its offset, in order, until
    /// it returns false: the brackets ``BracketLexer`` sees when it can match the whole file
    /// (brackets, strings, comments), every `[` and `]` byte otherwise.
    ///
    /// swift-syntax's lookahead takes time exponential in nested `[`, so every reader bounds that
    /// nesting before a parse. When the lexer cannot match a file, its view of `[` may not be the
    /// parser's: a string the lexer read otherwise hid `[` nested 248 deep in a 9 KB file, which
    /// the manifest reader, the import scanner and the reference scanner then parsed for minutes
    /// (found by fuzzing). Every byte is an upper bound on what the parser may see.
    public static func forEachSquareBracket(in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ opens: Bool, _ offset: Int) -> Bool) {
        // One lexing pass: the brackets it sees are kept until it is known to match the file.
        var lexer = BracketLexer(bytes: bytes)
        var squares: [(opens: Bool, offset: Int)] = []
        var isBalanced = true
        while let event = lexer.next() {
            switch event {
            case .open(UInt8(ascii: "["), let offset): squares.append((true, offset))
            case .close(UInt8(ascii: "]"), let offset): squares.append((false, offset))
            case .mismatch, .unterminated: isBalanced = false
            default: continue
            }
        }
        guard isBalanced, lexer.depth == 0 else {
            forEachSquareByte(in: bytes, body)
            return
        }
        for square in squares where !body(square.opens, square.offset) { return }
    }

    /// Every `[` and `]` byte, strings and comments included.
    static func forEachSquareByte(in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ opens: Bool, _ offset: Int) -> Bool) {
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "[") {
                if !body(true, offset) { return }
            } else if byte == UInt8(ascii: "]") {
                if !body(false, offset) { return }
            }
        }
    }
}
