/// Where a Swift text stops being safe to give swift-syntax, and why. Its parser bounds brackets
/// (the readers' explicit nesting limit) but not every construct it parses by recursion, nor what
/// its lexer keeps per nested string; archlint reads every file on a large stack (see
/// `Workspace.LargeStack`), and these bounds keep what a file may ask of it well inside, whatever
/// the file's size. Each is far beyond what real code writes. Every reader gives the parser only
/// the lines before the first cut, and reports that reading stopped there.
///
/// The chain bounds count bytes as they stand (comments and strings included): they need no
/// lexing, and no text can hide a chain from them.
public enum ParseBounds {
    /// Where reading stops, and why (a clause: "'#if' nested more than 100 deep").
    public struct Cut: Equatable, Sendable {
        public var offset: Int
        public var reason: String
    }

    /// Strings nested in interpolations (`"\("\("...`): swift-syntax's lexer copies its state per
    /// token, so the cost grows with the square of the nesting (30,000 levels, 270 KB, took more
    /// than 20 GB).
    public static let maximumInterpolationNesting = 16
    /// Interpolations (`\(`) in all, when the lexer cannot match the file.
    public static let maximumInterpolations = 1_000
    /// Chains the parser reads by recursion, one call per link, that its nesting limit does not
    /// count: prefix keywords and specifiers (`try try ...`, `await`, `consume`, `copy`, `repeat`,
    /// `each`, `some`, `any`, `inout`, ...), `->`
    /// (`() -> () -> ...`), ` ? ` (`a ? a ? ...`) and `else` (`if a {} else if ...`). A file holds
    /// at least as many of each as its longest chain, so each is bounded per file.
    public static let maximumChainLinks = 20_000
    /// `<` open at once right after a name (`A<A<A<...`, closed by `>` outside comments): the
    /// costliest recursion (100,000 overflowed a 512 MiB stack).
    public static let maximumGenericNesting = 1_000
    /// `<` right after a name in all, when the lexer cannot match the file (and so cannot say
    /// which `>` stand in comments).
    public static let maximumGenericOpenings = 10_000
    /// `let` and `var` in a row, comments between them skipped (`case let let let ...`: one
    /// recursion each; 2,000,000 in 8 MB overflowed a 512 MiB stack, 300,000 did not). Real files
    /// hold many, never in a row, so the row is measured once a file holds more than
    /// ``maximumChainLinks``; when the lexer cannot match such a file (and so find its comments),
    /// each counts, up to ``maximumBindingKeywords`` (large generated files hold more than 20,000).
    public static let maximumBindingKeywordRun = 1_000
    public static let maximumBindingKeywords = 100_000

    /// Bytes of code one parse is given at most (not whitespace, comments or the inside of string
    /// literals, see ``BracketLexer/codeBytes``). swift-syntax's tree takes 180 to 350 bytes per
    /// byte of code: 6 MB of top-level statements took 2.1 GB, and 100 MB ran out of memory. At
    /// 2 MiB a parse stays under about 700 MB; a real file holds this much code only when it is
    /// generated, and the import scanner gives the parser only a large file's file scope (its
    /// bodies blanked), which is far less.
    public static let maximumCodeBytes = 2 * 1024 * 1024

    /// Where the code of `bytes` passes ``maximumCodeBytes``, as the lexer counts it.
    public static func codeVolumeCut(in bytes: UnsafeBufferPointer<UInt8>, limit: Int = maximumCodeBytes) -> Cut? {
        // Fewer bytes than the limit hold less code than it.
        guard bytes.count > limit else { return nil }
        var lexer = BracketLexer(bytes: bytes)
        lexer.codeByteLimit = limit
        while lexer.codeLimitPassedAt == nil, lexer.next() != nil {}
        return lexer.codeLimitPassedAt.map {
            Cut(offset: $0, reason: "more than \(limit / 1_048_576) MiB of code to parse at once (generated code? exclude the file)")
        }
    }

    /// The first cut of `bytes`, or `nil` (every real file). `codeVolume: false` leaves out
    /// ``codeVolumeCut(in:limit:)``, for a reader that parses less than the bytes (the import
    /// scanner parses a large file's outline, and bounds that).
    public static func firstCut(in bytes: UnsafeBufferPointer<UInt8>, codeVolume: Bool = true) -> Cut? {
        var cuts: [Cut] = []
        if codeVolume, let cut = codeVolumeCut(in: bytes) { cuts.append(cut) }
        if let offset = DirectiveNesting.firstTooDeep(in: bytes) {
            cuts.append(Cut(offset: offset, reason: "'#if' nested more than \(DirectiveNesting.maximumDepth) deep"))
        }
        if let cut = interpolationCut(in: bytes) { cuts.append(cut) }
        if let cut = ChainScan(bytes).firstCut() { cuts.append(cut) }
        if let cut = genericCut(in: bytes) { cuts.append(cut) }
        if let cut = bindingRunCut(in: bytes) { cuts.append(cut) }
        return cuts.min { $0.offset < $1.offset }
    }

