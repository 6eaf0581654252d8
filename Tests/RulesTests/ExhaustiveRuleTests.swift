import ArchCore
import Rules
import Testing

struct ExhaustiveRuleTests {
    static func graph() -> Graph {
        var builder = GraphBuilder()
        builder.target("MoviesDomain", package: "Movies")
        builder.target("MoviesDomainTests", package: "Movies", kind: .test)
        builder.target("Tooling", package: "Tools")
        builder.target("Plugin", package: "Tools", kind: .plugin)
        builder.target("Binary", package: "Tools", kind: .binary)
        builder.target("ViewModels", package: "Movies")
        builder.file("Movies/Sources/ViewModels/AViewModel.swift", in: "ViewModels", imports: ["Foundation"])
        builder.file("Movies/Sources/ViewModels/BViewModel.swift", in: "ViewModels", imports: [])
        var graph = builder.graph
        for index in graph.modules.indices {
            graph.modules[index].location = SourceLocation(file: "\(graph.modules[index].id.package ?? "")/Package.swift", line: index + 1, column: 9)
        }
        return graph
    }

    static let components = [
        component("domain", ComponentSelector(targets: ["*Domain"])),
        component("view-models", ComponentSelector(paths: ["**/*ViewModel.swift"])),
    ]

    @Test func reportsEveryLocalModuleNoComponentSelects() throws {
        let rule = ExhaustiveRule(header: RuleHeader(kind: "exhaustive"))
        let findings = rule.check(RuleContext(graph: Self.graph(), components: Self.components))
        #expect(findings.map(\.summary) == [
            "Tools/Package.swift:6:9: 'Tooling' belongs to no component; add it to any component or to the configuration's exclude",
        ])
    }

    @Test func canBeLimitedToSomeComponents() throws {
        let rule = ExhaustiveRule(header: RuleHeader(kind: "exhaustive"), components: refs("domain"))
        let findings = rule.check(RuleContext(graph: Self.graph(), components: Self.components))
        #expect(findings.map(\.message) == [
            "'Tooling' belongs to no component; add it to any of 'domain' or to the configuration's exclude",
            "'ViewModels' belongs to no component; add it to any of 'domain' or to the configuration's exclude",
        ])
    }

    @Test func layersCanRequireEveryModuleToBeInALayer() throws {
        let rule = LayersRule(header: RuleHeader(kind: "layers"), layers: [refs("view-models"), refs("domain")], exhaustive: true)
        let findings = rule.check(RuleContext(graph: Self.graph(), components: Self.components))
        #expect(findings.map(\.message) == ["'Tooling' is in no layer; add it to a layer's component"])
    }
}
