/// What a small lexer sees on each line of a Swift file: whether it has code, whether it has a
/// comment, and its first `//` comment. Strings (`"…"`, `"""…"""`, raw `#"…"#`) and block comments
/// (nested) are tracked across lines, so `"// archlint:ignore"` inside a string is not a comment.
struct SourceLines {
    struct Line: Hashable, Sendable {
        /// Anything but whitespace and comments (string contents count as code).
        var hasCode = false
        /// A `//` or `/* */` comment, or part of one.
        var hasComment = false
        /// The first `//` comment on the line.
        var lineComment: LineComment?

        /// Only comments: a line that may sit between a suppression and the line it applies to.
        var isCommentOnly: Bool { !hasCode && hasComment }
    }

    /// A `//` comment: its 1-based byte column and the text after the two slashes.
    struct LineComment: Hashable, Sendable {
        var column: Int
        var text: String
    }

    private enum State {
        case code
        case string(hashes: Int, multiline: Bool)
        case blockComment(depth: Int)
    }

    /// The lines, index 0 for line 1.
    let lines: [Line]

    init(_ bytes: [UInt8]) {
        var lines: [Line] = [Line()]
        var state = State.code
        var lineStart = 0
        // A byte order mark is not code: a suppression on the first line must still look down.
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func at(_ offset: Int) -> UInt8? { i + offset < bytes.count ? bytes[i + offset] : nil }
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\n") {
                if case .string(_, false) = state { state = .code }  // unterminated: the compiler's problem
                lines.append(Line())
                i += 1
                lineStart = i
                continue
            }
            switch state {
            case .code:
                i = Self.code(bytes, i, lineStart, &state, &lines[lines.count - 1])
            case .blockComment(let depth):
                lines[lines.count - 1].hasComment = true
                if byte == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
                    state = depth == 1 ? .code : .blockComment(depth: depth - 1)
                    i += 2
                } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                    state = .blockComment(depth: depth + 1)
                    i += 2
                } else {
                    i += 1
                }
            case .string(let hashes, let multiline):
                lines[lines.count - 1].hasCode = true
                i = Self.string(bytes, i, hashes: hashes, multiline: multiline, &state)
            }
        }
        self.lines = lines
    }

    /// One step in code; returns the next index.
    private static func code(_ bytes: [UInt8], _ i: Int, _ lineStart: Int, _ state: inout State, _ line: inout Line) -> Int {
        let byte = bytes[i]
        let next = i + 1 < bytes.count ? bytes[i + 1] : 0
        if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
            var end = i
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            line.hasComment = true
            if line.lineComment == nil {
                line.lineComment = LineComment(column: i - lineStart + 1, text: String(decoding: bytes[(i + 2)..<end], as: UTF8.self))
            }
            return end
        }
        if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
            line.hasComment = true
            state = .blockComment(depth: 1)
            return i + 2
        }
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") { return i + 1 }
        line.hasCode = true
        var hashes = 0
        while i + hashes < bytes.count, bytes[i + hashes] == UInt8(ascii: "#") { hashes += 1 }
        guard i + hashes < bytes.count, bytes[i + hashes] == UInt8(ascii: "\"") else { return i + max(hashes, 1) }
        let quote = i + hashes
        let multiline = opensMultilineString(bytes, at: quote)
        state = .string(hashes: hashes, multiline: multiline)
        return quote + (multiline ? 3 : 1)
    }

    /// Whether `"""` starts at `quote` and only whitespace follows it on its line, as Swift requires
    /// of a multi-line string's opening delimiter (`#"""#` is a one-line raw string of one quote).
    private static func opensMultilineString(_ bytes: [UInt8], at quote: Int) -> Bool {
        guard quote + 2 < bytes.count, bytes[quote + 1] == UInt8(ascii: "\""), bytes[quote + 2] == UInt8(ascii: "\"") else {
            return false
        }
        var next = quote + 3
        while next < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[next]) { next += 1 }
        return next == bytes.count || bytes[next] == UInt8(ascii: "\n")
    }

    /// One step inside a string literal; returns the next index.
    private static func string(_ bytes: [UInt8], _ i: Int, hashes: Int, multiline: Bool, _ state: inout State) -> Int {
        func hashesFollow(_ index: Int) -> Bool {
            index + hashes <= bytes.count && bytes[index..<(index + hashes)].allSatisfy { $0 == UInt8(ascii: "#") }
        }
        let byte = bytes[i]
        if byte == UInt8(ascii: "\\"), hashesFollow(i + 1) {
            // An escape: skip the escaped character, unless it is the line break a multi-line string may escape.
            let escaped = i + 1 + hashes
            return escaped < bytes.count && bytes[escaped] != UInt8(ascii: "\n") ? escaped + 1 : escaped
        }
        guard byte == UInt8(ascii: "\"") else { return i + 1 }
        let quotes = multiline ? 3 : 1
        guard i + quotes <= bytes.count, bytes[i..<(i + quotes)].allSatisfy({ $0 == UInt8(ascii: "\"") }),
            hashesFollow(i + quotes)
        else { return i + 1 }
        state = .code
        return i + quotes + hashes
    }
}
