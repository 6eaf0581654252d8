import Foundation

/// The lines a change touched: what `git diff` between a revision and the working tree adds or
/// rewrites, file by file, for `--since` to put the findings on those lines first where a consumer
/// shows only some (GitHub's annotations).
///
/// Read with `git diff --unified=0 --no-ext-diff --no-textconv --relative`: no external diff
/// driver or text conversion runs, and paths are relative to the linted root (changes outside it
/// are left out). A path git quotes (control characters, quotes) is passed over: its findings are
/// simply not put first.
public enum GitChangedLines {
    /// The new-side line ranges of `revision`'s diff with the working tree under `root`, by path
    /// relative to `root`.
    public static func since(_ revision: String, root: String) throws(GitError) -> [String: [ClosedRange<Int>]] {
        let git = try GitRunner(folder: root)
        let output = try git.run([
            "-c", "core.quotepath=off", "diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-textconv", "--relative",
            "--end-of-options", revision, "--",
        ])
        guard output.status == 0 else {
            throw GitError("git diff \(revision) failed: \(output.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return parse(String(decoding: output.stdout, as: UTF8.self))
    }

    /// The ranges of a `--unified=0` diff's `+++ b/PATH` files and `@@ -a,b +c,d @@` hunks; a hunk
    /// that only removes lines (`d` is 0) touches none.
    static func parse(_ diff: String) -> [String: [ClosedRange<Int>]] {
        var ranges: [String: [ClosedRange<Int>]] = [:]
        var file: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("+++ ") {
                let path = line.dropFirst(4)
                file = path.hasPrefix("b/") ? String(path.dropFirst(2)) : nil
            } else if line.hasPrefix("@@ "), let file, let range = newSide(line) {
                ranges[file, default: []].append(range)
            }
        }
        return ranges
    }

    /// `+c,d` of a hunk header as `c...c+d-1`; `nil` when `d` is 0 or the header is not understood.
    private static func newSide(_ header: Substring) -> ClosedRange<Int>? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let parts = plus.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard let start = Int(parts[0]) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) : 1
        guard let count, count > 0 else { return nil }
        return start...(start + count - 1)
    }
}
