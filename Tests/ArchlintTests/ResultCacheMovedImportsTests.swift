import Foundation
import ProcessSupport
import Testing

/// Lines added above a file's imports leave the same imports at other places: the kept findings
/// move with them and the reports are rendered again from them, byte for byte what a full run
/// gives, without building the graph. Any other change of the imports runs in full.
struct ResultCacheMovedImportsTests {
    typealias SettledTree = ResultCacheEndToEndTests.SettledTree

    static let file = "Movies/Sources/MoviesDomain/Movie.swift"

    /// The fixture's rule and a second one the same import breaks: one finding, the second
    /// rule's merged into it, with notes.
    static let configuration = """
        version: 1
        components:
          domain:         { targets: ["*Domain"] }
          infrastructure: { targets: ["*Infrastructure"] }
          app:            { targets: [App] }
          foundation:     { external: [Foundation] }
        rules:
          - name: Dependencies point inward
            kind: layers
            layers: [app, infrastructure, domain]
            because: Inner layers must not know about outer ones.
          - name: No infrastructure in the domain
            kind: forbid
            from: domain
            to: [infrastructure]
          - name: Foundation only where needed
            kind: forbid
            from: domain
            to: [foundation]
            severity: warning

        """

    @Test(arguments: ["text", "json", "sarif", "junit", "github", "gitlab"])
    func theKeptFindingsMoveWithTheImports(format: String) throws {
        let tree = try SettledTree(configuration: Self.configuration)
        let arguments = ["--format", format]
        let first = try tree.run(arguments)
        #expect(first.status == 1)
        try tree.tamperWithKeptFindings()
        let source = try tree.copy.read(Self.file)
        try tree.copy.write(Self.file, "// Movie.swift\n//\n\n" + source)
        let moved = try tree.run(arguments)
        #expect(moved.stdout.contains("IMPORTS"), "the run did not render the kept findings again")
        let fresh = try tree.run(arguments + ["--no-cache"])
        #expect(moved.stdout.replacingOccurrences(of: "IMPORTS", with: "imports") == fresh.stdout)
        #expect(moved.status == fresh.status)
        #expect(moved.stderr.hasPrefix(String(fresh.stderr.prefix(while: { $0 != "(" }))))
        #expect(fresh.stdout != first.stdout, "the findings' lines did not change")
        // Kept again once the file settled, with the imports' new places: the next move starts there.
        Thread.sleep(forTimeInterval: 2.2)
        _ = try tree.run(arguments)
        try tree.copy.write(Self.file, "\n" + (try tree.copy.read(Self.file)).replacingOccurrences(of: "\nimport", with: "\n  import"))
        let again = try tree.run(arguments)
        #expect(again.stdout.contains("IMPORTS"))
        let freshAgain = try tree.run(arguments + ["--no-cache"])
        #expect(again.stdout.replacingOccurrences(of: "IMPORTS", with: "imports") == freshAgain.stdout)
    }

    /// The text report names the findings' new lines.
    @Test func theTextReportNamesTheNewLines() throws {
        let tree = try SettledTree(configuration: Self.configuration)
        let first = try tree.run()
        #expect(first.stdout.contains("Movie.swift:3:1: error:"))
        #expect(first.stdout.contains("Movie.swift:1:1: warning:"))
        try tree.tamperWithKeptFindings()
        try tree.copy.write(Self.file, "\n\n" + (try tree.copy.read(Self.file)))
        let moved = try tree.run()
        #expect(moved.stdout.contains("Movie.swift:5:1: error: 'MoviesDomain' IMPORTS"))
        #expect(moved.stdout.contains("Movie.swift:3:1: warning:"))
        #expect(!moved.stdout.contains("Movie.swift:1:1:"))
    }

    /// What a moved import cannot carry: an import added, removed, reordered or changed (the
    /// file is judged again, see `ResultCacheEditedImportsTests`), a suppression comment in the
    /// file, a report drawn from the graph (Markdown, HTML), a baseline (runs in full). No kept
    /// finding is moved.
    @Test(arguments: [
        ("import Foundation\n", "import Foundation\nimport Dispatch\n", [String]()),
        ("import Foundation\nimport CoreDomain\n", "import CoreDomain\nimport Foundation\n", []),
        ("import Foundation\n", "@preconcurrency import Foundation\n", []),
        ("import Foundation\n", "\nimport Foundation // archlint:ignore forbid -- moved\n", []),
        ("import Foundation\n", "\nimport Foundation\n", ["--format", "markdown"]),
        ("import Foundation\n", "\nimport Foundation\n", ["--format", "html"]),
    ])
    func otherEditsRunInFull(from: String, to: String, arguments: [String]) throws {
        let tree = try SettledTree(configuration: Self.configuration)
        _ = try tree.run(arguments)
        try tree.tamperWithKeptFindings()
        let source = try tree.copy.read(Self.file)
        #expect(source.contains(from))
        try tree.copy.write(Self.file, source.replacingOccurrences(of: from, with: to))
        let edited = try tree.run(arguments)
        #expect(!edited.stdout.contains("IMPORTS"))
        let fresh = try tree.run(arguments + ["--no-cache"])
        #expect(edited.stdout == fresh.stdout)
        #expect(edited.status == fresh.status)
    }

    /// A file in no module is reported at 1:1, where its first import is: the finding is about
    /// the file, not the import, and stays there.
    @Test func aFileInNoModuleKeepsItsPlace() throws {
        let script = "Scripts/tool.swift"
        let tree = try SettledTree(configuration: Self.configuration, files: [script: "import Foundation\nprint(1)\n"])
        let first = try tree.run()
        #expect(first.stdout.contains("Scripts/tool.swift:1:1: warning:"))
        try tree.copy.write(script, "\n\nimport Foundation\nprint(1)\n")
        try tree.copy.write(Self.file, "\n" + (try tree.copy.read(Self.file)))
        let edited = try tree.run()
        #expect(edited.stdout.contains("Scripts/tool.swift:1:1: warning:"))
        #expect(edited.stdout == (try tree.run(["--no-cache"])).stdout)
    }

    /// A baseline matches findings by their places: a run with one runs in full.
    @Test func aBaselineRunsInFull() throws {
        let tree = try SettledTree()
        let baseline = tree.copy.url.appendingPathComponent("baseline.json").path
        let written = try ChildProcess.run(
            ArchlintBinary.path, ["baseline", "write", tree.copy.path, "--output", baseline],
            environment: ["ARCHLINT_CACHE_DIR": tree.cache.path])
        #expect(written.status == 0)
        // New rules: their findings are not in the baseline.
        try tree.copy.write(".archlint.yml", Self.configuration)
        Thread.sleep(forTimeInterval: 2.2)
        let arguments = ["--baseline", baseline]
        let first = try tree.run(arguments)
        #expect(first.stdout.contains("'MoviesDomain' imports"))
        try tree.tamperWithKeptFindings()
        try tree.copy.write(Self.file, "\n" + (try tree.copy.read(Self.file)))
        let edited = try tree.run(arguments)
        #expect(!edited.stdout.contains("IMPORTS"))
        #expect(edited.stdout == (try tree.run(arguments + ["--no-cache"])).stdout)
    }
}
