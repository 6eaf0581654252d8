/// How deeply a Swift file nests, as ``BracketLexer`` sees it, in one linear pass.
public struct NestingProfile: Equatable, Sendable {
    /// The most brackets and `#if` blocks open at once.
    public var deepest = 0
    /// The most `[` open at once, counting only `[`.
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
    /// When the lexer cannot match the file's brackets, strings or comments, its view of `[` may
    /// not be the parser's (a 9 KB manifest with a string the lexer read otherwise ran for
    /// minutes; found by fuzzing): then every `[` byte opens and every `]` byte closes.
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
        if NestingProfile(of: bytes).isBalanced {
            var lexer = BracketLexer(bytes: bytes)
            while let event = lexer.next() {
                switch event {
                case .open(UInt8(ascii: "["), let offset): open(offset)
                case .close(UInt8(ascii: "]"), let offset): close(offset)
                default: continue
                }
            }
        } else {
            for (offset, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: "[") { open(offset) } else if byte == UInt8(ascii: "]") { close(offset) }
            }
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
    /// The offset of the first `[` that opens with more than `limit` others open, as
    /// ``BracketLexer`` sees them; `nil` when `[` never nests that deep.
    public static func squareBracket(deeperThan limit: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var lexer = BracketLexer(bytes: bytes)
        var square = 0
        while let event = lexer.next() {
            switch event {
            case .open(let bracket, let offset) where bracket == UInt8(ascii: "["):
                square += 1
                if square > limit { return offset }
            case .close(let bracket, _) where bracket == UInt8(ascii: "]"):
                square = max(0, square - 1)
            default:
                continue
            }
        }
        return nil
    }
}
