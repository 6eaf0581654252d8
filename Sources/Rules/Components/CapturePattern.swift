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
        let special: Set<Character> = ["*", "?", "{", "}", "[", "]"]
        literalStart = String(pattern.prefix { !special.contains($0) })
        literalEnd = literalStart.count == pattern.count ? "" : String(pattern.reversed().prefix { !special.contains($0) }.reversed())
        if let range = pattern.firstRange(of: CapturePattern.token) {
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
