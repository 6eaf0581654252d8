import ArchCore
import Rules
import Testing

/// `tests: exclude|include|only` on a rule, applied once for every kind.
struct TestScopeTests {
    /// A domain, its tests, and infrastructure; the domain's tests import infrastructure (a fake
    /// store), the domain itself imports infrastructure too.
    static var graph: Graph {
        var builder = GraphBuilder()
        builder.target("MoviesDomain")
        builder.target("MoviesDomainTests", kind: .test)
        builder.target("MoviesInfrastructure")
        builder.file("Sources/MoviesDomain/Movie.swift", in: "MoviesDomain", imports: ["MoviesInfrastructure"])
        builder.file("Tests/MoviesDomainTests/MovieTests.swift", in: "MoviesDomainTests", imports: ["MoviesDomain", "MoviesInfrastructure"])
        return builder.graph
    }

    static func layers(tests: TestScope) -> Architecture {
        Architecture(
            components: [
                component("domain", ComponentSelector(targets: ["*Domain"])),
                component("infrastructure", ComponentSelector(targets: ["*Infrastructure"])),
            ],
            rules: [LayersRule(header: RuleHeader(kind: "layers", tests: tests), layers: [refs("infrastructure"), refs("domain")])])
    }

    @Test(arguments: [
        (TestScope.exclude, ["Sources/MoviesDomain/Movie.swift:1:1"]),
        (.include, ["Sources/MoviesDomain/Movie.swift:1:1", "Tests/MoviesDomainTests/MovieTests.swift:2:1"]),
        (.only, ["Tests/MoviesDomainTests/MovieTests.swift:2:1"]),
    ])
    func judgesTestTargetsAsTheScopeSays(scope: TestScope, locations: [String]) throws {
        let findings = try Self.layers(tests: scope).evaluate(on: Self.graph)
        #expect(findings.compactMap { $0.location?.description } == locations)
    }

    @Test func theContextWithTestsIsTheOneBuiltWithTests() {
        let components = Self.layers(tests: .include).components
        let built = RuleContext(graph: Self.graph, components: components, includingTests: true)
        let derived = RuleContext(graph: Self.graph, components: components).including(tests: true)
        #expect(derived.includesTests)
        #expect(derived.components == built.components)
        #expect(derived.edges == built.edges)
        #expect(derived.components["domain"]?.modules.contains { $0.name == "MoviesDomainTests" } == true)
        #expect(derived.including(tests: false).components == RuleContext(graph: Self.graph, components: components).components)
    }

    @Test func aTargetsOwnTestsMayImportItEvenWhenIncluded() throws {
        var builder = GraphBuilder()
        builder.target("MoviesDomain")
        builder.target("MoviesDomainTests", kind: .test)
        builder.file("Tests/MoviesDomainTests/MovieTests.swift", in: "MoviesDomainTests", imports: ["MoviesDomain"])
        let architecture = Architecture(rules: [
            ConfineRule(header: RuleHeader(kind: "confine", tests: .include), modules: refs("MoviesDomain"), to: []),
        ])
        #expect(try architecture.evaluate(on: builder.graph) == [])
    }

    @Test func confineLeavesTestsAloneUnlessIncluded() throws {
        var builder = GraphBuilder()
        builder.target("TMDbAdapter")
        builder.target("AppTests", kind: .test)
        builder.file("Tests/AppTests/T.swift", in: "AppTests", imports: ["TMDb"])
        func confine(_ scope: TestScope) -> Architecture {
            Architecture(rules: [
                ConfineRule(header: RuleHeader(kind: "confine", tests: scope), modules: refs("TMDb"), to: refs("TMDbAdapter")),
            ])
        }
        #expect(try confine(.exclude).evaluate(on: builder.graph) == [])
        #expect(try confine(.include).evaluate(on: builder.graph).map(\.summary) == [
            "Tests/AppTests/T.swift:1:1: 'AppTests' imports 'TMDb'; only 'TMDbAdapter' may depend on 'TMDb'; go through one of them instead",
        ])
    }

    @Test func aComponentWithTestsTrueIsStillJudgedByDefault() throws {
        let architecture = Architecture(
            components: [
                component("domain", ComponentSelector(targets: ["*Domain"], tests: true)),
                component("infrastructure", ComponentSelector(targets: ["*Infrastructure"])),
            ],
            rules: [ForbidRule(header: RuleHeader(kind: "forbid"), from: refs("domain"), to: refs("infrastructure"))])
        let findings = try architecture.evaluate(on: Self.graph)
        #expect(findings.compactMap { $0.location?.description } == [
            "Sources/MoviesDomain/Movie.swift:1:1", "Tests/MoviesDomainTests/MovieTests.swift:2:1",
        ])
    }

    @Test func moduleGlobsPickTestTargetsOfTheirModulesWhenIncluded() throws {
        let architecture = Architecture(rules: [
            ForbidRule(header: RuleHeader(kind: "forbid", tests: .only), from: refs("*Domain"), to: refs("*Infrastructure")),
        ])
        let findings = try architecture.evaluate(on: Self.graph)
        #expect(findings.compactMap { $0.location?.description } == ["Tests/MoviesDomainTests/MovieTests.swift:2:1"])
    }
}
