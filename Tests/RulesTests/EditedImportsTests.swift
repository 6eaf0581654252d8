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
        // Each module gets a second file after the first (`Zed.swift`), which imports what the
        // first imports but its last: arcs whose first edge is in another file.
        var graph = Self.graph
        for file in Self.graph.files {
            var second = file
            second.path = RelativePath.parent(file.path) + "/Zed.swift"
            graph.files.append(second)
            let edges = Self.graph.imports.filter { $0.file == file.path }
            graph.imports += edges.dropLast().map { edge in
                var copy = edge
                copy.file = second.path
                return copy
            }
        }
        graph.files.sort { $0.path < $1.path }
        graph.imports.sort { $0.location < $1.location }
        let architecture = Architecture(
            components: Self.components,
            rules: [
                NoCyclesRule(header: RuleHeader(name: "modules", kind: "no-cycles")),
                NoCyclesRule(header: RuleHeader(name: "components", kind: "no-cycles"), level: .components),
                NoCyclesRule(header: RuleHeader(name: "some", kind: "no-cycles", tests: .include), among: refs("domain", "Helpers", "App")),
            ])
        let before = try architecture.evaluate(on: graph)
        #expect(Set(before.map(\.ruleName)).count == 3, "\(before.map(\.summary))")
        let names = Set(graph.modules.map(\.id.name)).sorted()
        var (kept, changed) = (0, 0)
        for file in graph.files {
            let positions = graph.imports.indices.filter { graph.imports[$0].file == file.path }
            var edits: [Graph] = positions.map { position in
                var edited = graph
                edited.imports.remove(at: position)
                return edited
            }
            for name in names {
                let model = graph.imports[positions[0]]
                let to = graph.modules.first { $0.id.name == name }!.id
                for (line, position) in [(90, positions[positions.count - 1] + 1), (0, positions[0])] {
                    var edited = graph
                    edited.imports.insert(
                        ImportEdge(file: file.path, from: model.from, to: to, import: Import(module: name, line: line, column: 1)),
                        at: position)
                    edits.append(edited)
                }
            }
            for edited in edits {
                let after = try architecture.evaluate(on: edited)
                if Self.keepsArcs(before: graph, after: edited, file: file.path) {
                    kept += 1
                    #expect(after == before, "\(file.path): \(edited.imports.filter { $0.file == file.path }.map(\.to.name))")
                } else if after != before {
                    changed += 1
                }
            }
        }
        #expect(kept >= 10, "too few edits keep the arcs for the check to mean anything")
        #expect(changed >= 5)
    }

    @Test func whatTheRulesCannotJudgeAlone() {
        let direct = Architecture(components: Self.components, rules: Self.rules)
        #expect(direct.judgesEditedImportsAlone)
        let kinds: [any ArchitectureRule] = [
            ManifestRule(header: RuleHeader(kind: "manifest")),
            ForbidRule(header: RuleHeader(kind: "forbid"), from: refs("domain"), to: refs("app"), transitive: true),
            ConfineRule(header: RuleHeader(kind: "confine"), modules: refs("ui"), to: refs("features"), transitive: true),
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
}
