extension BracketLexer {
    /// One step in code: returns an event, or `nil` after moving past bytes that make none.
    mutating func code(depth: Int, interpolation: Bool) -> Event? {
        let start = position
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            position += 1
            atLineStart = true
            return nil
        default:
            break
        }
        if Self.isPlain(byte) {
            skipPlainCode()
            return nil
        }
        let wasAtLineStart = atLineStart
        atLineStart = false
        let previous = lastSignificant
        lastSignificant = byte
        let isComment = byte == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"))
        if !isComment { countCode(at: start) }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            position += 1
            brackets.append(byte)
            return .open(byte, at: start)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            position += 1
            guard let open = brackets.last, open == Self.opening(of: byte) else { return .mismatch(at: start) }
            brackets.removeLast()
            if interpolation, brackets.count == depth { popMode() }
            return .close(byte, at: start)
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            lastSignificant = previous
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
                position += 1
            }
            return .comment(start..<position)
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            lastSignificant = previous
            if !skipBlockComment() { pending = .unterminated(at: start) }
            return .comment(start..<position)
        case UInt8(ascii: "/") where Self.startsOperand(after: previous):
            if position >= regexScanFailedUntil, let end = bareRegexEnd() { position = end } else { position += 1 }
            return nil
        case UInt8(ascii: "#"):
            return pound(atLineStart: wasAtLineStart)
        case UInt8(ascii: "\""):
            openString(hashes: 0)
            return nil
        case UInt8(ascii: "`"):
            skipBackquotedName()
            return nil
        default:
            position += 1
            return nil
        }
    }

    /// Whether an operand may start after `byte` (the last byte of code), so that a `/` there is
    /// a regex literal rather than division.
    static func startsOperand(after byte: UInt8) -> Bool {
        switch byte {
        case 0, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
            UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "%"):
            true
        default:
            false
        }
    }

    /// At a `/` where an operand starts: the offset after the `/` that closes a regex literal on
    /// the same line (escapes and `[...]` classes skipped), or `nil` if it is not one.
    mutating func bareRegexEnd() -> Int? {
        let first = peek(1)
        guard first != UInt8(ascii: " "), first != UInt8(ascii: "\t"), first != UInt8(ascii: "\n"),
            first != UInt8(ascii: "\r"), first != 0
        else { return nil }
        var offset = 1
        var inClass = false
        defer { if position + offset >= regexScanFailedUntil { regexScanFailedUntil = position + offset } }
        while position + offset < bytes.count {
            switch peek(offset) {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            case UInt8(ascii: "\\"): offset += 1
            case UInt8(ascii: "["): inClass = true
            case UInt8(ascii: "]"): inClass = false
            case UInt8(ascii: "/") where !inClass: return position + offset + 1
            default: break
            }
            offset += 1
        }
        return nil
    }

    /// A byte of code that opens, closes and starts nothing (identifiers, operators, digits,
    /// spaces): most of a file. Line breaks are not plain (directives must start a line).
    @inline(__always)
    static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "#"),
            UInt8(ascii: "/"), UInt8(ascii: "`"):
            false
        default:
            true
        }
    }

    /// Moves past a run of plain bytes in one tight loop, keeping track of the last one that is
    /// not a space or tab (for ``startsOperand(after:)``) and of whether the line has begun.
    private mutating func skipPlainCode() {
        var index = position
        var last = lastSignificant
        var blankSoFar = true
        var code = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard Self.isPlain(byte) else { break }
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
                last = byte
                blankSoFar = false
                code += 1
            }
            index += 1
        }
        if codeBytes + code > codeByteLimit, codeLimitPassedAt == nil {
            // Find the byte that passed the limit (once per lexer).
            var left = codeByteLimit - codeBytes
            var offset = position
            while offset < index {
                if bytes[offset] != UInt8(ascii: " "), bytes[offset] != UInt8(ascii: "\t") {
                    if left == 0 { break }
                    left -= 1
                }
                offset += 1
            }
            codeLimitPassedAt = offset
        }
        codeBytes += code
        position = index
        lastSignificant = last
        if !blankSoFar { atLineStart = false }
    }

    static func opening(of closing: UInt8) -> UInt8 {
        switch closing {
        case UInt8(ascii: ")"): UInt8(ascii: "(")
        case UInt8(ascii: "]"): UInt8(ascii: "[")
        default: UInt8(ascii: "{")
        }
    }

    /// `#if`/`#endif` at the start of a line; `#"…"#` raw strings; `#/…/#` regex literals.
    private mutating func pound(atLineStart: Bool) -> Event? {
        let start = position
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        switch peek(hashes) {
        case UInt8(ascii: "\""):
            position += hashes
            openString(hashes: hashes)
            return nil
        case UInt8(ascii: "/"):
            return skipRegex(hashes: hashes) ? nil : .unterminated(at: start)
        default:
            position += 1
            guard atLineStart, hashes == 1 else { return nil }
            if word("if") {
                position += 2
                return .poundIf(at: start)
            }
            if word("endif") {
                position += 5
                return .poundEndif(at: start)
            }
            return nil
        }
    }

    /// Whether the bytes at the position spell `text` as a whole word.
    private func word(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        for index in 0..<count where peek(index) != text.utf8Start[index] { return false }
        let after = peek(count)
        let isIdentifier = (after | 0x20) >= UInt8(ascii: "a") && (after | 0x20) <= UInt8(ascii: "z")
            || (after >= UInt8(ascii: "0") && after <= UInt8(ascii: "9")) || after == UInt8(ascii: "_")
        return !isIdentifier
    }

    /// Block comments nest, as in Swift. `false` if the file ends inside one.
    private mutating func skipBlockComment() -> Bool {
        guard let end = SwiftComments.blockCommentEnd(in: bytes, openingAt: position) else {
            position = bytes.count
            return false
        }
        position = end
        return true
    }

    /// `#/…/#` with as many `#` on each side. `false` if the file ends inside one.
    private mutating func skipRegex(hashes: Int) -> Bool {
        position += hashes + 1
        while position < bytes.count {
            if peek() == UInt8(ascii: "/"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                position += 1 + hashes
                return true
            }
            position += 1
        }
        return false
    }

    /// A backquoted name ends at the next backquote on its line.
    private mutating func skipBackquotedName() {
        let start = position
        position += 1
        while position < bytes.count, peek() != UInt8(ascii: "`"), peek() != UInt8(ascii: "\n"),
            peek() != UInt8(ascii: "\r")
        {
            position += 1
        }
        // A backquote its line does not close is a lone character to swift-syntax, and what
        // follows it is code (a lone one hid 62 nested `[` from the bounds: the parse ran for
        // minutes; found by the tuist fuzz target in CI).
        if peek() == UInt8(ascii: "`") { position += 1 } else { position = start + 1 }
    }
}
