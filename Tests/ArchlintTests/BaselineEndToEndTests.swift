import Foundation
import Testing

/// `archlint baseline write` and `--baseline`, run as a user would, on copies of the MultiPackage fixture.
struct BaselineEndToEndTests {
    static let movie = "Movies/Sources/MoviesDomain/Movie.swift"

    @Test func writesABaselineThatHidesTodaysFindingEvenAfterLinesMove() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let written = try ArchlintBinary.run(["baseline", "write", copy.path])
        #expect(written.status == 0)
        #expect(written.stderr.contains("wrote 1 finding in 1 entry"))
        let baseline = copy.url.appendingPathComponent(".archlint-baseline.json").path
        let object = try #require(try JSONSerialization.jsonObject(with: Data(copy.read(".archlint-baseline.json").utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries.first?["file"] as? String == Self.movie)
        #expect(entries.first?["count"] as? Int == 1)
        #expect(entries.first?["line"] == nil)

        let clean = try ArchlintBinary.run([copy.path, "--baseline", baseline])
        #expect(clean.status == 0)
        #expect(clean.stdout == "")
        #expect(clean.stderr.contains("1 baselined"))

        try copy.write(Self.movie, "\n\n\n// moved down\n" + copy.read(Self.movie))
        let moved = try ArchlintBinary.run([copy.path, "--baseline", baseline, "--format", "json"])
        #expect(moved.status == 0)
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(moved.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect(summary["baselined"] as? Int == 1)
        #expect(summary["errors"] as? Int == 0)
    }

