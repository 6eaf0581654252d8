import Foundation
import ProcessSupport
import Testing

/// An import added, removed or changed in some files, and nothing else changed: when every rule
/// judges one edge at a time, only those files' imports are judged again, against the kept
/// graph's modules and declared dependencies; the kept findings elsewhere stand. The reports are
/// byte for byte what a full run gives. What such a run cannot judge for certain runs in full.
struct ResultCacheEditedImportsTests {
    typealias SettledTree = ResultCacheEndToEndTests.SettledTree

    static let movie = "Movies/Sources/MoviesDomain/Movie.swift"
    static let repository = "Movies/Sources/MoviesDomain/MovieRepository.swift"
    /// A second file with a finding, kept while another file is edited.
    static let extra = ["Movies/Sources/MoviesDomain/Rating.swift": "import Foundation\nimport MoviesInfrastructure\n"]

    /// Rules that each judge one edge (the moved-imports tests': the same import breaks two of
    /// them, one finding with the other merged into it), one about modules, one about the form
    /// of imports.
    static let configuration = ResultCacheMovedImportsTests.configuration + """
          - name: Every module has a place
            kind: exhaustive
            components: [domain, infrastructure, app]
          - kind: imports
            from: [domain]
            scoped: forbid

        """

    /// The run after the edit against a full run of the same tree: the kept findings elsewhere
    /// were rendered again (the tampered words), the edited file's judged again.
    static func expectJudgedAlone(_ tree: SettledTree, _ arguments: [String] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let edited = try tree.run(arguments)
        #expect(edited.stdout.contains("IMPORTS"), "the run did not start from the kept findings", sourceLocation: sourceLocation)
        let fresh = try tree.run(arguments + ["--no-cache"])
        #expect(edited.stdout.replacingOccurrences(of: "IMPORTS", with: "imports") == fresh.stdout, sourceLocation: sourceLocation)
        #expect(edited.status == fresh.status, sourceLocation: sourceLocation)
        #expect(edited.stderr.hasPrefix(String(fresh.stderr.prefix(while: { $0 != "(" }))), sourceLocation: sourceLocation)
    }

    @Test(arguments: ["text", "json", "sarif", "junit", "github", "gitlab"])
    func anAddedImportIsJudgedAlone(format: String) throws {
        let tree = try SettledTree(configuration: Self.configuration, files: Self.extra)
        let arguments = ["--format", format]
        let first = try tree.run(arguments)
        #expect(first.status == 1)
        try tree.tamperWithKeptFindings()
        let source = try tree.copy.read(Self.repository)
        try tree.copy.write(Self.repository, "import MoviesInfrastructure\nimport Foundation\n" + source)
        try Self.expectJudgedAlone(tree, arguments)
        let fresh = try tree.run(arguments + ["--no-cache"])
        #expect(fresh.stdout != first.stdout, "the edit gave no new finding")
    }

    /// One target's run, as the build-tool plugin asks for (`--target`): the kept findings are
    /// that target's, and so are the edited files' judged again; an edit in another target's
    /// file changes nothing it shows.
    @Test(arguments: [repository, "Movies/Sources/MoviesInfrastructure/RemoteMovieRepository.swift"])
    func aTargetsRunJudgesTheEditedFilesAlone(file: String) throws {
        let tree = try SettledTree(configuration: Self.configuration, files: Self.extra)
        let arguments = ["--target", "MoviesDomain", "--format", "json"]
        let first = try tree.run(arguments)
        #expect(first.status == 1)
        try tree.tamperWithKeptFindings()
        try tree.copy.write(file, "import MoviesInfrastructure\nimport Foundation\n" + (try tree.copy.read(file)))
        try Self.expectJudgedAlone(tree, arguments)
        let fresh = try tree.run(arguments + ["--no-cache"])
        #expect(fresh.stdout.contains("MovieRepository.swift") == (file == Self.repository))
    }

