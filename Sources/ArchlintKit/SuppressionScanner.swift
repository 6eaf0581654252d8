import ArchCore

/// Finds suppression comments in one file's bytes: a pure function, the file is read at the edge.
enum SuppressionScanner {
    /// The marker's bytes, for a fast check before lexing a file.
    static let markerBytes = Array(SuppressionDirective.marker.utf8)

    /// Whether the bytes contain the marker anywhere (in code, strings or comments).
    static func mentionsMarker(_ bytes: [UInt8]) -> Bool {
        guard let first = markerBytes.first, bytes.count >= markerBytes.count else { return false }
        var i = 0
        let last = bytes.count - markerBytes.count
        while i <= last {
            if bytes[i] == first, bytes[i..<(i + markerBytes.count)].elementsEqual(markerBytes) { return true }
            i += 1
        }
        return false
    }

    /// The suppressions in `file` (its path relative to the root) and a `suppression_invalid` error
    /// for each malformed one.
    static func scan(file: String, bytes: [UInt8]) -> (suppressions: [Suppression], invalid: [Finding]) {
        let lines = SourceLines(bytes).lines
        var suppressions: [Suppression] = []
        var invalid: [Finding] = []
        for (index, line) in lines.enumerated() {
            guard let comment = line.lineComment, let directive = SuppressionDirective.parse(comment: comment.text) else { continue }
            let location = SourceLocation(file: file, line: index + 1, column: comment.column)
            switch directive {
            case .valid(let rule, let until, let reason):
                suppressions.append(Suppression(
                    rule: rule, until: until, reason: reason, location: location, targetLine: targetLine(of: index, in: lines)))
            case .invalid(let problem):
                invalid.append(Finding(
                    ruleID: Suppression.invalidRuleID, severity: .error,
                    message: "this suppression does not apply: \(problem) (\(Suppression.syntax))", location: location))
            }
        }
        return (suppressions, invalid)
    }

    /// The 1-based line a suppression on `index` applies to: its own if it trails code, else the
    /// first line of code after the comment lines below it.
    static func targetLine(of index: Int, in lines: [SourceLines.Line]) -> Int? {
        if lines[index].hasCode { return index + 1 }
        var next = index + 1
        while next < lines.count, lines[next].isCommentOnly { next += 1 }
        return next < lines.count && lines[next].hasCode ? next + 1 : nil
    }
}
