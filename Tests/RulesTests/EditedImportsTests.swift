import ArchCore
import Rules
import Testing

/// ``Architecture/judgesEditedImportsAlone``: when it holds, the findings in a file are the same
/// on the whole graph and on the graph of that file alone (every module and declared dependency,
/// that file and its imports), which is what a run after an edit to that file's imports evaluates.
struct EditedImportsTests {
    static var graph: Graph {
        var builder = GraphBuilder()
        for context in ["Movies", "Feed"] {
            builder.target("\(context)Domain", package: context)
            builder.target("\(context)Data", package: context)
            builder.target("\(context)Feature", package: context)
            builder.target("\(context)DomainTests", package: context, kind: .test)
        }
        builder.target("App", package: "App")
        builder.target("Helpers", package: "App")
        builder.file("Movies/Sources/MoviesDomain/Movie.swift", in: "MoviesDomain", imports: ["Foundation", "MoviesData"])
        builder.file("Movies/Sources/MoviesDomain/Rating.swift", in: "MoviesDomain", imports: ["FeedDomain", "Alamofire"])
        builder.file("Movies/Sources/MoviesData/Remote.swift", in: "MoviesData", imports: ["MoviesDomain", "Alamofire", "FeedData"])
        builder.file("Movies/Sources/MoviesFeature/Screen.swift", in: "MoviesFeature", imports: ["SwiftUI", "FeedFeature", "MoviesData"])
        builder.file("Movies/Tests/MoviesDomainTests/MovieTests.swift", in: "MoviesDomainTests", imports: ["MoviesDomain", "FeedFeature", "Testing"])
        builder.file("Feed/Sources/FeedDomain/Feed.swift", in: "FeedDomain", imports: ["Foundation", "MoviesDomain"])
        builder.file("Feed/Sources/FeedData/Store.swift", in: "FeedData", imports: ["FeedDomain", "MoviesFeature"])
        builder.file("Feed/Sources/FeedFeature/List.swift", in: "FeedFeature", imports: ["FeedDomain", "FeedData", "App"])
        builder.file("App/Sources/App/main.swift", in: "App", imports: ["MoviesFeature", "FeedFeature", "Helpers"])
        builder.file("App/Sources/Helpers/Log.swift", in: "Helpers", imports: ["MoviesDomain", "os", "SwiftUI"])
        builder.declare("MoviesData", on: "MoviesDomain", line: 10)
        builder.declare("MoviesDomain", on: "MoviesData", line: 11)
        builder.declare("FeedData", on: "MoviesFeature", line: 12)
        var graph = builder.graph
        graph = graph.marking("Movies/Sources/MoviesDomain/Rating.swift", "FeedDomain", as: "testable")
        return graph
    }

    static let components = [
        component("domain", ComponentSelector(targets: ["*Domain"])),
        component("data", ComponentSelector(targets: ["*Data"])),
        component("features", ComponentSelector(targets: ["*Feature"])),
        component("app", ComponentSelector(targets: ["App"])),
        component("ui", ComponentSelector(external: ["SwiftUI"])),
    ]

    /// One rule of every kind that judges one edge at a time, and one about modules.
    static var rules: [any ArchitectureRule] {
        [
            LayersRule(header: RuleHeader(name: "layers", kind: "layers"), layers: [refs("app"), refs("features"), refs("data", "domain")], exhaustive: true),
            LayersRule(header: RuleHeader(name: "layers with tests", kind: "layers", tests: .include), layers: [refs("features"), refs("domain")]),
            AllowRule(header: RuleHeader(name: "pure domain", kind: "allow"), from: refs("domain"), to: refs("Foundation")),
            ForbidRule(header: RuleHeader(name: "no ui in data", kind: "forbid", tests: .only), from: refs("MoviesDomainTests"), to: refs("features")),
            ForbidRule(header: RuleHeader(name: "no alamofire", kind: "forbid"), from: refs("domain"), to: refs("Alamofire")),
            ConfineRule(header: RuleHeader(name: "ui in features", kind: "confine"), modules: refs("ui"), to: refs("features")),
            IndependentRule(header: RuleHeader(name: "features apart", kind: "independent"), among: .reference(refs("features")[0])),
            IndependentRule(
                header: RuleHeader(name: "contexts apart", kind: "independent"),
                among: .selector(ComponentSelector(targets: ["{name}Domain"]), label: "contexts")),
            ImportsRule(header: RuleHeader(name: "imports", kind: "imports"), forbidScoped: true),
            ExhaustiveRule(header: RuleHeader(name: "exhaustive", kind: "exhaustive")),
        ]
    }