    /// The graph of the edited files is built with the configuration's platforms and modules, as
    /// the full run's is: an import compiled on macOS alone is no dependency on iOS, and a file of
    /// a configured module is in that module.
    @Test(arguments: [
        ("Movies/Sources/MoviesDomain/Rating.swift", "#if os(macOS)\nimport MoviesInfrastructure\n#endif\n"),
        ("Movies/Sources/MoviesDomain/Rating.swift", "#if os(iOS)\nimport MoviesInfrastructure\n#endif\n"),
        ("Tools/Seed.swift", "import MoviesInfrastructure\n"),
    ])
    func theEditedFilesAreReadWithTheConfiguration(file: String, added: String) throws {
        let configuration = Self.configuration + """
            platforms: [iOS]
            modules:
              - { name: Tools, path: "Tools/**" }

            """
        var files = Self.extra
        files["Tools/Seed.swift"] = "import MoviesDomain\n"
        let tree = try SettledTree(configuration: configuration, files: files)
        _ = try tree.run(["--format", "json"])
        try tree.tamperWithKeptFindings()
        try tree.copy.write(file, added + (try tree.copy.read(file)))
        try Self.expectJudgedAlone(tree, ["--format", "json"])
    }

    /// An import removed (its finding goes), changed (`@testable`, a scoped import), or moved
    /// with another one added; and again from the run kept after the first edit.
    @Test(arguments: [
        ("import MoviesInfrastructure\n", ""),
        ("import MoviesInfrastructure\n", "@testable import MoviesInfrastructure\n"),
        ("import CoreDomain\n", "import struct CoreDomain.Identifier\n"),
        ("import Foundation\nimport CoreDomain\n", "import CoreDomain\n\n\nimport Foundation\nimport CoreDomain\n"),
    ])
    func otherEditsOfImportsAreJudgedAlone(from: String, to: String) throws {
        let tree = try SettledTree(configuration: Self.configuration, files: Self.extra)
        _ = try tree.run()
        try tree.tamperWithKeptFindings()
        let source = try tree.copy.read(Self.movie)
        #expect(source.contains(from))
        try tree.copy.write(Self.movie, source.replacingOccurrences(of: from, with: to))
        try Self.expectJudgedAlone(tree)
        // Kept again once the file settled; the next edit starts from there.
        Thread.sleep(forTimeInterval: 2.2)
        _ = try tree.run()
        try tree.tamperWithKeptFindings()
        try tree.copy.write(Self.repository, "import MoviesInfrastructure\n" + (try tree.copy.read(Self.repository)))
        try Self.expectJudgedAlone(tree)
    }

    /// What the kept graph and findings cannot judge for certain runs in full: a module the graph
    /// did not have (`Dispatch`), the last import of one (`Foundation` in `Movie.swift` alone
    /// once `Rating.swift` is gone), an edited file that now holds a suppression.
    @Test(arguments: [
        ("import Foundation\n", "import Foundation\nimport Dispatch\n", false),
        ("import Foundation\n", "", true),
        ("import MoviesInfrastructure\n", "import MoviesInfrastructure // archlint:ignore layers -- moving\n", false),
    ])
    func editsThatChangeMoreRunInFull(from: String, to: String, withoutExtra: Bool) throws {
        let tree = try SettledTree(configuration: Self.configuration, files: withoutExtra ? [:] : Self.extra)
        _ = try tree.run()
        try tree.tamperWithKeptFindings()
        let source = try tree.copy.read(Self.movie)
        #expect(source.contains(from))
        try tree.copy.write(Self.movie, source.replacingOccurrences(of: from, with: to))
        let edited = try tree.run()
        #expect(!edited.stdout.contains("IMPORTS"))
        let fresh = try tree.run(["--no-cache"])
        #expect(edited.stdout == fresh.stdout)
        #expect(edited.status == fresh.status)
    }

