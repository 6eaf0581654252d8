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

    /// Prose whose code spans are meant as code (a rule's summary: "imports in `from` may only
    /// name ..."): a run of backticks opens a code span closed by the next run of the same length,
    /// as CommonMark pairs them; the span is written as ``code(_:)`` writes it, everything else is
    /// escaped as by ``escape(_:)``, and a run without its pair shows as typed.
    static func prose(_ text: String) -> String {
        let characters = Array(oneLine(text))
        var out = ""
        var plain = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                plain.append(characters[index])
                index += 1
                continue
            }
            let run = backtickRun(in: characters, at: index)
            if let close = closingRun(of: run, in: characters, from: index + run) {
                out += escape(plain) + code(String(characters[(index + run)..<close]))
                plain = ""
                index = close + run
            } else {
                out += escape(plain) + String(repeating: "\\`", count: run)
                plain = ""
                index += run
            }
        }
        return out + escape(plain)
    }

    private static func backtickRun(in characters: [Character], at start: Int) -> Int {
        var end = start
        while end < characters.count, characters[end] == "`" { end += 1 }
        return end - start
    }

    /// Where the next run of exactly `length` backticks at or after `start` begins.
    private static func closingRun(of length: Int, in characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let run = backtickRun(in: characters, at: index)
            if run == length { return index }
            index += run
        }
        return nil
    }

    /// A code span that survives backticks in `text`. Not for table cells (a `|` would end one).
    static func code(_ text: String) -> String {
        // `##` as `#\u{23}`, as everywhere archlint prints (`runnerSafe`): Markdown printed to a CI
        // log drives no runner; escaped text has no `##` (`\#\#`).
        let body = withoutDoubleHash(oneLine(text))
        return body.contains("`") ? "`` \(body) ``" : "`\(body)`"
    }
}