    /// The graph with only `file`'s imports: every module and declared dependency kept.
    static func alone(_ file: String, in graph: Graph) -> Graph {
        var reduced = graph
        reduced.files = graph.files.filter { $0.path == file }
        reduced.imports = graph.imports.filter { $0.file == file }
        return reduced
    }

    /// The findings in each file, judged on the whole graph and on the file's alone.
    static func disagreements(_ architecture: Architecture, on graph: Graph) throws -> [String] {
        let whole = try architecture.evaluate(on: graph)
        var differences: [String] = []
        for file in graph.files.map(\.path) {
            let inFile = whole.filter { $0.location?.file == file }.map(\.summary)
            let alone = try architecture.evaluate(on: alone(file, in: graph)).filter { $0.location?.file == file }.map(\.summary)
            if inFile != alone { differences.append("\(file): \(inFile) != \(alone)") }
        }
        return differences
    }

    @Test func eachEdgeRulesJudgeAFileAlone() throws {
        let architecture = Architecture(components: Self.components, rules: Self.rules)
        #expect(architecture.judgesEditedImportsAlone)
        let findings = try architecture.evaluate(on: Self.graph)
        #expect(Set(findings.map(\.ruleName)).count == 10, "too few rules fire for the check to mean anything: \(Set(findings.map(\.ruleName)).sorted())")
        #expect(try Self.disagreements(architecture, on: Self.graph) == [])
    }

    /// The check above fails for a rule that judges the module graph's arcs: a cycle needs other
    /// files' imports. Such a rule is left out of the files judged alone, and keeps its findings
    /// when the arcs stay (below).
    @Test func aCycleIsNotJudgedAlone() throws {
        let architecture = Architecture(
            components: Self.components, rules: [NoCyclesRule(header: RuleHeader(name: "no cycles", kind: "no-cycles"))])
        #expect(architecture.judgesEditedImportsAlone)
        #expect(architecture.judgesModuleArcs)
        #expect(architecture.judgingEachEdge.rules.isEmpty)
        #expect(try !Self.disagreements(architecture, on: Self.graph).isEmpty)
    }

    /// The check a run makes after an edit to `file`'s imports, before keeping the cycle
    /// findings: each arc the file's edges make is an arc the graph had, and the file's first
    /// edge behind it comes after the graph's first (in a file before this one), or is that very
    /// edge, at its place; and each arc whose first edge was in the file still has it there.
    static func keepsArcs(before: Graph, after: Graph, file: String) -> Bool {
        func firstEdges(_ edges: [ImportEdge]) -> [String: ImportEdge] {
            var first: [String: ImportEdge] = [:]
            for edge in edges {
                guard let from = edge.from, from != edge.to else { continue }
                if first["\(from) \(edge.to)"] == nil { first["\(from) \(edge.to)"] = edge }
            }
            return first
        }
        let first = firstEdges(before.imports)
        let firstNow = firstEdges(after.imports.filter { $0.file == file })
        for (key, edge) in firstNow {
            guard let kept = first[key] else { return false }
            guard kept.file == file ? kept.location == edge.location : kept.file < file else { return false }
        }
        return first.allSatisfy { key, kept in kept.file != file || firstNow[key]?.location == kept.location }
    }

    /// `no-cycles` (``ImportReach/moduleArcs``), at both levels and among some modules: every
    /// edit to one file's imports (one removed, or one of any module added before or after the
    /// others) that passes the check above leaves its findings as they were; some that fail it
    /// change them, so the check is not idle.
    @Test func cyclesStandWhileTheArcsStay() throws {
        let graph = Self.withSecondFiles
        let architecture = Architecture(
            components: Self.components,
            rules: [
                NoCyclesRule(header: RuleHeader(name: "modules", kind: "no-cycles")),
                NoCyclesRule(header: RuleHeader(name: "components", kind: "no-cycles"), level: .components),
                NoCyclesRule(header: RuleHeader(name: "some", kind: "no-cycles", tests: .include), among: refs("domain", "Helpers", "App")),
            ])
        let before = try architecture.evaluate(on: graph)
        #expect(Set(before.map(\.ruleName)).count == 3, "\(before.map(\.summary))")
        let (kept, changed) = try Self.tally(architecture, graph, before: before, edits: { Self.oneImportEdits(of: graph, in: $0) }) {
            edited, file in Self.keepsArcs(before: graph, after: edited, file: file)
        }
        #expect(kept >= 10, "too few edits keep the arcs for the check to mean anything")
        #expect(changed >= 5)
    }

