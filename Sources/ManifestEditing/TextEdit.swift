/// A change of a text at a range of UTF-8 offsets of the original: all edits of one manifest are
/// computed on the same syntax tree, then applied together.
struct TextEdit {
    var start: Int
    var end: Int
    var replacement: String

    /// The edit with every `\n` it writes as `lineEnd`.
    func withLineEnds(_ lineEnd: Character) -> TextEdit {
        TextEdit(start: start, end: end, replacement: String(replacement.flatMap { $0 == "\n" ? [lineEnd] : [$0] }))
    }

    static func insert(_ text: String, at offset: Int) -> TextEdit { TextEdit(start: offset, end: offset, replacement: text) }
    static func delete(_ start: Int, _ end: Int) -> TextEdit { TextEdit(start: start, end: end, replacement: "") }

    /// `text` with every edit made. Edits are applied from the end; at one offset, a deletion before
    /// the insertions, and insertions in the order they were made, so they read in that order.
    /// Overlapping deletions are a bug of the caller: the later one is dropped.
    static func apply(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        let ordered = edits.enumerated().sorted { a, b in
            if a.element.start != b.element.start { return a.element.start > b.element.start }
            let (aInserts, bInserts) = (a.element.start == a.element.end, b.element.start == b.element.end)
            if aInserts != bInserts { return !aInserts }
            return a.offset > b.offset
        }
        var floor = Int.max
        for (_, edit) in ordered where edit.end <= floor || edit.start == edit.end && edit.start <= floor {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
            floor = min(floor, edit.start)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