    /// Strings nested in interpolations past the bound, as the lexer sees them; every `\(` when
    /// the lexer cannot match the file.
    static func interpolationCut(in bytes: UnsafeBufferPointer<UInt8>) -> Cut? {
        // Few `\(` in all: they cannot nest deeper than their count.
        guard escapedParenthesis(number: maximumInterpolationNesting + 1, in: bytes) != nil else { return nil }
        guard NestingProfile(of: bytes).isBalanced else {
            return escapedParenthesis(number: maximumInterpolations + 1, in: bytes).map {
                Cut(offset: $0, reason: "more than \(maximumInterpolations) string interpolations in a file whose strings the lexer cannot match")
            }
        }
        var lexer = BracketLexer(bytes: bytes)
        while let event = lexer.next() {
            // Each string nested in an interpolation adds a string mode and a code mode.
            if case .open(_, let offset) = event, (lexer.modes.count - 1) / 2 > maximumInterpolationNesting {
                return Cut(offset: offset, reason: "strings nested in interpolations more than \(maximumInterpolationNesting) deep")
            }
        }
        return nil
    }

    /// `<` nested past the bound right after names. A file with few such `<` cannot nest them
    /// deeper than their count; otherwise each `>` outside comments closes one (a `>` in a comment,
    /// `A</*>*/A<...`, closes nothing for the parser: found by hand), as the lexer sees comments,
    /// and every `<` counts when the lexer cannot match the file.
    static func genericCut(in bytes: UnsafeBufferPointer<UInt8>) -> Cut? {
        var depth = 0
        return cutOutsideComments(
            in: bytes, occurrence: ChainScan.genericOpening(number:in:), measuredPast: maximumGenericNesting,
            fallbackLimit: maximumGenericOpenings,
            fallbackReason: "more than \(maximumGenericOpenings) '<' after names in a file whose comments the lexer cannot find"
        ) { index in
            switch bytes[index] {
            case UInt8(ascii: "<") where ChainScan.opensGenerics(at: index, in: bytes):
                depth += 1
                if depth > maximumGenericNesting {
                    return (index + 1, Cut(offset: index, reason: "'<' nested more than \(maximumGenericNesting) deep after names"))
                }
            case UInt8(ascii: ">") where index == 0 || bytes[index - 1] != UInt8(ascii: "-"):
                depth = Swift.max(0, depth - 1)
            default:
                break
            }
            return (index + 1, nil)
        }
    }

    /// Runs of `let` and `var` past the bound (see ``maximumBindingKeywordRun``).
    static func bindingRunCut(in bytes: UnsafeBufferPointer<UInt8>) -> Cut? {
        var run = 0
        return cutOutsideComments(
            in: bytes, occurrence: ChainScan.bindingKeyword(number:in:), measuredPast: maximumChainLinks,
            fallbackLimit: maximumBindingKeywords,
            fallbackReason: "more than \(maximumBindingKeywords) 'let' and 'var' in a file whose comments the lexer cannot find"
        ) { start in
            guard ChainScan.isWordByte(bytes[start]) else {
                if !ChainScan.isSpace(bytes[start]) { run = 0 }
                return (start + 1, nil)
            }
            var end = start
            while end < bytes.count, ChainScan.isWordByte(bytes[end]) { end += 1 }
            guard ChainScan.isBindingKeyword(start..<end, in: bytes) else {
                run = 0
                return (end, nil)
            }
            run += 1
            return (end, run > maximumBindingKeywordRun ? Cut(offset: start, reason: "more than \(maximumBindingKeywordRun) 'let' or 'var' in a row") : nil)
        }
    }

    /// A bound measured in the code outside comments, by `step` over each position the comments
    /// leave (it returns where to go on, or the cut). Files with at most `measuredPast`
    /// occurrences cannot pass the bound and are not lexed; when the lexer cannot match a file
    /// (and so find its comments), every occurrence counts, up to `fallbackLimit`.
    private static func cutOutsideComments(
        in bytes: UnsafeBufferPointer<UInt8>,
        occurrence: (_ number: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int?,
        measuredPast: Int, fallbackLimit: Int, fallbackReason: String,
        step: (_ index: Int) -> (next: Int, cut: Cut?)
    ) -> Cut? {
        guard occurrence(measuredPast + 1, bytes) != nil else { return nil }
        guard let comments = commentRanges(in: bytes) else {
            return occurrence(fallbackLimit + 1, bytes).map { Cut(offset: $0, reason: fallbackReason) }
        }
        var code = CodeCursor(comments: comments)
        while code.next(in: bytes) {
            let (next, cut) = step(code.index)
            if let cut { return cut }
            code.index = next
        }
        return nil
    }

    /// The comments of a file the lexer can match, in order; `nil` when it cannot.
    static func commentRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        var comments: [Range<Int>] = []
        var lexer = BracketLexer(bytes: bytes)
        while let event = lexer.next() {
            switch event {
            case .comment(let range): comments.append(range)
            case .mismatch, .unterminated: return nil
            default: continue
            }
        }
        return lexer.depth == 0 ? comments : nil
    }