    /// ``graph`` where each module gets a second file after the first (`Zed.swift`), which
    /// imports what the first imports but its last: arcs whose first edge is in another file.
    static var withSecondFiles: Graph {
        var graph = Self.graph
        for file in Self.graph.files {
            var second = file
            second.path = RelativePath.parent(file.path) + "/Zed.swift"
            graph.files.append(second)
            graph.imports += Self.graph.imports.filter { $0.file == file.path }.dropLast().map { edge in
                var copy = edge
                copy.file = second.path
                return copy
            }
        }
        return Self.inOrder(graph)
    }

    /// `graph` with its files and import edges sorted, as a built graph has them.
    static func inOrder(_ graph: Graph) -> Graph {
        var sorted = graph
        sorted.files.sort { $0.path < $1.path }
        sorted.imports.sort { $0.location < $1.location }
        return sorted
    }

    /// Every edit to one import of `file`: each removed, and one of every module of the graph
    /// added after the others and before them (and, `guarded`, after them under `#if canImport`
    /// of itself); `exported`: also the first re-exported.
    static func oneImportEdits(of graph: Graph, in file: String, guarded: Bool = false, exported: Bool = false) -> [Graph] {
        let positions = graph.imports.indices.filter { graph.imports[$0].file == file }
        let model = graph.imports[positions[0]]
        var edits: [Graph] = positions.map { position in
            var edited = graph
            edited.imports.remove(at: position)
            return edited
        }
        if exported { edits.append(graph.marking(file, model.to.name, as: "_exported")) }
        for name in Set(graph.modules.map(\.id.name)).sorted() {
            let to = graph.modules.first { $0.id.name == name }!.id
            var added: [(Int, Int, [String])] = [(90, positions[positions.count - 1] + 1, []), (0, positions[0], [])]
            if guarded { added.append((91, positions[positions.count - 1] + 1, ["canImport(\(name))"])) }
            for (line, position, conditions) in added {
                var edited = graph
                edited.imports.insert(
                    ImportEdge(file: file, from: model.from, to: to, import: Import(module: name, line: line, column: 1, conditions: conditions)),
                    at: position)
                edits.append(edited)
            }
        }
        return edits
    }

    /// Evaluates `architecture` after each of each file's `edits`: every edit the `check` lets
    /// through must leave the findings as they were (`before`). How many it let through, and how
    /// many of the others changed the findings.
    static func tally(
        _ architecture: Architecture, _ graph: Graph, before: [Finding], edits: (String) -> [Graph], check: (Graph, String) -> Bool
    ) throws -> (kept: Int, changed: Int) {
        var (kept, changed) = (0, 0)
        for file in graph.files.map(\.path) {
            for edited in edits(file) {
                let after = try architecture.evaluate(on: edited)
                if check(edited, file) {
                    kept += 1
                    #expect(after == before, "\(file): \(edited.imports.filter { $0.file == file }.map(\.to.name))")
                } else if after != before {
                    changed += 1
                }
            }
        }
        return (kept, changed)
    }

