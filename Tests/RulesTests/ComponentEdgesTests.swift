import ArchCore
import Rules
import Testing

struct ComponentEdgesTests {
    @Test func countsDependenciesBetweenComponentsAndMarksViolatingOnes() throws {
        var builder = GraphBuilder()
        builder.target("SearchFeature", package: "Features")
        builder.target("MoviesDomain", package: "Movies")
        builder.target("MoviesInfrastructure", package: "Movies")
        builder.file("Features/Sources/SearchFeature/A.swift", in: "SearchFeature", imports: ["MoviesDomain", "Foundation"])
        builder.file("Features/Sources/SearchFeature/B.swift", in: "SearchFeature", imports: ["MoviesDomain", "MoviesInfrastructure"])
        builder.file("Movies/Sources/MoviesInfrastructure/I.swift", in: "MoviesInfrastructure", imports: ["MoviesDomain"])
        builder.declare("SearchFeature", on: "MoviesDomain", line: 5)
        let architecture = Architecture(
            components: [
                component("features", ComponentSelector(targets: ["*Feature"])),
                component("domain", ComponentSelector(targets: ["*Domain"])),
                component("infrastructure", ComponentSelector(targets: ["*Infrastructure"])),
            ],
            rules: [ForbidRule(header: RuleHeader(kind: "forbid"), from: refs("features"), to: refs("infrastructure"))])
        #expect(try architecture.componentEdges(in: builder.graph) == [
            ComponentEdge(from: "features", to: "domain", count: 3, violating: false),
            ComponentEdge(
                from: "features", to: "infrastructure", count: 1, violating: true, violations: 1, rules: ["forbid: forbid"],
                locations: [SourceLocation(file: "Features/Sources/SearchFeature/B.swift", line: 2, column: 1)]),
            ComponentEdge(from: "infrastructure", to: "domain", count: 1, violating: false),
        ])
    }

    @Test func anEdgeCountsOnlyTheDependenciesThatCarryAFinding() throws {
        var builder = GraphBuilder()
        builder.target("SearchFeature", package: "Features")
        builder.target("MoviesInfrastructure", package: "Movies")
        builder.target("MoviesCache", package: "Movies")
        builder.file("Features/Sources/SearchFeature/A.swift", in: "SearchFeature", imports: ["MoviesInfrastructure"])
        builder.file("Features/Sources/SearchFeature/B.swift", in: "SearchFeature", imports: ["MoviesCache"])
        builder.file("Features/Sources/SearchFeature/C.swift", in: "SearchFeature", imports: ["MoviesCache"])
        let architecture = Architecture(
            components: [
                component("features", ComponentSelector(targets: ["*Feature"])),
                component("data", ComponentSelector(targets: ["MoviesInfrastructure", "MoviesCache"])),
            ],
            rules: [ForbidRule(header: RuleHeader(name: "No infrastructure", kind: "forbid"), from: refs("features"), to: refs("MoviesInfrastructure"))])
        let edges = try architecture.componentEdges(in: builder.graph)
        #expect(edges == [
            ComponentEdge(
                from: "features", to: "data", count: 3, violating: true, violations: 1, rules: ["forbid: No infrastructure"],
                locations: [SourceLocation(file: "Features/Sources/SearchFeature/A.swift", line: 1, column: 1)]),
        ])
    }
}

extension ComponentEdgesTests {
    /// Reports draw the component diagram of every run: one arrow carrying thousands of findings is
    /// tallied once per finding (it was copied and sorted again per finding: 100,000 findings took
    /// minutes; scripts/bench hostile's findings-100k times it).
    @Test func anArrowOfThousandsOfFindingsListsEachPlaceOnceInOrder() throws {
        var builder = GraphBuilder()
        builder.target("A", package: "P")
        builder.target("B", package: "P")
        let count = 3_000
        for index in (0..<count).reversed() { builder.file("P/Sources/A/F\(index).swift", in: "A", imports: ["B"]) }
        let architecture = Architecture(
            components: [component("a", ComponentSelector(targets: ["A"])), component("b", ComponentSelector(targets: ["B"]))],
            rules: [ForbidRule(header: RuleHeader(name: "a-not-b", kind: "forbid"), from: refs("a"), to: refs("b"))])
        let edges = try architecture.componentEdges(in: builder.graph)
        #expect(edges.count == 1)
        #expect(edges.first?.violations == count)
        #expect(edges.first?.rules == ["forbid: a-not-b"])
        let expected = (0..<count).map { SourceLocation(file: "P/Sources/A/F\($0).swift", line: 1, column: 1) }.sorted()
        #expect(edges.first?.locations == expected)
    }
}