    /// The offset of the `number`-th `\(` in the bytes, or `nil`.
    static func escapedParenthesis(number: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var seen = 0
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "(") {
                seen += 1
                if seen == number { return index }
            }
            index += 1
        }
        return nil
    }
}

/// A position in a text that steps over its comments.
struct CodeCursor {
    let comments: [Range<Int>]
    var index = 0
    private var nextComment = 0

    init(comments: [Range<Int>]) { self.comments = comments }

    /// Moves past a comment that starts at or before the position; whether a byte is left.
    mutating func next(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        while nextComment < comments.count, index >= comments[nextComment].lowerBound {
            index = max(index, comments[nextComment].upperBound)
            nextComment += 1
        }
        return index < bytes.count
    }
}

/// One pass over the bytes, as words and other bytes, counting the links of the chains
/// ``ParseBounds`` bounds.
struct ChainScan {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    static let prefixKeywords: Set<String> = [
        "try", "await", "consume", "copy", "repeat", "each", "_move", "_borrow",
        "some", "any", "inout", "borrowing", "consuming", "sending", "isolated", "__owned", "__shared",
    ]
    /// ``prefixKeywords`` as bytes, by length: a word is compared with the few of its length,
    /// byte by byte (a `String` made and hashed per word was half of this scan's time).
    private static let keywordsByLength: [[[UInt8]]] = (0...9).map { length in
        prefixKeywords.map { Array($0.utf8) }.filter { $0.count == length }
    }
    private static let elseBytes = Array("else".utf8)

    /// Whether the bytes of `range` spell `word`.
    private func spells(_ word: [UInt8], _ range: Range<Int>) -> Bool {
        guard word.count == range.count else { return false }
        for (offset, byte) in word.enumerated() where bytes[range.lowerBound + offset] != byte { return false }
        return true
    }

    func firstCut() -> ParseBounds.Cut? {
        var (keywords, arrows, ternaries, elses) = (0, 0, 0, 0)
        let limit = ParseBounds.maximumChainLinks
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isWordByte(byte) {
                let start = index
                while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
                // Only short words can be keywords.
                guard index - start <= 9 else { continue }
                let word = start..<index
                if spells(Self.elseBytes, word) {
                    elses += 1
                    if elses > limit { return ParseBounds.Cut(offset: start, reason: "more than \(limit) 'else' in one file") }
                } else if Self.keywordsByLength[word.count].contains(where: { spells($0, word) }) {
                    keywords += 1
                    if keywords > limit {
                        return ParseBounds.Cut(offset: start, reason: "more than \(limit) prefix keywords ('try', 'await', ...) in one file")
                    }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "?"):
                // A ternary's `?` has spaces on both sides or on neither (`a?b:c`); `a?.b`, `T?` and
                // `try?` are not ternaries.
                if index > 0, index + 1 < bytes.count, Self.isSpace(bytes[index - 1]) == Self.isSpace(bytes[index + 1]),
                    bytes[index + 1] != UInt8(ascii: ".")
                {
                    ternaries += 1
                    if ternaries > limit { return ParseBounds.Cut(offset: index, reason: "more than \(limit) ternary '?' in one file") }
                }
            case UInt8(ascii: ">"):
                if index > 0, bytes[index - 1] == UInt8(ascii: "-") {
                    arrows += 1
                    if arrows > limit { return ParseBounds.Cut(offset: index - 1, reason: "more than \(limit) '->' in one file") }
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Whether the `<` at `index` follows a name (or another such `<`): `A<B>`, not `a < b`.
    static func opensGenerics(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        index > 0 && (isWordByte(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: "<"))
    }

    /// The offset of the `number`-th `<` right after a name, wherever it stands, or `nil`.
    static func genericOpening(number: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var seen = 0
        for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "<") && opensGenerics(at: index, in: bytes) {
            seen += 1
            if seen == number { return index }
        }
        return nil
    }

    /// Whether the word at `range` is `let` or `var`.
    static func isBindingKeyword(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard range.count == 3 else { return false }
        let (first, second, third) = (bytes[range.lowerBound], bytes[range.lowerBound + 1], bytes[range.lowerBound + 2])
        return (first == UInt8(ascii: "l") && second == UInt8(ascii: "e") && third == UInt8(ascii: "t"))
            || (first == UInt8(ascii: "v") && second == UInt8(ascii: "a") && third == UInt8(ascii: "r"))
    }

    /// The offset of the `number`-th word `let` or `var`, wherever it stands, or `nil`.
    static func bindingKeyword(number: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var seen = 0
        var index = 0
        while index < bytes.count {
            guard isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
            if isBindingKeyword(start..<index, in: bytes) {
                seen += 1
                if seen == number { return start }
            }
        }
        return nil
    }

    /// Bytes of names and keywords: ASCII letters, digits, `_`, `$`, and every byte of a non-ASCII
    /// character (Swift allows many in names).
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            true
        default: false
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
