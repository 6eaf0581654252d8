import ArchCore
import Foundation
import Testing

@testable import ArchlintKit

/// Layers as folders of one target (the FolderLayers fixture): the rules judge the names each file
/// uses of the others, since no `import` shows them.
struct FolderLayersEndToEndTests {
    struct Break: Sendable, CustomTestStringConvertible {
        let note: String
        let file: String
        let replace: String
        let with: String
        let finding: String
        var testDescription: String { note }
    }

    static let breaks = [
        Break(
            note: "the domain names a presentation type",
            file: "Sources/Feed/Domain/FeedLoader.swift", replace: "func load()",
            with: "func show(on screen: FeedViewModel)\n    func load()",
            finding: "Sources/Feed/Domain/FeedLoader.swift:3:26: error: 'Sources/Feed/Domain/FeedLoader.swift' uses "
                + "'FeedViewModel' of 'Sources/Feed/Presentation/FeedViewModel.swift'; layer 'domain' may depend only "
                + "on layers after it: (none) [layers: Dependencies point inward]"),
        Break(
            note: "presentation names an infrastructure type",
            file: "Sources/Feed/Presentation/FeedViewModel.swift", replace: "    private let loadFeed: LoadFeed\n",
            with: "    private let loadFeed: LoadFeed\n    private let remote: RemoteFeedLoader? = nil\n",
            finding: "Sources/Feed/Presentation/FeedViewModel.swift:4:25: error: 'Sources/Feed/Presentation/FeedViewModel.swift' "
                + "uses 'RemoteFeedLoader' of 'Sources/Feed/Infrastructure/RemoteFeedLoader.swift'; 'presentation' and "
                + "'infrastructure' are siblings in one layer and must not depend on each other [layers: Dependencies point inward]"),
        Break(
            note: "a use case calls a top-level function of the infrastructure",
            file: "Sources/Feed/UseCases/LoadFeed.swift", replace: "/// Loads the feed and",
            with: "import Foundation\n\nfunc parse(_ data: Data) throws -> [FeedImage] { try decodeFeed(data) }\n\n/// Loads the feed and",
            finding: "Sources/Feed/UseCases/LoadFeed.swift:3:54: error: 'Sources/Feed/UseCases/LoadFeed.swift' uses "
                + "'decodeFeed' of 'Sources/Feed/Infrastructure/FeedDecoding.swift'; layer 'use-cases' may depend only "
                + "on layers after it: 'domain' [layers: Dependencies point inward]"),
    ]

    @Test func theFixtureIsClean() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: breaks)
    func reportsEachBreakOnceAtTheUseAndRestoringTheFileRestoresTheExitCode(_ broken: Break) throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let original = try copy.read(broken.file)
        #expect(original.contains(broken.replace))
        try copy.write(broken.file, original.replacingOccurrences(of: broken.replace, with: broken.with))
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 1)
        let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == [Substring(broken.finding)])
        #expect(result.stdout.contains(": note: '"))
        try copy.write(broken.file, original)
        #expect(try ArchlintBinary.run([copy.path]).status == 0)
    }

    @Test func theNoteNamesTheDeclarationAndCountsTheOtherUses() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let file = "Sources/Feed/Domain/FeedImage.swift"
        try copy.write(file, try copy.read(file) + "\nextension FeedImage {\n    var model: FeedViewModel? { nil }\n    func show(_ m: FeedViewModel) {}\n}\n")
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains(
            "Sources/Feed/Presentation/FeedViewModel.swift:2:20: note: 'FeedViewModel' is declared here (and 1 more use of that file here)"))
    }

    @Test func aSuppressionSilencesAReferenceAsItDoesAnImport() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let file = "Sources/Feed/Domain/FeedLoader.swift"
        try copy.write(file, try copy.read(file).replacingOccurrences(
            of: "func load()", with: "func show(on screen: FeedViewModel) // archlint:ignore layers -- migrating\n    func load()"))
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("1 suppressed"))
    }

    @Test func referencesFalseJudgesImportsOnly() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let file = "Sources/Feed/Domain/FeedLoader.swift"
        try copy.write(file, try copy.read(file).replacingOccurrences(of: "func load()", with: "func show(on screen: FeedViewModel)\n    func load()"))
        try copy.write(".archlint.yml", "references: false\n" + (try copy.read(".archlint.yml")))
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("FeedViewModel"))
    }

    /// With no component of `paths:`, a rule's own selector splits the module: the references
    /// between its folders are read and judged (they were not: the run passed in silence).
    @Test func aRulesOwnFolderSelectorJudgesReferences() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let file = "Sources/Feed/Domain/FeedLoader.swift"
        try copy.write(file, try copy.read(file).replacingOccurrences(of: "func load()", with: "func show(on screen: FeedViewModel)\n    func load()"))
        try copy.write(".archlint.yml", """
            version: 1
            rules:
              - name: Folders apart
                kind: independent
                among: { paths: ["Sources/Feed/{name}/**"] }
            """)
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        #expect(result.stdout.contains(
            "Sources/Feed/Domain/FeedLoader.swift:3:26: error: 'Sources/Feed/Domain/FeedLoader.swift' uses 'FeedViewModel' of "
                + "'Sources/Feed/Presentation/FeedViewModel.swift'; 'Domain' and 'Presentation' are members of"), "\(result.stdout)")
    }

    @Test func anExceptionForTheFileLetsTheReferenceThrough() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let file = "Sources/Feed/Domain/FeedLoader.swift"
        try copy.write(file, try copy.read(file).replacingOccurrences(of: "func load()", with: "func show(on screen: FeedViewModel)\n    func load()"))
        let config = try copy.read(".archlint.yml").replacingOccurrences(
            of: "    because: The feed's",
            with: "    except:\n      - { from: domain, to: presentation, because: a migration }\n    because: The feed's")
        try copy.write(".archlint.yml", config)
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 0, "\(result.stdout)")
    }
}

