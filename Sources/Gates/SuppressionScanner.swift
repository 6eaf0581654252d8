#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArchCore

/// Finds suppression comments in one file's bytes: a pure function, the file is read at the edge
/// (`GateFiles`).
public enum SuppressionScanner {
    /// The marker's bytes, for a fast check before lexing a file.
    static let markerBytes = Array(SuppressionDirective.marker.utf8)

    /// Whether the bytes contain the marker anywhere (in code, strings or comments): `memchr` for its
    /// `:` then `memcmp`, so that the files without suppressions, nearly all of them, cost one fast pass.
    public static func mentionsMarker(_ bytes: [UInt8]) -> Bool {
        let colon = 8  // "archlint:ignore"
        return bytes.withUnsafeBytes { haystack in
            markerBytes.withUnsafeBytes { needle in
                guard let base = haystack.baseAddress, let marker = needle.baseAddress, haystack.count >= needle.count
                else { return false }
                var offset = colon
                let last = haystack.count - needle.count + colon
                while offset <= last, let found = memchr(base + offset, Int32(UInt8(ascii: ":")), last - offset + 1) {
                    let at = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(base + at - colon, marker, needle.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }
    }

    /// The suppressions in `file` (its path relative to the root) and a `suppression_invalid` error
    /// for each malformed one.
    public static func scan(file: String, bytes: [UInt8]) -> (suppressions: [Suppression], invalid: [Finding]) {
        scan(comments(file: file, bytes: bytes))
    }

    /// The `//` comments of `file` that are suppressions, well-formed or not, with the line each
    /// applies to: what the workspace keeps while the bytes are in memory (and in its scan cache).
    /// One fast pass over files without the marker.
    public static func comments(file: String, bytes: [UInt8]) -> [MarkedComment] {
        guard mentionsMarker(bytes) else { return [] }
        let lines = SourceLines(bytes).lines
        return lines.indices.compactMap { index in
            guard let comment = lines[index].lineComment, SuppressionDirective.parse(comment: comment.text) != nil
            else { return nil }
            return MarkedComment(
                location: SourceLocation(file: file, line: index + 1, column: comment.column), text: comment.text,
                targetLine: targetLine(of: index, in: lines))
        }
    }

    /// The suppressions these comments make, and a `suppression_invalid` error for each malformed one.
    public static func scan(_ comments: [MarkedComment]) -> (suppressions: [Suppression], invalid: [Finding]) {
        var suppressions: [Suppression] = []
        var invalid: [Finding] = []
        for comment in comments {
            switch SuppressionDirective.parse(comment: comment.text) {
            case .valid(let rule, let until, let reason)?:
                suppressions.append(Suppression(
                    rule: rule, until: until, reason: reason, location: comment.location, targetLine: comment.targetLine))
            case .invalid(let problem)?:
                invalid.append(Finding(
                    ruleID: Suppression.invalidRuleID, severity: .error,
                    message: "this suppression does not apply: \(problem) (\(Suppression.syntax))",
                    location: comment.location))
            case nil: continue
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
