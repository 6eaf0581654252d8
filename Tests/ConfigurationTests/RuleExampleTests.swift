import ArchCore
import Configuration
import Foundation
import Rules
import Testing

/// Every rule kind's examples report exactly what they say (SwiftLint runs its triggering and
/// non-triggering examples the same way): each configuration is read the way `.archlint.yml` is,
/// applied to the example's repository built in memory, and its findings compared line by line.
struct RuleExampleTests {
    /// One repository of one example of one kind.
    struct Run: Sendable, CustomTestStringConvertible {
        var kind: String
        var example: Int
        var item: Int
        var configuration: String
        var repository: String
        var findings: [String]

        var testDescription: String { "\(kind) example \(example + 1), repository \(item + 1)" }
    }

    static let runs: [Run] = RuleKinds.all.flatMap { kind in
        kind.ruleExamples.enumerated().flatMap { example, value in
            value.cases.enumerated().map { item, given in
                Run(
                    kind: kind.id, example: example, item: item, configuration: value.configuration,
                    repository: given.repository, findings: given.findings)
            }
        }
    }

    @Test(arguments: runs)
    func everyExampleReportsWhatItSays(_ run: Run) throws {
        let architecture = try ConfigurationLoader.parse(run.configuration, file: ".archlint.yml")
        #expect(architecture.rules.contains { $0.header.kind == run.kind })
        let graph = try ExampleRepository.graph(run.repository)
        let reported = try architecture.evaluate(on: graph).map(Self.line)
        #expect(reported == run.findings)
    }

    @Test(arguments: RuleKinds.all.map(\.id))
    func everyKindHasAnExampleThatReportsAndOneThatDoesNot(_ id: String) throws {
        let kind = try #require(RuleKinds.description(of: id))
        let cases = kind.ruleExamples.flatMap(\.cases)
        #expect(cases.contains { $0.findings.contains { $0.hasSuffix("[\(id)]") || $0.contains("[\(id): ") } })
        #expect(cases.contains { $0.findings.isEmpty })
    }

    @Test func theExamplesTheReadmeShowsAreTheRuleKindsOwn() throws {
        let url = ExampleConfigurationSchemaTests.root.appendingPathComponent("README.md")
        let shown = ExampleConfigurationSchemaTests.yamlBlocks(in: try String(contentsOf: url, encoding: .utf8))
            .filter { $0.contains("\n# Given:\n") }
        let examples = Set(RuleKinds.all.flatMap(\.examples))
        #expect(!shown.isEmpty)
        for block in shown {
            #expect(examples.contains(block), "README.md shows an example no rule kind has:\n\(block)")
        }
    }

    @Test func anExampleIsPrintedWithItsRepositoriesAndFindingsAsComments() throws {
        let example = RuleExample(
            "version: 1\nrules:\n  - kind: no-cycles",
            .given("Sources/A/A.swift:\n  import B", reports: ["Sources/A/A.swift:1:1: error: a cycle [no-cycles]"]),
            .given("Sources/A/A.swift:", reports: []))
        #expect(example.text == """
            version: 1
            rules:
              - kind: no-cycles
            #
            # Given:
            #   Sources/A/A.swift:
            #     import B
            # archlint reports:
            #   Sources/A/A.swift:1:1: error: a cycle [no-cycles]
            #
            # Given:
            #   Sources/A/A.swift:
            # archlint reports nothing.
            """)
    }

    @Test func theRepositoryNotationReadsTargetsDependenciesAndImportForms() throws {
        let graph = try ExampleRepository.graph("""
            Movies/Package.swift:
              .target(name: "MoviesDomain", dependencies: ["Core", .product(name: "GRDB", package: "GRDB.swift")]),
            Movies/Tests/MoviesDomainTests/T.swift:
              @testable internal import struct MoviesDomain.Movie
            """)
        #expect(graph.modules.map(\.name) == ["Core", "GRDB", "MoviesDomain", "MoviesDomainTests"])
        #expect(graph.modules[2].location == SourceLocation(file: "Movies/Package.swift", line: 1, column: 1))
        #expect(graph.dependencies.map { "\($0.location) \($0.to.name) \($0.product ?? "-")" } == [
            "Movies/Package.swift:1:46 Core Core", "Movies/Package.swift:1:54 GRDB GRDB",
        ])
        let statement = try #require(graph.imports.first?.import)
        #expect(graph.imports.first?.from == ModuleID(package: "Movies", name: "MoviesDomainTests"))
        #expect(statement.attributes == ["testable"] && statement.accessLevel == .internal && statement.kind == "struct")
        #expect(statement.path == ["MoviesDomain", "Movie"])
    }

    /// The text report's first line of a finding.
    static func line(_ finding: Finding) -> String {
        let location = finding.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "archlint"
        let rule = finding.ruleName == finding.ruleID ? finding.ruleID : "\(finding.ruleID): \(finding.ruleName)"
        return "\(location): \(finding.severity.rawValue): \(finding.message) [\(rule)]"
    }
}
