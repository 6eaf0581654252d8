import ArchCore

/// A glob that may contain one `{name}` capture: it matches like `*` (within one path component)
/// and yields the text it matched, so `Features/{name}` turns each feature folder into a member.
struct CapturePattern: Sendable {
    static let token = "{name}"

    private let whole: Glob
    private let prefix: Glob?
    private let suffix: Glob?
    /// Literal text every match starts and ends with: a cheap test before the full glob match.
    private let literalStart: String
    private let literalEnd: String

    init(_ pattern: String) {
        // Searched as bytes (every special character is ASCII): generic collection adaptors
        // (`reversed()`, `firstRange(of:)`, `Set<Character>`) cost a run about half a millisecond
        // of runtime type lookups. A literal cut at a special byte is still text every match has.
        let bytes = pattern.utf8
        let special: (UInt8) -> Bool = { byte in
            byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "{")
                || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
        }
        if let first = bytes.firstIndex(where: special), let last = bytes.lastIndex(where: special) {
            literalStart = String(pattern[..<first])
            literalEnd = String(pattern[bytes.index(after: last)...])
        } else {
            literalStart = pattern
            literalEnd = ""
        }
        if let range = Self.tokenRange(in: pattern) {
            var starred = pattern
            starred.replaceSubrange(range, with: "*")
            whole = Glob(starred)
            prefix = Glob(String(pattern[..<range.lowerBound]))
            suffix = Glob(String(pattern[range.upperBound...]))
        } else {
            whole = Glob(pattern)
            prefix = nil
            suffix = nil
        }
    }

    var hasCapture: Bool { prefix != nil }

    /// Where `{name}` first appears in `pattern`.
    private static func tokenRange(in pattern: String) -> Range<String.Index>? {
        let bytes = pattern.utf8
        let token = Array(token.utf8)
        var start = bytes.startIndex
        while let brace = bytes[start...].firstIndex(of: token[0]) {
            guard let end = bytes.index(brace, offsetBy: token.count, limitedBy: bytes.endIndex) else { return nil }
            if bytes[brace..<end].elementsEqual(token) { return brace..<end }
            start = bytes.index(after: brace)
        }
        return nil
    }

    /// `nil` when `text` does not match; `""` when it matches a pattern without capture; else the capture.
    func match(_ text: String) -> String? {
        guard text.hasPrefix(literalStart), text.hasSuffix(literalEnd), whole.matches(text) else { return nil }
        guard let prefix, let suffix else { return "" }
        let chars = Array(text)
        // Shortest prefix first, then the longest capture: deterministic for ambiguous patterns.
        for start in 0...chars.count where prefix.matches(String(chars[..<start])) {
            var end = chars.count
            while end > start {
                let value = chars[start..<end]
                if !value.contains("/"), suffix.matches(String(chars[end...])) { return String(value) }
                end -= 1
            }
        }
        return nil
    }
}

extension String {
    /// Whether the text uses glob syntax (so a reference is a pattern, not one exact name).
    var isGlobPattern: Bool { contains { "*?{[".contains($0) } }
}
