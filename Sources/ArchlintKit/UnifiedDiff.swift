/// A unified diff of two texts, as `diff -u` and `git diff` print it (`--- a/PATH`, `+++ b/PATH`,
/// hunks with three lines of context), from the standard library's line difference.
enum UnifiedDiff {
    static let context = 3

    static func render(old: String, new: String, path: String) -> String {
        let before = lines(old), after = lines(new)
        let difference = after.difference(from: before)
        guard !difference.isEmpty else { return "" }
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both texts together: a row is kept (in both), removed (old only) or added (new only).
        var rows: [(kind: Character, text: String, old: Int, new: Int)] = []
        var (i, j) = (0, 0)
        while i < before.count || j < after.count {
            if i < before.count, removed.contains(i) {
                rows.append(("-", before[i], i, j))
                i += 1
            } else if j < after.count, inserted.contains(j) {
                rows.append(("+", after[j], i, j))
                j += 1
            } else {
                rows.append((" ", before[i], i, j))
                i += 1
                j += 1
            }
        }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        let changed = rows.indices.filter { rows[$0].kind != " " }
        var index = 0
        while index < changed.count {
            let start = max(changed[index] - context, 0)
            var end = min(changed[index] + context, rows.count - 1)
            while index + 1 < changed.count, changed[index + 1] - context <= end + 1 {
                index += 1
                end = min(changed[index] + context, rows.count - 1)
            }
            let hunk = rows[start...end]
            let oldCount = hunk.filter { $0.kind != "+" }.count
            let newCount = hunk.filter { $0.kind != "-" }.count
            let oldStart = oldCount == 0 ? hunk.first!.old : hunk.first!.old + 1
            let newStart = newCount == 0 ? hunk.first!.new : hunk.first!.new + 1
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            // A line keeps its own line end (`\r\n` in a CRLF file), as git diff prints it.
            for row in hunk { out += "\(row.kind)\(row.text)" + (row.text.last == "\n" || row.text.last == "\r\n" ? "" : "\n") }
            index += 1
        }
        return out
    }

    /// Lines with their line ends (`\n`, or `\r\n`, which Swift reads as one character); a last
    /// line without one is still a line.
    private static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for character in text {
            line.append(character)
            if character == "\n" || character == "\r\n" {
                lines.append(line)
                line = ""
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