    @Test func reportsASecondCopyOfABaselinedViolationAndNewViolationsElsewhere() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        #expect(try ArchlintBinary.run(["baseline", "write", copy.path]).status == 0)
        let baseline = copy.url.appendingPathComponent(".archlint-baseline.json").path
        try copy.write(Self.movie, copy.read(Self.movie) + "\n#if DEBUG\nimport MoviesInfrastructure\n#endif\n")
        try copy.write("Movies/Sources/MoviesDomain/Genre.swift", "import MoviesInfrastructure\n")
        let result = try ArchlintBinary.run([copy.path, "--baseline", baseline])
        #expect(result.status == 1)
        let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error:") }
        #expect(errors.count == 2)
        #expect(errors.contains { $0.hasPrefix("Movies/Sources/MoviesDomain/Genre.swift:1:1: error:") })
        #expect(errors.contains { $0.hasPrefix(Self.movie + ":") })
        #expect(result.stderr.contains("1 baselined"))
    }

    @Test func reportsAStaleEntryOnceTheViolationIsFixedAndPrunesIt() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let baseline = copy.url.appendingPathComponent("ci/baseline.json").path
        try FileManager.default.createDirectory(at: copy.url.appendingPathComponent("ci"), withIntermediateDirectories: true)
        #expect(try ArchlintBinary.run(["baseline", "write", copy.path, "--output", baseline]).status == 0)
        try copy.write(Self.movie, copy.read(Self.movie).replacingOccurrences(of: "import MoviesInfrastructure\n", with: ""))

        let stale = try ArchlintBinary.run([copy.path, "--baseline", baseline])
        #expect(stale.status == 0)
        #expect(stale.stdout.hasPrefix("ci/baseline.json:1:1: warning: baseline entry matches nothing: [layers: Dependencies point inward] \(Self.movie): 'MoviesDomain' imports 'MoviesInfrastructure'"))
        #expect(stale.stdout.contains("[baseline_stale]"))
        #expect(stale.stderr.contains("baseline hid 0 findings"))
        #expect(try ArchlintBinary.run([copy.path, "--baseline", baseline, "--strict"]).status == 1)

        let pruned = try ArchlintBinary.run([copy.path, "--baseline", baseline, "--baseline-prune"])
        #expect(pruned.status == 0)
        #expect(pruned.stdout == "")
        #expect(pruned.stderr.contains("pruned 1 stale baseline entry"))
        #expect(try copy.read("ci/baseline.json") == "{\n  \"entries\" : [\n\n  ],\n  \"version\" : 1\n}\n")
        let after = try ArchlintBinary.run([copy.path, "--baseline", baseline])
        #expect(after.status == 0)
        #expect(after.stdout == "")
    }

    @Test func locatesABaselineOutsideARelativeRootByItsAbsolutePath() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        try FileManager.default.createDirectory(at: copy.url.appendingPathComponent("ci"), withIntermediateDirectories: true)
        let options = ["--config", ".archlint.yml", "--baseline", "ci/baseline.json"]
        let write = ["baseline", "write", "Movies", "--config", ".archlint.yml", "--output", "ci/baseline.json"]
        #expect(try ArchlintBinary.run(write, in: copy.url).status == 0)
        try copy.write(Self.movie, copy.read(Self.movie).replacingOccurrences(of: "import MoviesInfrastructure\n", with: ""))
        let stale = try ArchlintBinary.run(["Movies"] + options, in: copy.url)
        let line = try #require(stale.stdout.split(separator: "\n").first { $0.hasSuffix("[baseline_stale]") })
        #expect(line.hasPrefix("\(copy.path)/ci/baseline.json:1:1: warning: baseline entry matches nothing"))
    }

    @Test func writesTheSameBytesEveryTime() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        try copy.write("Movies/Sources/MoviesDomain/Genre.swift", "import MoviesInfrastructure\nimport MoviesInfrastructure\n")
        #expect(try ArchlintBinary.run(["baseline", "write", copy.path]).status == 0)
        let first = try copy.read(".archlint-baseline.json")
        #expect(try ArchlintBinary.run(["baseline", "write", copy.path]).status == 0)
        #expect(try copy.read(".archlint-baseline.json") == first)
        #expect(first.contains("\"count\" : 2"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: copy.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test(arguments: [nil, "{\"version\": 1}", "{\"version\": 7, \"entries\": []}", "not json"])
    func failsWithExitTwoNamingTheFileOnAMissingOrCorruptBaseline(_ contents: String?) throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        if let contents { try copy.write("baseline.json", contents) }
        let path = copy.url.appendingPathComponent("baseline.json").path
        let result = try ArchlintBinary.run([copy.path, "--baseline", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(path))
        #expect(result.stdout.isEmpty)
    }

    /// A baseline that is not a file of JSON says what it is: an empty file is corrupt, a folder
    /// cannot be read, a device that never ends is refused at the bound (it was read until memory
    /// ran out), and none of them is said to lack permission.
    @Test(arguments: [("/dev/null", "is corrupt"), ("/dev/zero", "more than the 128 MiB archlint reads of one file came from it"), ("", "Is a directory")])
    func aBaselineThatIsNotAFileSaysWhatItIs(_ path: String, _ expected: String) throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let baseline = path.isEmpty ? copy.url.appendingPathComponent("Core").path : path
        let result = try ArchlintBinary.run([copy.path, "--baseline", baseline])
        #expect(result.status == 2)
        #expect(result.stderr.contains("baseline '\(baseline)'"))
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(!result.stderr.contains("permission"))
        #expect(result.stdout.isEmpty)
    }

    @Test func refusesBaselinePruneWithoutABaseline() throws {
        #expect(try ArchlintBinary.run([ArchlintBinary.fixtures.appendingPathComponent("MultiPackage").path, "--baseline-prune"]).status == 64)
    }
}

extension BaselineEndToEndTests {
    @Test func reviewersReportsSeparateWhatTheChangeIntroducedFromWhatWasThere() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        #expect(try ArchlintBinary.run(["baseline", "write", copy.path]).status == 0)
        let baseline = copy.url.appendingPathComponent(".archlint-baseline.json").path
        try copy.write("Movies/Sources/MoviesDomain/Genre.swift", "import MoviesInfrastructure\n")
        let markdown = try ArchlintBinary.run([copy.path, "--baseline", baseline, "--format", "markdown"])
        #expect(markdown.status == 1)
        #expect(markdown.stdout.contains(
            "New in this change: 1 finding (below, by rule); 1 was already there and does not fail the run (listed at the end)."))
        #expect(markdown.stdout.contains("### Already there before this change: 1 finding\n\n<details>"))
        let existing = try #require(markdown.stdout.components(separatedBy: "### Already there").last)
        #expect(existing.contains("`\(Self.movie):"))
        #expect(!existing.contains("Genre.swift"))
        let html = try ArchlintBinary.run([copy.path, "--baseline", baseline, "--format", "html"])
        #expect(html.stdout.contains("<h2>Already there before this change: 1 finding</h2>"))
        #expect(html.stdout.contains("<p class=\"change\">New in this change: 1 finding"))
        // Without a baseline or --since, nothing is said about a change.
        #expect(!(try ArchlintBinary.run([copy.path, "--format", "markdown"]).stdout.contains("New in this change")))
    }
}