extension FolderLayersEndToEndTests {
    @Test func anAllowListForbidsOtherComponentsFilesButNotFilesNoComponentSelects() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        try copy.write("Sources/Feed/Shared/Clock.swift", "struct Clock { static let now = 0 }\n")
        let file = "Sources/Feed/Domain/FeedLoader.swift"
        try copy.write(file, try copy.read(file).replacingOccurrences(of: "func load()", with: "func tick() -> Clock\n    func load()"))
        try copy.write(".archlint.yml", """
            version: 1
            components:
              domain:       { paths: ["Sources/Feed/Domain/**"] }
              presentation: { paths: ["Sources/Feed/Presentation/**"] }
            rules:
              - { name: Domain depends on nothing, kind: allow, from: domain, to: [Foundation] }
            """)
        #expect(try ArchlintBinary.run([copy.path]).status == 0)
        try copy.write(file, try copy.read(file).replacingOccurrences(of: "func tick()", with: "func show(_ m: FeedViewModel)\n    func tick()"))
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("uses 'FeedViewModel' of 'Sources/Feed/Presentation/FeedViewModel.swift'; 'domain' may depend on only 'Foundation'"))
    }
}

/// `archlint graph --level folder` and the reports' folder diagrams.
extension FolderLayersEndToEndTests {
    @Test func theFolderGraphDrawsTheModulesFoldersAndTheirReferences() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let result = try ArchlintBinary.run(["graph", copy.path, "--level", "folder", "--format", "mermaid"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            graph LR
              n0["Domain"]
              n1["Infrastructure"]
              n2["Presentation"]
              n3["UseCases"]
              n1 -->|3| n0
              n2 -->|1| n3
              n3 -->|2| n0

            """)
    }

    @Test func aBrokenRuleDrawsItsFolderEdgeRed() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let file = "Sources/Feed/Domain/FeedLoader.swift"
        try copy.write(file, try copy.read(file).replacingOccurrences(of: "func load()", with: "func show(on screen: FeedViewModel)\n    func load()"))
        let dot = try ArchlintBinary.run(["graph", copy.path, "--level", "folder", "--format", "dot"])
        #expect(dot.status == 0, "\(dot.stderr)")
        #expect(dot.stdout.contains("\"Domain\" -> \"Presentation\" [label=\"1\", color=\"#d1242f\""))
        #expect(dot.stdout.contains("\"Infrastructure\" -> \"Domain\" [label=\"3\"];"))
        let html = try ArchlintBinary.run([copy.path, "--format", "html"])
        #expect(html.status == 1)
        #expect(html.stdout.contains("<h2>Folders of Feed</h2>"))
        let markdown = try ArchlintBinary.run([copy.path, "--format", "markdown"])
        #expect(markdown.stdout.contains("### Folders of Feed\n"))
    }

    @Test func theFolderGraphWithoutAConfigurationReadsTheOneModule() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        try FileManager.default.removeItem(atPath: copy.path + "/.archlint.yml")
        let json = try ArchlintBinary.run(["graph", copy.path, "--level", "folder", "--depth", "2", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains("\"level\" : \"folder\""))
        #expect(json.stdout.contains("\"from\" : \"UseCases\""))
    }

    @Test func anUnknownModuleIsAUsageError() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let result = try ArchlintBinary.run(["graph", copy.path, "--level", "folder", "--module", "Nope"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--module: no module named 'Nope' (modules with sources: 'Feed'"))
        let misplaced = try ArchlintBinary.run(["graph", copy.path, "--module", "Feed"])
        #expect(misplaced.status == 64)
        #expect(misplaced.stderr.contains("--module needs --level folder"))
    }
}

/// Which module `graph --level folder` draws.
struct FolderModuleChoiceTests {
    static let package = ModuleID(package: ".", name: "Countries")
    static let xcode = ModuleID(package: "Countries.xcodeproj", name: "Countries")
    static let other = ModuleID(package: ".", name: "Other")

    static let graph = Graph(
        modules: [
            Module(id: package, kind: .target(.regular)), Module(id: xcode, kind: .target(.executable)),
            Module(id: other, kind: .target(.regular)),
            Module(id: ModuleID(package: ".", name: "OtherTests"), kind: .target(.test)),
        ],
        files: [
            SourceFile(path: "Countries/A.swift", module: package, imports: []),
            SourceFile(path: "Other/B.swift", module: other, imports: []),
        ])

    @Test func ofTwoModulesSoNamedTheOneWithFiles() {
        #expect(FolderModuleChoice("Countries", in: Self.graph, split: []) == .module(Self.package))
        #expect(FolderModuleChoice("Countries (Countries.xcodeproj)", in: Self.graph, split: []) == .module(Self.xcode))
    }

    @Test func withoutANameTheOneSplitModuleElseAUsageErrorNamingTheCandidates() {
        #expect(FolderModuleChoice(nil, in: Self.graph, split: [Self.other]) == .module(Self.other))
        #expect(FolderModuleChoice(nil, in: Self.graph, split: []) == .unclear(
            "--level folder draws one module: pass --module with one of 'Countries (.)', 'Other'"))
        #expect(FolderModuleChoice("Nope", in: Self.graph, split: []) == .unclear(
            "--module: no module named 'Nope' (modules with sources: 'Countries (.)', 'Other')"))
    }
}

extension FolderModuleChoiceTests {
    @Test func reportsDrawTheFoldersOfSplitModulesWhoseFilesAreInTwoFoldersOrMore() {
        let flat = ModuleID(package: ".", name: "Flat")
        var graph = Graph(
            modules: [Module(id: Self.package, kind: .target(.regular), sourceRoot: "Countries"), Module(id: flat, kind: .target(.regular), sourceRoot: "Flat")],
            files: [
                SourceFile(path: "Countries/UI/List.swift", module: Self.package, imports: []),
                SourceFile(path: "Countries/Domain/Country.swift", module: Self.package, imports: []),
                SourceFile(path: "Flat/A.swift", module: flat, imports: []),
                SourceFile(path: "Flat/B.swift", module: flat, imports: []),
            ])
        let at = { (file: String) in SourceLocation(file: file, line: 1, column: 1) }
        graph.references = [
            FileReference(module: Self.package, file: "Countries/UI/List.swift", declaringFile: "Countries/Domain/Country.swift",
                          name: "Country", location: at("Countries/UI/List.swift"), declaration: at("Countries/Domain/Country.swift")),
            FileReference(module: flat, file: "Flat/A.swift", declaringFile: "Flat/B.swift",
                          name: "B", location: at("Flat/A.swift"), declaration: at("Flat/B.swift")),
        ]
        let diagrams = Archlint.reportFolderDiagrams(graph: graph, findings: [])
        #expect(diagrams.map(\.module) == ["Countries"])
        #expect(diagrams.first?.diagram.edges.map { "\($0.from)->\($0.to)" } == ["UI->Domain"])
    }
}

extension FolderLayersEndToEndTests {
    @Test func aFileNestedPastTheParsersLimitIsAnErrorWhereReadingStopped() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let deep = String(repeating: "(", count: 150) + "1" + String(repeating: ")", count: 150)
        try copy.write("Sources/Feed/Domain/Deep.swift", "let x = \(deep)\nfunc show(_ v: FeedViewModel) {}\n")
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains(
            "Sources/Feed/Domain/Deep.swift:1:"), "\(result.stdout)")
        #expect(result.stdout.contains(
            "error: 'Sources/Feed/Domain/Deep.swift': nesting more than 100 levels deep, '[' more than 10 deep (the parser's time grows exponentially with it), or a chain past the parser's bounds, or more than 2 MiB of code (README: Deep nesting and large files): reading stops here, so the names the file uses after this point are not judged [unreadable_file]"))
    }
}

/// Chains swift-syntax parses by recursion, one call per link, past its nesting limit: 3,000 links
/// of a function type (18 KB) crashed archlint on the 8 MiB stacks of its threads. Every file is
/// read on a large stack, within the bounds of ParseBounds.
extension FolderLayersEndToEndTests {
    @Test(.timeLimit(.minutes(2))) func aFunctionTypeOfFifteenThousandLinksIsReadWhole() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let chain = String(repeating: "() -> ", count: 15_000) + "()"
        try copy.write("Sources/Feed/Domain/Deep.swift", "let x: \(chain)\nfunc show(_ v: FeedViewModel) {}\n")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        // Read to its end: the name after the chain is judged.
        #expect(result.status == 1)
        #expect(result.stdout.contains("Sources/Feed/Domain/Deep.swift:2:"), "\(result.stdout)")
        #expect(!result.stdout.contains("unreadable_file"), "\(result.stdout)")
    }

    @Test(.timeLimit(.minutes(5))) func stringsNestedInInterpolationsThirtyThousandDeepStopReadingQuickly() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let nested = String(repeating: "\"\\(", count: 30_000) + "1" + String(repeating: ")\"", count: 30_000)
        try copy.write("Sources/Feed/Domain/Deep.swift", "func show(_ v: FeedViewModel) {}\nlet s = \(nested)\n")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        // Reading stops at the interpolation of the seventeenth string: after `let s = ` and 16 times
        // `"\(`, the `(` of the next, column 8 + 48 + 3.
        #expect(result.stdout.contains("Sources/Feed/Domain/Deep.swift:2:59: error: 'Sources/Feed/Domain/Deep.swift': nesting more than"), "\(result.stdout)")
        #expect(result.stdout.contains("Sources/Feed/Domain/Deep.swift:1:"), "\(result.stdout)")
    }
}

extension FolderLayersEndToEndTests {
    @Test func aLinkTemplateLinksReportLocationsAndABadOneIsAUsageError() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let file = "Sources/Feed/Domain/FeedLoader.swift"
        try copy.write(file, try copy.read(file).replacingOccurrences(of: "func load()", with: "func show(on screen: FeedViewModel)\n    func load()"))
        let linked = try ArchlintBinary.run([copy.path, "--format", "markdown", "--link-template", "https://host/blob/main/{path}#L{line}"])
        #expect(linked.status == 1)
        #expect(linked.stdout.contains("(https://host/blob/main/Sources/Feed/Domain/FeedLoader.swift#L3)"), "\(linked.stdout)")
        let bad = try ArchlintBinary.run([copy.path, "--link-template", "https://host/{sha}/{path}"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("unknown placeholder '{sha}'"))
    }
}

extension FolderLayersEndToEndTests {
    @Test func theComponentDiagramKnowsWhichComponentsOverlap() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        try copy.write(".archlint.yml", """
            version: 1
            components:
              domain:  { paths: ["Sources/Feed/Domain/**"] }
              feed:    { paths: ["Sources/Feed/**"] }
              presentation: { paths: ["Sources/Feed/Presentation/**"] }
            rules:
              - { kind: forbid, from: domain, to: presentation }
            """)
        let html = try ArchlintBinary.run([copy.path, "--format", "html"])
        #expect(html.stdout.contains("Some components overlap (domain and feed; feed and presentation)"), "\(html.stdout)")
    }
}

extension FolderLayersEndToEndTests {
    /// A component that selects the module (`feed: { targets: [Feed] }`) and the `paths:`
    /// components inside it share files: the report says they overlap, since an edge from one of
    /// those files lies on the arrows of both.
    @Test func componentsSharingFilesThroughTheirModuleAreSaidToOverlap() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let config = try copy.read(".archlint.yml").replacingOccurrences(
            of: "components:\n", with: "components:\n  feed:           { targets: [Feed] }\n")
        try copy.write(".archlint.yml", config)
        let result = try ArchlintBinary.run([copy.path, "--format", "markdown"])
        #expect(result.stdout.contains("Some components overlap (feed and domain; feed and use-cases; feed and infrastructure; feed and presentation)"), "\(result.stdout)")
    }
}

extension FolderLayersEndToEndTests {
    /// Found by scripts/fuzz: 130 nested `[` in a 2 KB file made the reference pass parse for
    /// minutes (swift-syntax's lookahead is exponential in them). It stops at the bracket, with an error.
    @Test(.timeLimit(.minutes(5))) func deeplyNestedSquareBracketsStopTheReferencePassQuickly() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        let brackets = String(repeating: "[", count: 130)
        try copy.write("Sources/Feed/Domain/Deep.swift", "struct Deep {\n    let a = x(\(brackets)y)\n}\n")
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Sources/Feed/Domain/Deep.swift:2:"))
        #expect(result.stdout.contains("'[' more than 10 deep (the parser's time grows exponentially with it)"))
    }
}
