import ArchCore
import Rules
import Testing

/// `except:` on a rule: matching edges and files are let through; stale entries are reported.
struct RuleExceptionTests {
    static var graph: Graph {
        var builder = GraphBuilder()
        builder.target("MoviesDomain")
        builder.target("FeedDomain")
        builder.target("Logging")
        builder.target("Legacy")
        builder.file("Sources/MoviesDomain/Movie.swift", in: "MoviesDomain", imports: ["Logging"])
        builder.file("Sources/FeedDomain/Feed.swift", in: "FeedDomain", imports: ["Logging", "Networking"])
        builder.file("Sources/FeedDomain/Legacy/Old.swift", in: "FeedDomain", imports: ["Networking"])
        builder.declare("FeedDomain", on: "Networking", line: 12)
        return builder.graph
    }

    static let at = SourceLocation(file: ".archlint.yml", line: 20, column: 9)

    static func architecture(_ exceptions: [RuleException]) -> Architecture {
        Architecture(
            components: [component("domain", ComponentSelector(targets: ["*Domain"]))],
            rules: [AllowRule(header: RuleHeader(name: "Pure domain", kind: "allow", exceptions: exceptions), from: refs("domain"), to: [])])
    }

    @Test func withoutExceptionsEveryEdgeIsReported() throws {
        #expect(try Self.architecture([]).evaluate(on: Self.graph).count == 5)
    }

    @Test func anEdgeExceptionLetsThatEdgeThrough() throws {
        let exception = RuleException(from: refs("MoviesDomain"), to: refs("Logging"), because: "PROJ-123", location: Self.at)
        let findings = try Self.architecture([exception]).evaluate(on: Self.graph)
        #expect(findings.count == 4)
        #expect(!findings.contains { $0.location?.file == "Sources/MoviesDomain/Movie.swift" })
    }

    @Test func componentNamesAndGlobsWorkInExceptions() throws {
        let exception = RuleException(from: refs("domain"), to: refs("Log*"), because: "temporary", location: Self.at)
        let findings = try Self.architecture([exception]).evaluate(on: Self.graph)
        #expect(findings.map(\.message).allSatisfy { !$0.contains("'Logging'") })
        #expect(findings.count == 3)
    }

    @Test func aFileExceptionLetsItsImportsThrough() throws {
        let exception = RuleException(file: "Sources/*/Legacy/**", because: "being rewritten", location: Self.at)
        let findings = try Self.architecture([exception]).evaluate(on: Self.graph)
        #expect(findings.compactMap { $0.location?.description }.sorted() == [
            "Package.swift:12:9", "Sources/FeedDomain/Feed.swift:1:1", "Sources/FeedDomain/Feed.swift:2:1",
            "Sources/MoviesDomain/Movie.swift:1:1",
        ])
    }

    @Test func aDeclarationIsMatchedByItsManifestOrItsEnds() throws {
        let byTarget = RuleException(from: refs("FeedDomain"), to: refs("Networking"), because: "r", location: Self.at)
        let findings = try Self.architecture([byTarget]).evaluate(on: Self.graph)
        #expect(findings.compactMap { $0.location?.description }.sorted() == [
            "Sources/FeedDomain/Feed.swift:1:1", "Sources/MoviesDomain/Movie.swift:1:1",
        ])
    }

    @Test func anExceptionThatMatchesNothingIsReportedWhereItIsWritten() throws {
        let stale = RuleException(from: refs("MoviesDomain"), to: refs("Networking"), because: "gone", location: Self.at)
        let findings = try Self.architecture([stale]).evaluate(on: Self.graph)
        let unused = try #require(findings.first { $0.ruleID == "exception_unused" })
        #expect(unused.severity == .warning)
        #expect(unused.location == Self.at)
        #expect(unused.message.contains("rule 'Pure domain'"))
        #expect(unused.message.contains("from 'MoviesDomain' to 'Networking'"))
        #expect(findings.filter { $0.ruleID == "allow" }.count == 5)
    }

    @Test func exceptionsApplyOnlyToTheirRule() throws {
        let exception = RuleException(to: refs("Logging"), because: "r", location: Self.at)
        let architecture = Architecture(
            components: [component("domain", ComponentSelector(targets: ["*Domain"]))],
            rules: [
                ForbidRule(header: RuleHeader(kind: "forbid", exceptions: [exception]), from: refs("domain"), to: refs("Logging")),
                ForbidRule(header: RuleHeader(name: "again", kind: "forbid"), from: refs("domain"), to: refs("Logging")),
            ])
        let findings = try architecture.evaluate(on: Self.graph)
        #expect(findings.map(\.ruleName) == ["again", "again"])
    }
}

/// Exceptions on findings about chains: transitive dependencies and cycles.
struct ChainExceptionTests {
    static var graph: Graph {
        var builder = GraphBuilder()
        builder.target("SearchFeature")
        builder.target("Helpers")
        builder.target("Store")
        builder.file("Sources/SearchFeature/S.swift", in: "SearchFeature", imports: ["Helpers"])
        builder.file("Sources/Helpers/H.swift", in: "Helpers", imports: ["Store"])
        builder.file("Sources/Store/St.swift", in: "Store", imports: ["Helpers"])
        return builder.graph
    }

    static let at = SourceLocation(file: ".archlint.yml", line: 20, column: 9)

    @Test(arguments: [("SearchFeature", "Store", 0), ("SearchFeature", "Helpers", 0), ("Helpers", "Store", 1)])
    func aTransitiveFindingMatchesItsEndsOrItsFirstHop(from: String, to: String, remaining: Int) throws {
        let exception = RuleException(from: refs(from), to: refs(to), because: "r", location: Self.at)
        let architecture = Architecture(rules: [
            ForbidRule(header: RuleHeader(kind: "forbid", exceptions: [exception]), from: refs("SearchFeature"), to: refs("Store"), transitive: true),
        ])
        let findings = try architecture.evaluate(on: Self.graph)
        #expect(findings.filter { $0.ruleID == "forbid" }.count == remaining)
        #expect(findings.contains { $0.ruleID == "exception_unused" } == (remaining == 1))
    }

    @Test func aCycleMatchesAnyOfItsDependencies() throws {
        let exception = RuleException(from: refs("Store"), to: refs("Helpers"), because: "r", location: Self.at)
        let architecture = Architecture(rules: [NoCyclesRule(header: RuleHeader(kind: "no-cycles", exceptions: [exception]))])
        #expect(try architecture.evaluate(on: Self.graph) == [])
    }
}