    /// `manifest` (``ImportReach/moduleImports``), with test targets and without: every edit to
    /// one file's imports (one removed; one of any module added before or after the others,
    /// plain, under `#if canImport` of itself, or re-exported) that passes the checks a run
    /// makes leaves its findings as they were; some that fail them change them, so the checks
    /// are not idle. The checks: the arcs stay (as for `no-cycles`), nothing is re-exported
    /// before or after, no finding is about the imports of the file's module, and the file's
    /// edges give none, judged on the graph of that file alone.
    @Test func manifestFindingsStandWhileTheChecksHold() throws {
        var builder = GraphBuilder()
        for context in ["Movies", "Feed"] {
            for layer in ["Domain", "Data", "Feature"] { builder.target("\(context)\(layer)", package: context) }
            builder.target("\(context)DomainTests", package: context, kind: .test)
        }
        builder.target("App", package: "App")
        builder.target("Helpers", package: "App")
        let files: [(String, String, [String])] = [
            ("Movies/Sources/MoviesDomain/Movie.swift", "MoviesDomain", ["Foundation", "MoviesData"]),
            ("Movies/Sources/MoviesDomain/Rating.swift", "MoviesDomain", ["FeedDomain", "Alamofire"]),
            ("Movies/Sources/MoviesData/Remote.swift", "MoviesData", ["MoviesDomain", "Alamofire", "FeedData"]),
            ("Movies/Sources/MoviesFeature/Screen.swift", "MoviesFeature", ["SwiftUI", "FeedFeature", "MoviesData"]),
            ("Movies/Tests/MoviesDomainTests/MovieTests.swift", "MoviesDomainTests", ["MoviesDomain", "FeedFeature", "Testing"]),
            ("Feed/Sources/FeedDomain/Feed.swift", "FeedDomain", ["Foundation", "MoviesDomain"]),
            ("Feed/Sources/FeedData/Store.swift", "FeedData", ["FeedDomain", "MoviesFeature"]),
            ("Feed/Sources/FeedFeature/List.swift", "FeedFeature", ["FeedDomain", "FeedData", "App"]),
            ("App/Sources/App/main.swift", "App", ["MoviesFeature", "FeedFeature", "Helpers"]),
            ("App/Sources/Helpers/Log.swift", "Helpers", ["MoviesDomain", "os", "SwiftUI"]),
        ]
        for (path, module, imports) in files {
            builder.file(path, in: module, imports: imports)
            // A second file after the first, with the first's imports but its last.
            builder.file(RelativePath.parent(path) + "/Zed.swift", in: module, imports: Array(imports.dropLast()))
        }
        let declarations = [
            ("MoviesData", "MoviesDomain"), ("MoviesDomain", "MoviesData"), ("FeedData", "MoviesFeature"), ("MoviesFeature", "MoviesData"),
            ("FeedFeature", "FeedDomain"), ("FeedFeature", "FeedData"), ("FeedData", "FeedDomain"), ("App", "MoviesFeature"),
            ("App", "FeedFeature"), ("Helpers", "MoviesDomain"), ("MoviesDomainTests", "MoviesDomain"), ("App", "Helpers"),
            ("Helpers", "FeedDomain"),
        ]
        for (index, (from, to)) in declarations.enumerated() { builder.declare(from, on: to, line: 10 + index) }
        let graph = Self.inOrder(builder.graph)
        let architecture = Architecture(
            components: Self.components,
            rules: [
                ManifestRule(header: RuleHeader(name: "manifest", kind: "manifest")),
                ManifestRule(header: RuleHeader(name: "with tests", kind: "manifest", tests: .include), unused: .error, ignore: ["Alamofire"]),
            ])
        #expect(architecture.judgesEditedImportsAlone)
        #expect(architecture.judgesModuleImports && architecture.keepsModuleArcs && architecture.judgingEachEdge.rules.isEmpty)
        let before = try architecture.evaluate(on: graph)
        #expect(before.count >= 6, "\(before.map(\.summary))")
        #expect(before.contains { $0.subject?.contains("declares a dependency") ?? false }, "no unused entry: \(before.map(\.summary))")
        let moduleOf = Dictionary(graph.files.map { ($0.path, $0.module?.name ?? "") }, uniquingKeysWith: { first, _ in first })
        let edits = { (file: String) in Self.oneImportEdits(of: graph, in: file, guarded: true, exported: true) }
        let (kept, changed) = try Self.tally(architecture, graph, before: before, edits: edits) { edited, file in
            Self.keepsArcs(before: graph, after: edited, file: file)
                && !graph.imports.contains(where: \.isExported) && !edited.imports.contains(where: \.isExported)
                && !before.contains { architecture.judgesModuleImports($0) && architecture.isAboutImports(of: moduleOf[file] ?? "", $0) }
                && architecture.findsNothingForModuleImports(inEdgesOf: [file], on: Self.alone(file, in: edited))
        }
        #expect(kept >= 10, "too few edits pass the checks for them to mean anything: \(kept)")
        #expect(changed >= 5)
    }