    /// Cycles depend on the module graph's arcs and the first edge behind each: an edit that
    /// leaves them as they were keeps the cycle findings (the fixture has one: MoviesDomain and
    /// MoviesInfrastructure import each other) and judges the edited file alone; an edit that
    /// adds an arc, or touches the file of an arc's first edge, runs in full.
    @Test(arguments: ["  - kind: no-cycles\n", "  - { kind: no-cycles, level: components }\n"])
    func aCycleStandsWhileTheArcsStay(rule: String) throws {
        let tree = try SettledTree(configuration: Self.configuration + rule, files: Self.extra)
        let first = try tree.run()
        #expect(first.stdout.contains("cycle 'MoviesDomain' -> 'MoviesInfrastructure'") || first.stdout.contains("cycle 'domain' -> 'infrastructure'"))
        try tree.tamperWithKeptFindings()
        // Arcs Movie.swift already shows first (it comes before MovieRepository.swift).
        let source = try tree.copy.read(Self.repository)
        try tree.copy.write(Self.repository, "import MoviesInfrastructure\nimport Foundation\n" + source)
        try Self.expectJudgedAlone(tree)
        // A new arc (MoviesInfrastructure -> App) closes a new cycle: a full run shows it.
        let remote = "Movies/Sources/MoviesInfrastructure/RemoteMovieRepository.swift"
        try tree.copy.write(remote, "import App\n" + (try tree.copy.read(remote)))
        let added = try tree.run()
        #expect(!added.stdout.contains("IMPORTS"))
        let fresh = try tree.run(["--no-cache"])
        #expect(added.stdout == fresh.stdout)
        #expect(fresh.stdout.contains("'App'") || rule.contains("components"))
        #expect(fresh.stdout != first.stdout.replacingOccurrences(of: "IMPORTS", with: "imports"))
        // The file of arcs' first edges (Movie.swift: lines 1-3): an import added after them leaves
        // them where they were; one added above moves them, and the run is in full.
        Thread.sleep(forTimeInterval: 2.2)
        _ = try tree.run()
        try tree.tamperWithKeptFindings()
        var lines = try tree.copy.read(Self.movie).components(separatedBy: "\n")
        lines.insert("import Foundation", at: 3)
        try tree.copy.write(Self.movie, lines.joined(separator: "\n"))
        try Self.expectJudgedAlone(tree)
        try tree.copy.write(Self.movie, "import Foundation\n" + (try tree.copy.read(Self.movie)))
        let firstEdges = try tree.run()
        #expect(!firstEdges.stdout.contains("IMPORTS"))
        #expect(firstEdges.stdout == (try tree.run(["--no-cache"])).stdout)
    }

    /// Chains (`transitive: true`) go along the module graph's arcs: an edit that leaves them
    /// and their first edges as they were keeps every chain, judges the edited file's own edges
    /// alone (the rules' direct findings), and gives what a full run gives; an edit that adds an
    /// arc runs in full.
    @Test(arguments: [
        "  - { kind: forbid, from: app, to: [foundation], transitive: true }\n",
        "  - { kind: confine, modules: [foundation], to: [infrastructure], transitive: true }\n",
    ])
    func aChainStandsWhileTheArcsStay(rule: String) throws {
        let tree = try SettledTree(configuration: Self.configuration + rule, files: Self.extra)
        let first = try tree.run()
        #expect(first.stdout.contains("even indirectly"), "no chain: \(first.stdout)")
        try tree.tamperWithKeptFindings()
        let source = try tree.copy.read(Self.repository)
        try tree.copy.write(Self.repository, "import MoviesInfrastructure\nimport Foundation\n" + source)
        try Self.expectJudgedAlone(tree)
        // A new arc (MoviesInfrastructure -> App) makes new chains: a full run shows them.
        Thread.sleep(forTimeInterval: 2.2)
        _ = try tree.run()
        try tree.tamperWithKeptFindings()
        let remote = "Movies/Sources/MoviesInfrastructure/RemoteMovieRepository.swift"
        try tree.copy.write(remote, "import App\n" + (try tree.copy.read(remote)))
        let added = try tree.run()
        #expect(!added.stdout.contains("IMPORTS"))
        let fresh = try tree.run(["--no-cache"])
        #expect(added.stdout == fresh.stdout)
        #expect(added.status == fresh.status)
    }

    /// Imports that moved (indented, a line added above) and were kept so move the first edges:
    /// the kept arcs are dropped, so an edit that puts an import back where a first edge used to
    /// be reads the tree in full (it took the kept cycle finding at its moved place before).
    @Test func firstEdgesThatMovedAreNotKept() throws {
        let tree = try SettledTree(configuration: Self.configuration + "  - kind: no-cycles\n", files: Self.extra)
        let first = try tree.run()
        #expect(first.stdout.contains("Movie.swift:3:1: note: also breaks [no-cycles"))
        let original = try tree.copy.read(Self.movie)
        try tree.copy.write(Self.movie, original.replacingOccurrences(of: "import MoviesInfrastructure", with: " import MoviesInfrastructure"))
        Thread.sleep(forTimeInterval: 2.2)
        let moved = try tree.run()
        #expect(moved.stdout.contains("Movie.swift:3:2: note: also breaks [no-cycles"))
        var lines = original.components(separatedBy: "\n")
        lines.insert("import Foundation", at: 3)
        try tree.copy.write(Self.movie, lines.joined(separator: "\n"))
        let edited = try tree.run()
        let fresh = try tree.run(["--no-cache"])
        #expect(edited.stdout == fresh.stdout)
        #expect(fresh.stdout.contains("Movie.swift:3:1: note: also breaks [no-cycles"))
    }

