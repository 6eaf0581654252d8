import ArchCore
import Configuration
import Rules
import Testing

/// The configuration from the issue, applied to a small graph: YAML locations flow into the errors,
/// and the rules find what they should.
struct ConfigurationEvaluationTests {
    static func graph() -> Graph {
        func target(_ name: String, _ package: String, _ kind: TargetKind = .regular) -> Module {
            Module(id: ModuleID(package: package, name: name), kind: .target(kind), sourceRoot: "\(package)/Sources/\(name)")
        }
        let modules = [
            Module(id: ModuleID(package: nil, name: "App"), kind: .configured, sourceRoot: "App"),
            target("SearchFeature", "Features"), target("MoviesDomain", "Movies"), target("MoviesInfrastructure", "Movies"),
            target("TMDbAdapter", "Adapters/TMDb"), target("MoviesDomainTests", "Movies", .test),
            Module(id: .external("TMDb"), kind: .external), Module(id: .external("Foundation"), kind: .external),
        ]
        func edge(_ file: String, _ from: Module, _ to: Module, line: Int) -> ImportEdge {
            ImportEdge(file: file, from: from.id, to: to.id, import: Import(module: to.name, line: line, column: 1))
        }
        let imports = [
            edge("App/AppDelegate.swift", modules[0], modules[1], line: 1),
            edge("Features/Sources/SearchFeature/S.swift", modules[1], modules[6], line: 1),
            edge("Features/Sources/SearchFeature/S.swift", modules[1], modules[3], line: 2),
            edge("Movies/Sources/MoviesDomain/M.swift", modules[2], modules[7], line: 1),
            edge("Movies/Sources/MoviesDomain/M.swift", modules[2], modules[3], line: 2),
            edge("Movies/Tests/MoviesDomainTests/T.swift", modules[5], modules[3], line: 1),
            edge("Adapters/TMDb/Sources/TMDbAdapter/A.swift", modules[4], modules[6], line: 1),
        ]
        return Graph(modules: modules, imports: imports)
    }

    @Test func theIssueExampleFindsWhatItShould() throws {
        let architecture = try ConfigurationLoader.parse(ConfigurationLoaderTests.issueExample, file: ".archlint.yml")
        let findings = try architecture.evaluate(on: Self.graph())
        #expect(findings.map { "\($0.location!) \($0.ruleID) \($0.severity)" } == [
            ".archlint.yml:7:3 component_matches_nothing warning",  // application
            "Features/Sources/SearchFeature/S.swift:1:1 confine error",
            "Features/Sources/SearchFeature/S.swift:1:1 forbid warning",
            "Features/Sources/SearchFeature/S.swift:2:1 forbid warning",
            "Movies/Sources/MoviesDomain/M.swift:2:1 allow error",
            "Movies/Sources/MoviesDomain/M.swift:2:1 layers error",
        ])
        #expect(findings[4].because == "The domain is pure business logic; it must compile without any framework.")
    }

    @Test func aTypoInAReferenceIsReportedAtItsPlaceInTheFile() {
        let yaml = """
            version: 1
            components:
              domain: { targets: ["*Domain"] }
            rules:
              - kind: forbid
                from: Domian
                to: [TMDb, SwiftUI, Infrastructur]
            """
        #expect {
            _ = try ConfigurationLoader.parse(yaml, file: ".archlint.yml").evaluate(on: Self.graph())
        } throws: { error in
            "\(error)" == """
                .archlint.yml:6:11: error: rules[0].from: 'Domian' is neither a component nor a module of the graph
                .archlint.yml:7:25: error: rules[0].to: 'Infrastructur' is neither a component nor a module of the graph
                """
        }
    }
}
