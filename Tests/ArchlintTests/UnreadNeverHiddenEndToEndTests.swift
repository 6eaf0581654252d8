import Foundation
import Testing

/// What archlint could not read is never accepted: not by a baseline, not as "already at REV" with
/// `--since`, not by an inline suppression (issue 31). A forbidden import added after the unread
/// part of a file must not pass because the unread part was accepted once.
struct UnreadNeverHiddenEndToEndTests {
    static let movie = SilentMissEndToEndTests.movie
    static let depth = 300
    /// Movie.swift cut at its 101st `#if` (an `unreadable_file` error there, since an import
    /// follows), then `tail`.
    static func cutMovie(tail: String = "import Foundation\n") -> String {
        SilentMissEndToEndTests.cleanMovie + String(repeating: "#if DEBUG\n", count: depth) + "let x = 1\n"
            + String(repeating: "#endif\n", count: depth) + tail
    }

    @Test func aBaselineNeitherRecordsNorHidesWhatArchlintCouldNotRead() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        try copy.write(Self.movie, Self.cutMovie())
        let written = try ArchlintBinary.run(["baseline", "write", copy.path])
        #expect(written.status == 0)
        #expect(written.stderr.contains("wrote 0 findings in 0 entries"))
        #expect(written.stderr.contains("1 finding not recorded"))
        #expect(try !copy.read(".archlint-baseline.json").contains("unreadable_file"))
        let baseline = copy.url.appendingPathComponent(".archlint-baseline.json").path

        try copy.write(Self.movie, Self.cutMovie(tail: "import Foundation\nimport MoviesInfrastructure\n"))
        let result = try ArchlintBinary.run([copy.path, "--no-cache", "--baseline", baseline])
        #expect(result.status == 1)
        #expect(result.stdout.contains("'#if' nested more than 100 deep: reading stops here"))

        // A baseline that records it anyway (an older archlint wrote it, or a hand) hides nothing,
        // says why, and --baseline-prune removes the entry.
        let before = try ArchlintBinary.run([copy.path, "--no-cache", "--format", "json"])
        let finding = try #require(
            ((try JSONSerialization.jsonObject(with: Data(before.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])?.first)
        let entry: [String: Any] = [
            "rule": "unreadable_file", "name": "unreadable_file", "file": Self.movie,
            "message": try #require(finding["message"] as? String), "count": 1,
        ]
        try copy.write("old.json", String(decoding: try JSONSerialization.data(withJSONObject: ["version": 1, "entries": [entry]]), as: UTF8.self))
        let old = copy.url.appendingPathComponent("old.json").path
        let hand = try ArchlintBinary.run([copy.path, "--no-cache", "--baseline", old])
        #expect(hand.status == 1)
        #expect(hand.stdout.contains("[unreadable_file]"))
        #expect(hand.stdout.contains("baseline entry not applied: what archlint could not read is never baselined"))
        let pruned = try ArchlintBinary.run([copy.path, "--no-cache", "--baseline", old, "--baseline-prune"])
        #expect(pruned.status == 1)
        #expect(try !copy.read("old.json").contains("unreadable_file"))
    }

    @Test func sinceNeverCallsWhatArchlintCouldNotReadAlreadyThere() throws {
        let repository = try SinceEndToEndTests.Repository()
        try repository.write("Sample/" + Self.movie, Self.cutMovie())
        try repository.commit("a file cut at a nesting bound")
        try repository.write("Sample/" + Self.movie, Self.cutMovie(tail: "import Foundation\nimport MoviesInfrastructure\n"))
        let result = try repository.archlint(["Sample", "--no-cache", "--since", "HEAD"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Sample/\(Self.movie):"))
        #expect(result.stdout.contains("[unreadable_file]"))
        #expect(result.stderr.contains("0 findings already at HEAD not shown"))
    }

    @Test func anInlineSuppressionDoesNotSilenceWhatArchlintCouldNotRead() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let cut = Self.cutMovie(tail: "import Foundation\nimport MoviesInfrastructure\n").replacingOccurrences(
            of: "public struct Movie: Sendable {}\n",
            with: "public struct Movie: Sendable {}\n" + String(repeating: "#if DEBUG\n", count: 100)
                + "#if DEBUG // archlint:ignore unreadable_file -- too deep for archlint\n")
        try copy.write(Self.movie, cut)
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("[unreadable_file]"))
        #expect(result.stdout.contains("'unreadable_file' cannot be suppressed"))
    }
}
