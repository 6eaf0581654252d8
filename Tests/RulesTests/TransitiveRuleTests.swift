import ArchCore
import Rules
import Testing

struct TransitiveRuleTests {
    /// SearchUI -> SearchFeature -> MoviesApplication -> MoviesInfrastructure -> Alamofire,
    /// and a shortcut SearchUI -> Helpers -> MoviesInfrastructure.
    static func graph() -> Graph {
        var builder = GraphBuilder()
        for name in ["SearchUI", "SearchFeature", "MoviesApplication", "MoviesInfrastructure", "Helpers", "NetworkAdapter"] {
            builder.target(name)
        }
        builder.file("Sources/SearchUI/A.swift", in: "SearchUI", imports: ["SearchFeature", "Helpers"])
        builder.file("Sources/SearchFeature/F.swift", in: "SearchFeature", imports: ["MoviesApplication"])
        builder.file("Sources/MoviesApplication/M.swift", in: "MoviesApplication", imports: ["MoviesInfrastructure"])
        builder.file("Sources/Helpers/H.swift", in: "Helpers", imports: ["MoviesInfrastructure"])
        builder.file("Sources/MoviesInfrastructure/I.swift", in: "MoviesInfrastructure", imports: ["NetworkAdapter", "Alamofire"])
        builder.file("Sources/NetworkAdapter/N.swift", in: "NetworkAdapter", imports: ["Alamofire"])
        return builder.graph
    }

    @Test func forbidReportsTheShortestChainToEachForbiddenModule() throws {
        let rule = ForbidRule(header: RuleHeader(kind: "forbid"), from: refs("SearchUI"), to: refs("MoviesInfrastructure"), transitive: true)
        let findings = rule.check(RuleContext(graph: Self.graph()))
        #expect(findings.map(\.summary) == [
            "Sources/SearchUI/A.swift:2:1: 'SearchUI' depends on 'MoviesInfrastructure' through 'Helpers'; "
                + "'SearchUI' must not depend on 'MoviesInfrastructure', even indirectly",
        ])
        #expect(findings.first?.notes.map { "\($0.location!): \($0.message)" } == [
            "Sources/SearchUI/A.swift:2:1: 'SearchUI' imports 'Helpers'",
            "Sources/Helpers/H.swift:1:1: 'Helpers' imports 'MoviesInfrastructure'",
        ])
    }

    @Test func forbidWithoutTransitiveJudgesOnlyDirectDependencies() throws {
        let rule = ForbidRule(header: RuleHeader(kind: "forbid"), from: refs("SearchUI"), to: refs("MoviesInfrastructure"))
        #expect(rule.check(RuleContext(graph: Self.graph())).isEmpty)
    }

    @Test func forbidReportsDirectAndIndirectDependenciesOnce() throws {
        let rule = ForbidRule(header: RuleHeader(kind: "forbid"), from: refs("MoviesApplication", "Helpers"), to: refs("Alamofire"), transitive: true)
        let messages = rule.check(RuleContext(graph: Self.graph())).map(\.message)
        #expect(messages == [
            "'Helpers' depends on 'Alamofire' through 'MoviesInfrastructure'; 'MoviesApplication', 'Helpers' must not depend on 'Alamofire', even indirectly",
            "'MoviesApplication' depends on 'Alamofire' through 'MoviesInfrastructure'; 'MoviesApplication', 'Helpers' must not depend on 'Alamofire', even indirectly",
        ])
    }

    @Test func confineReportsChainsThatAvoidTheAllowedModules() throws {
        let rule = ConfineRule(
            header: RuleHeader(kind: "confine"), modules: refs("Alamofire"), to: refs("NetworkAdapter"), transitive: true)
        let findings = rule.check(RuleContext(graph: Self.graph()))
        // MoviesInfrastructure imports Alamofire directly; the chains through it are reported for
        // each module upstream, along the shortest chain; chains through NetworkAdapter are fine.
        #expect(findings.map(\.message) == [
            "'Helpers' depends on 'Alamofire' through 'MoviesInfrastructure'; only 'NetworkAdapter' may depend on 'Alamofire', even indirectly",
            "'MoviesApplication' depends on 'Alamofire' through 'MoviesInfrastructure'; only 'NetworkAdapter' may depend on 'Alamofire', even indirectly",
            "'MoviesInfrastructure' imports 'Alamofire'; only 'NetworkAdapter' may depend on 'Alamofire'; go through one of them instead",
            "'SearchFeature' depends on 'Alamofire' through 'MoviesApplication' -> 'MoviesInfrastructure'; only 'NetworkAdapter' may depend on 'Alamofire', even indirectly",
            "'SearchUI' depends on 'Alamofire' through 'Helpers' -> 'MoviesInfrastructure'; only 'NetworkAdapter' may depend on 'Alamofire', even indirectly",
        ])
    }
}
