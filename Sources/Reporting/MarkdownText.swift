/// Escaping for GitHub-flavoured Markdown.
enum MarkdownText {
    /// Inline text that renders literally, on one line: Markdown punctuation backslash-escaped
    /// (`\#` also stops GitHub linking `#12` to an issue), `<` and `&` as entities (GitHub would
    /// otherwise take `<tag>` for markup). `>` stays: escaped text never starts a line.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in oneLine(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~": out += "\\\(character)"
            default: out.append(character)
            }
        }
        return out
    }

    /// A code span that survives backticks in `text`. Not for table cells (a `|` would end one).
    static func code(_ text: String) -> String {
        let body = oneLine(text)
        return body.contains("`") ? "`` \(body) ``" : "`\(body)`"
    }
}
