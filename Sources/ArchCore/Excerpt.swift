/// A short, single-line excerpt of text read from a file, for a message that quotes it.
///
/// Errors are printed in public CI logs, and a file may be one the pull request made archlint
/// read against its author's word (a link to `.git/config`, which holds the job's token): every
/// reader quotes at most ``maximumLength`` characters of a file, on one line, so no error carries
/// more than a glimpse of what it read.
public enum Excerpt {
    /// The most characters a message quotes of a file (the ellipsis included).
    public static let maximumLength = 60

    /// `text` on one line (each run of spaces, tabs and line breaks as one space), cut to
    /// `limit` characters with `…` when longer.
    public static func of(_ text: some StringProtocol, limit: Int = maximumLength) -> String {
        var line = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !line.isEmpty
                continue
            }
            if pendingSpace { line.append(" ") }
            pendingSpace = false
            line.append(character)
            if line.count > limit { break }
        }
        return line.count > limit ? String(line.prefix(max(limit - 1, 0))) + "…" : line
    }
}

extension DefaultStringInterpolation {
    /// `"unknown key '\(excerpt: key)'"`: the text as ``Excerpt/of(_:limit:)`` cuts it.
    public mutating func appendInterpolation(excerpt text: some StringProtocol) {
        appendLiteral(Excerpt.of(text))
    }
}
