import ArchCore
import Rules
import Testing

struct AllowRuleTests {
    static func graph(_ domainImports: [String], testImports: [String] = []) -> Graph {
        var builder = GraphBuilder()
        builder.target("MoviesDomain", package: "Movies")
        builder.target("CoreDomain", package: "Core")
        builder.target("MoviesDomainTests", package: "Movies", kind: .test)
        builder.target("Networking", package: "Core")
        builder.file("Movies/Sources/MoviesDomain/M.swift", in: "MoviesDomain", imports: domainImports)
        builder.file("Movies/Tests/MoviesDomainTests/T.swift", in: "MoviesDomainTests", imports: testImports)
        return builder.graph
    }

    static func architecture(tests: Bool = false) -> Architecture {
        Architecture(
            components: [component("domain", ComponentSelector(targets: ["*Domain"], tests: tests))],
            rules: [AllowRule(header: RuleHeader(kind: "allow"), from: refs("domain", path: "rules[0].from"), to: refs("Foundation"))])
    }

    @Test func allowsTheListItselfAndTheImplicitModules() throws {
        let graph = Self.graph(["Foundation", "CoreDomain", "Swift", "_Concurrency"])
        #expect(try Self.architecture().summaries(on: graph) == [])
    }

    @Test func reportsEverythingElse() throws {
        let graph = Self.graph(["Foundation", "Networking", "SwiftUI"])
        #expect(try Self.architecture().summaries(on: graph) == [
            "Movies/Sources/MoviesDomain/M.swift:2:1: 'MoviesDomain' imports 'Networking'; 'domain' may depend on only 'Foundation'",
            "Movies/Sources/MoviesDomain/M.swift:3:1: 'MoviesDomain' imports 'SwiftUI'; 'domain' may depend on only 'Foundation'",
        ])
    }

    @Test func judgesTestsOnlyWithTestsTrueAndLetsThemUseTestFrameworks() throws {
        let graph = Self.graph([], testImports: ["XCTest", "Testing", "MoviesDomain", "Networking"])
        #expect(try Self.architecture(tests: false).summaries(on: graph) == [])
        #expect(try Self.architecture(tests: true).summaries(on: graph) == [
            "Movies/Tests/MoviesDomainTests/T.swift:4:1: 'MoviesDomainTests' imports 'Networking'; 'domain' may depend on only 'Foundation'",
        ])
    }

    @Test func anEmptyListAllowsNothingButItself() throws {
        let rule = AllowRule(header: RuleHeader(kind: "allow"), from: refs("*Domain"), to: [])
        let findings = try Architecture(rules: [rule]).summaries(on: Self.graph(["CoreDomain", "Foundation"]))
        #expect(findings == [
            "Movies/Sources/MoviesDomain/M.swift:2:1: 'MoviesDomain' imports 'Foundation'; '*Domain' may depend on nothing but itself",
        ])
    }
}

struct ForbidRuleTests {
    static func graph() -> Graph {
        var builder = GraphBuilder()
        builder.target("SearchFeature", package: "Features")
        builder.target("MoviesInfrastructure", package: "Movies")
        builder.target("MoviesDomain", package: "Movies")
        builder.file("Features/Sources/SearchFeature/S.swift", in: "SearchFeature", imports: ["MoviesDomain", "MoviesInfrastructure", "Alamofire"])
        builder.declare("SearchFeature", on: "MoviesInfrastructure", line: 12)
        return builder.graph
    }

    static let rule = ForbidRule(
        header: RuleHeader(name: "Features never reach the data layer", kind: "forbid", severity: .warning, because: "Go through use cases."),
        from: refs("features", path: "rules[0].from"), to: refs("infrastructure", "Alamofire"))

    static let architecture = Architecture(
        components: [
            component("features", ComponentSelector(targets: ["*Feature"])),
            component("infrastructure", ComponentSelector(targets: ["*Infrastructure"])),
        ],
        rules: [rule])

    @Test func reportsEachForbiddenImportAndDeclaration() throws {
        let findings = try Self.architecture.evaluate(on: Self.graph())
        #expect(findings.map(\.summary) == [
            "Features/Package.swift:12:9: 'SearchFeature' declares a dependency on 'MoviesInfrastructure'; "
                + "'features' must not depend on 'infrastructure'; remove the dependency or move the code",
            "Features/Sources/SearchFeature/S.swift:2:1: 'SearchFeature' imports 'MoviesInfrastructure'; "
                + "'features' must not depend on 'infrastructure'; remove the dependency or move the code",
            "Features/Sources/SearchFeature/S.swift:3:1: 'SearchFeature' imports 'Alamofire'; "
                + "'features' must not depend on 'Alamofire'; remove the dependency or move the code",
        ])
        #expect(findings.allSatisfy { $0.severity == .warning && $0.because == "Go through use cases." })
        #expect(findings.allSatisfy { $0.ruleName == "Features never reach the data layer" && $0.ruleID == "forbid" })
    }

    @Test func allowsWhatIsNotForbidden() throws {
        var builder = GraphBuilder()
        builder.target("SearchFeature", package: "Features")
        builder.target("MoviesInfrastructure", package: "Movies")
        builder.file("Features/Sources/SearchFeature/S.swift", in: "SearchFeature", imports: ["Foundation"])
        builder.file("Movies/Sources/MoviesInfrastructure/I.swift", in: "MoviesInfrastructure", imports: ["SearchFeature", "Alamofire"])
        #expect(try Self.architecture.summaries(on: builder.graph) == [])
    }
}