    @Test func whatTheRulesCannotJudgeAlone() {
        let direct = Architecture(components: Self.components, rules: Self.rules)
        #expect(direct.judgesEditedImportsAlone)
        let kinds: [any ArchitectureRule] = [
            AllowRule(
                header: RuleHeader(kind: "allow", exceptions: [RuleException(from: refs("App"), to: refs("Helpers"), because: "legacy")]),
                from: refs("app"), to: refs("features")),
        ]
        for rule in kinds {
            var architecture = direct
            architecture.rules.append(rule)
            #expect(!architecture.judgesEditedImportsAlone, "\(rule.header.kind)")
        }
        var files = direct
        files.components.append(component("models", ComponentSelector(paths: ["**/Models/**"])))
        #expect(!files.judgesEditedImportsAlone)
        var leftOut = direct
        leftOut.components.append(
            component("core", ComponentSelector(targets: ["*Domain"], exclude: ComponentSelector(paths: ["**/Legacy/**"]))))
        #expect(!leftOut.judgesEditedImportsAlone)
    }

    /// `forbid` and `confine` with `transitive: true` (``ImportReach/eachEdgeAndChains``): after
    /// every edit to one file's imports that leaves the arcs and their first edges as they were,
    /// what a run after the edit gives (every chain kept, wherever it sits; the direct findings
    /// elsewhere kept; those in the file judged on the graph of that file alone, without chains)
    /// is what the whole graph gives. Some edits that fail the check change the chains, so it is
    /// not idle; and judged alone, the chains would differ.
    @Test func chainsStandWhileTheArcsStay() throws {
        let graph = Self.withSecondFiles
        let architecture = Architecture(
            components: Self.components,
            rules: [
                ForbidRule(header: RuleHeader(name: "domain apart", kind: "forbid"), from: refs("domain"), to: refs("features", "app"), transitive: true),
                ForbidRule(header: RuleHeader(name: "no alamofire", kind: "forbid"), from: refs("features"), to: refs("Alamofire"), transitive: true),
                ConfineRule(header: RuleHeader(name: "ui", kind: "confine"), modules: refs("ui"), to: refs("features"), transitive: true),
                ConfineRule(header: RuleHeader(name: "data", kind: "confine", tests: .include), modules: refs("data"), to: refs("domain"), transitive: true),
                LayersRule(header: RuleHeader(name: "layers", kind: "layers"), layers: [refs("app"), refs("features"), refs("data", "domain")]),
            ])
        #expect(architecture.judgesEditedImportsAlone && architecture.judgesModuleArcs)
        #expect(architecture.judgingEachEdge.rules.allSatisfy { $0.importReach == .eachEdge })
        let before = try architecture.evaluate(on: graph)
        let chains = before.filter(\.isChainOfARule)
        #expect(Set(chains.map(\.ruleName)).count == 4, "\(chains.map(\.summary))")
        #expect(before.count > chains.count, "no direct finding: \(before.map(\.summary))")
        #expect(before.allSatisfy { architecture.judgesArcs($0) == $0.isChainOfARule })
        var (kept, changed) = (0, 0)
        for file in graph.files.map(\.path) {
            for edited in Self.oneImportEdits(of: graph, in: file) {
                let after = try architecture.evaluate(on: edited)
                guard Self.keepsArcs(before: graph, after: edited, file: file) else {
                    if after.filter(\.isChainOfARule) != chains { changed += 1 }
                    continue
                }
                kept += 1
                let elsewhere = before.filter { architecture.judgesArcs($0) || $0.location?.file != file }
                let inFile = try architecture.judgingEachEdge.evaluate(on: Self.alone(file, in: edited)).filter { $0.location?.file == file }
                #expect((elsewhere + inFile).sorted() == after, "\(file): \(edited.imports.filter { $0.file == file }.map(\.to.name))")
            }
        }
        #expect(kept >= 10, "too few edits keep the arcs for the check to mean anything: \(kept)")
        #expect(changed >= 5, "\(changed)")
        #expect(try !Self.disagreements(architecture, on: graph).isEmpty, "chains need other files' imports")
    }
}

extension Finding {
    /// A chain of a `transitive` rule, as its message says.
    fileprivate var isChainOfARule: Bool { message.hasSuffix("even indirectly") }
}
