/// Decides, by bytes alone, whether a part of a file might hold an import declaration.
///
/// An import declaration needs an `import` keyword token, and the lexer only makes one from the
/// six bytes `import` with no identifier byte on either side. So if those bytes never occur as a
/// word, no import can be there. Occurrences are ignored only on a line that provably holds no
/// token: one that starts with `//` and has nothing that could end a comment, string or regex
/// literal midway (`*/`, `"""`, `/#`), open an interpolation (`\(`, `\#`) or end the line for the
/// lexer (NUL), occurrences inside a block comment the line opens first thing (see
/// `isInsideBlockCommentOpeningItsLine`), and occurrences inside a plain one-line string literal or
/// a backquoted name on a line simple enough to lex alone (see `isInsideSimpleString`). Everything else (a word `import`
/// in a block comment opened on an earlier line, a multi-line or raw string, code) answers "maybe",
/// and the caller parses the whole file.
enum ImportWordScan {
    static func mayHoldImport(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        !words(in: bytes, from: start, limit: 1).isEmpty
    }

    /// The offsets of the words `import` after `start` that may start an import declaration (the
    /// ones ``mayHoldImport(_:from:)`` answers "maybe" for), the first `limit` of them.
    static func words(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int = .max) -> [Int] {
        shifts.withUnsafeBufferPointer { shifts in
            var found: [Int] = []
            let count = bytes.count
            var index = start
            // Boyer-Moore-Horspool on the window's last byte: most windows skip six bytes at once.
            while index + 6 <= count {
                let last = bytes[index + 5]
                guard last == UInt8(ascii: "t"), bytes[index] == UInt8(ascii: "i"),
                    bytes[index + 1] == UInt8(ascii: "m"), bytes[index + 2] == UInt8(ascii: "p"),
                    bytes[index + 3] == UInt8(ascii: "o"), bytes[index + 4] == UInt8(ascii: "r")
                else {
                    index += Int(shifts[Int(last)])
                    continue
                }
                if isWord(bytes, at: index), !isInertCommentLine(bytes, containing: index),
                    !isInsideBlockCommentOpeningItsLine(bytes, at: index), !isInsideSimpleString(bytes, at: index)
                {
                    found.append(index)
                    if found.count >= limit { return found }
                }
                index += 6
            }
            return found
        }
    }