    /// Rules whose findings an import changes anywhere (chains), `except:` entries (reported when they let nothing through), components of
    /// files, and reports drawn from the graph: each run after an edit runs in full.
    /// `manifest` judges what each target imports as a whole, but only through which modules it
    /// imports, what modules re-export, and each import of a module it does not declare: an edit
    /// that adds no arc and takes none away, in a module that has no such finding, whose imports
    /// all name declared dependencies, keeps its findings (MoviesDomain's undeclared import of
    /// MoviesInfrastructure among them) and judges the edited file alone. Anything else runs in full.
    @Test func aManifestRuleKeepsItsFindingsWhileDeclaredImportsChange() throws {
        let store = "Movies/Sources/MoviesInfrastructure/Store.swift"
        var files = Self.extra
        files[store] = "import MoviesDomain\n"
        let tree = try SettledTree(configuration: Self.configuration + "  - kind: manifest\n", files: files)
        let first = try tree.run()
        #expect(first.stdout.contains("'MoviesDomain' imports 'MoviesInfrastructure', which neither it nor any of its dependencies declares"))
        // A second import of a declared dependency, after the arc's first edge (RemoteMovieRepository.swift).
        try tree.tamperWithKeptFindings()
        try tree.copy.write(store, "import MoviesDomain\nimport CoreDomain\n")
        try Self.expectJudgedAlone(tree)
        // The same import taken away again.
        Thread.sleep(forTimeInterval: 2.2)
        _ = try tree.run()
        try tree.tamperWithKeptFindings()
        try tree.copy.write(store, "import MoviesDomain\n")
        try Self.expectJudgedAlone(tree)
        // Each of these reads the tree in full, and gives what a full run gives.
        let edits: [(String, String)] = [
            // A module with a finding about its imports: its notes list every such import.
            (Self.repository, "import CoreDomain\nimport MoviesInfrastructure\nimport MoviesInfrastructure\n"),
            // A re-export changes what every module that depends on it may import.
            (store, "@_exported import MoviesDomain\n"),
            // A new arc.
            (store, "import MoviesDomain\nimport Foundation\n"),
        ]
        for (file, text) in edits {
            Thread.sleep(forTimeInterval: 2.2)
            _ = try tree.run()
            try tree.tamperWithKeptFindings()
            try tree.copy.write(file, text)
            let edited = try tree.run()
            #expect(!edited.stdout.contains("IMPORTS"), "\(file): \(text)")
            let fresh = try tree.run(["--no-cache"])
            #expect(edited.stdout == fresh.stdout, "\(file): \(text)")
            #expect(edited.status == fresh.status)
        }
    }

    @Test(arguments: [
        ("  - { kind: allow, from: app, to: [infrastructure], except: [{ from: App, to: [CoreDomain], because: legacy }] }\n", []),
        ("  - { kind: allow, from: models, to: [Foundation] }\n", []),
        ("", ["--format", "markdown"]),
        ("", ["--format", "html"]),
    ])
    func rulesThatJudgeMoreRunInFull(rule: String, arguments: [String]) throws {
        let models = rule.contains("models") ? "  models: { paths: [\"Movies/Sources/MoviesDomain/Movie.swift\"] }\n" : ""
        let configuration = Self.configuration.replacingOccurrences(of: "rules:\n", with: models + "rules:\n") + rule
        let tree = try SettledTree(configuration: configuration, files: Self.extra)
        _ = try tree.run(arguments)
        try tree.tamperWithKeptFindings()
        let source = try tree.copy.read(Self.repository)
        try tree.copy.write(Self.repository, "import MoviesInfrastructure\n" + source)
        let edited = try tree.run(arguments)
        #expect(!edited.stdout.contains("IMPORTS"))
        let fresh = try tree.run(arguments + ["--no-cache"])
        #expect(edited.stdout == fresh.stdout)
        #expect(edited.status == fresh.status)
    }
}