    /// The offsets of the `#` of every `#if`, `#elseif`, `#else` and `#endif` after `start`, by
    /// bytes alone (in comments and strings too: the caller compares two such lists).
    static func conditionDirectives(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> [Int] {
        var found: [Int] = []
        var index = start
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "#") else { continue }
            var end = index + 1
            while end < bytes.count, bytes[end].isIdentifierContinue { end += 1 }
            switch String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self) {
            case "if", "elseif", "else", "endif": found.append(index)
            default: break
            }
        }
        return found
    }

    /// How far the window may move when its last byte is `b`: to align `b` with its last place
    /// among the first five bytes of `import`, or past it.
    private static let shifts: [UInt8] = (0...255).map { byte in
        let pattern = Array("impor".utf8)
        guard let place = pattern.lastIndex(of: UInt8(byte)) else { return 6 }
        return UInt8(5 - place)
    }

    /// No identifier byte on either side. A digit before counts as a boundary (`1import` is for
    /// the lexer to judge), and so do `$` and non-ASCII bytes, which is the safe side.
    private static func isWord(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let before = index > 0 ? bytes[index - 1] : UInt8(ascii: " ")
        let after = index + 6 < bytes.count ? bytes[index + 6] : UInt8(ascii: " ")
        return !(before.isASCIILetter || before == UInt8(ascii: "_")) && !after.isIdentifierContinue
    }

    /// The line around `index` starts with `//` (after spaces and tabs) and holds nothing that
    /// could turn part of it back into code in any context (code, block comment, string, regex).
    static func isInertCommentLine(_ bytes: UnsafeBufferPointer<UInt8>, containing index: Int) -> Bool {
        let lineStart = lineStart(bytes, index)
        var lineEnd = index
        while lineEnd < bytes.count, !bytes[lineEnd].isLineBreak { lineEnd += 1 }
        var first = lineStart
        while first < lineEnd, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") {
            first += 1
        }
        guard first + 1 < lineEnd, bytes[first] == UInt8(ascii: "/"), bytes[first + 1] == UInt8(ascii: "/")
        else { return false }
        var quotes = 0
        for position in first..<lineEnd {
            let byte = bytes[position]
            quotes = byte == UInt8(ascii: "\"") ? quotes + 1 : 0
            if quotes == 3 || byte == 0 { return false }
            guard position + 1 < lineEnd else { continue }
            let next = bytes[position + 1]
            switch (byte, next) {
            case (UInt8(ascii: "*"), UInt8(ascii: "/")), (UInt8(ascii: "/"), UInt8(ascii: "#")),
                (UInt8(ascii: "\\"), UInt8(ascii: "(")), (UInt8(ascii: "\\"), UInt8(ascii: "#")):
                return false
            default: continue
            }
        }
        return true
    }

    /// Whether the `import` at `index` sits inside a block comment that the line opens first thing
    /// (`/* ... import ... */`, closed on the line or later), on a line that holds nothing that could end a string or regex
    /// literal or open an interpolation (`"""`, `/#`, `#/`, `\(`, `\#`) or end the line for the
    /// lexer (NUL). Lexed from the line's start as code, the `/*` opens a comment; inside an outer
    /// block comment it nests, so the word is still in a comment; inside a multi-line string or
    /// regex literal (which only those excluded sequences could end), nothing on the line is code.
    static func isInsideBlockCommentOpeningItsLine(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var position = lineStart(bytes, index)
        while position < index, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
        guard position + 1 < index, bytes[position] == UInt8(ascii: "/"), bytes[position + 1] == UInt8(ascii: "*")
        else { return false }
        var depth = 0
        var depthAtWord = 0
        var quotes = 0
        while position < bytes.count, !bytes[position].isLineBreak {
            let byte = bytes[position]
            quotes = byte == UInt8(ascii: "\"") ? quotes + 1 : 0
            if quotes == 3 || byte == 0 { return false }
            if position == index { depthAtWord = depth }
            let next = position + 1 < bytes.count ? bytes[position + 1] : 0
            switch (byte, next) {
            case (UInt8(ascii: "/"), UInt8(ascii: "#")), (UInt8(ascii: "#"), UInt8(ascii: "/")),
                (UInt8(ascii: "\\"), UInt8(ascii: "(")), (UInt8(ascii: "\\"), UInt8(ascii: "#")):
                return false
            case (UInt8(ascii: "/"), UInt8(ascii: "*")):
                depth += 1
                position += 2
                quotes = 0
                continue
            case (UInt8(ascii: "*"), UInt8(ascii: "/")):
                depth -= 1
                position += 2
                quotes = 0
                continue
            default:
                position += 1
            }
        }
        return depthAtWord > 0
    }

    /// Whether the `import` at `index` sits inside a `"..."` literal or a backquoted name
    /// (`` `import` ``, as generated code names a field) of a line that holds no `/`, `#`, `"""`,
    /// interpolation or NUL. Lexed from the line's start as code, such a line is read the way Swift
    /// reads it whenever the line starts in code; if it starts inside a block comment or a
    /// multi-line string (which only a `/` or `"""` on the line could end), nothing on it is code
    /// anyway. So "inside" here means "no import token here" in every context. A name holding a
    /// quote or a backslash gives up.
    static func isInsideSimpleString(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var position = lineStart(bytes, index)
        var inString = false
        var inName = false
        var verdict = false
        var quotes = 0
        while position < bytes.count, !bytes[position].isLineBreak {
            let byte = bytes[position]
            quotes = byte == UInt8(ascii: "\"") ? quotes + 1 : 0
            if quotes == 3 || byte == 0 || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "#") { return false }
            if position == index { verdict = inString || inName }
            if inName {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
                if byte == UInt8(ascii: "`") { inName = false }
                position += 1
                continue
            }
            if inString, byte == UInt8(ascii: "\\") {
                // An escape: `\"` does not end the literal; `\(` opens code, so give up.
                guard position + 1 < bytes.count else { return false }
                let next = bytes[position + 1]
                if next.isLineBreak || next == UInt8(ascii: "(") { return false }
                position += 2
                quotes = 0
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString.toggle()
            } else if byte == UInt8(ascii: "`"), !inString {
                inName = true
            }
            position += 1
        }
        // An unterminated literal or name is a lexer error: let the parser judge the file.
        return verdict && !inString && !inName
    }

    /// Where the line holding `index` starts.
    private static func lineStart(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        var start = index
        while start > 0, !bytes[start - 1].isLineBreak { start -= 1 }
        return start
    }
}
