import ArchCore
import Foundation
import Reporting
import Testing

@Suite struct JUnitReporterTests {
    @Test func oneTestCasePerPlaceAndOnlyErrorsFail() throws {
        let root = try #require(XMLTree.parse(JUnitReporter().render(SampleReport.report)))
        #expect(root.name == "testsuites")
        let suite = try #require(root.all("testsuite").first)
        let cases = suite.all("testcase")
        // One per finding (four), plus one per configured rule that found nothing.
        #expect(cases.count == 5)
        #expect(suite.attributes["tests"] == "5")
        // The two errors fail; the warning and the info pass, their lines in <system-out>.
        #expect(suite.attributes["failures"] == "2")
        #expect(root.all("failure").count == 2)
        #expect(root.all("system-out").map { $0.text.contains(": warning: ") || $0.text.contains(": info: ") } == [true, true])
        let passing = try #require(cases.first { $0.attributes["name"] == "Domain imports only Foundation" })
        #expect(passing.children.isEmpty)
        let layers = try #require(cases.first { $0.attributes["classname"] == "archlint.layers" })
        #expect(layers.attributes["name"] == "Dependencies point inward: Sources/MoviesDomain/Movie.swift:3:1")
        let unlocated = try #require(cases.first { $0.attributes["classname"] == "archlint.no_cycles" })
        #expect(unlocated.attributes["name"] == "no_cycles: (repository)")
        let failure = try #require(layers.all("failure").first)
        #expect(failure.attributes["type"] == "error")
        #expect(failure.text.hasPrefix("Sources/MoviesDomain/Movie.swift:3:1: error: "))
        #expect(failure.text.contains("Package.swift:14:9: note: "))
    }

    @Test func specialCharactersSurviveARealXMLParser() throws {
        let root = try #require(XMLTree.parse(JUnitReporter().render(SampleReport.nasty)))
        let testCase = try #require(root.all("testcase").first)
        #expect(testCase.attributes["name"]?.hasPrefix("Name, with: <odd> & \"chars\" 50%: ") == true)
        let failure = try #require(root.all("failure").first)
        #expect(failure.attributes["message"] == SampleReport.nastyText)
        #expect(failure.text.contains("a \"quoted\" <tag> & 'x', 100% done"))
    }

    @Test func controlCharactersDoNotBreakTheDocument() throws {
        var report = SampleReport.empty
        report.findings = [Finding(ruleID: "layers", severity: .error, message: "bell\u{07}nul\u{0}", location: nil)]
        let root = try #require(XMLTree.parse(JUnitReporter().render(report)))
        #expect(root.all("failure").first?.attributes["message"] == "bell\u{FFFD}nul\u{FFFD}")
    }

    @Test(
        .enabled(if: ExternalTool.hasXMLLint, "needs xmllint (libxml2-utils)"),
        arguments: SampleReport.all.keys.sorted())
    func outputValidatesAgainstTheJUnitSchema(name: String) throws {
        let report = try #require(SampleReport.all[name])
        let outcome = try #require(
            ExternalTool.validateXML(JUnitReporter().render(report), schema: Golden.resource("junit-10.xsd")))
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test(.enabled(if: ExternalTool.hasXMLLint, "needs xmllint (libxml2-utils)"))
    func schemaValidatorRejectsAFileAttributeOnTestCases() throws {
        let broken = JUnitReporter().render(SampleReport.report)
            .replacingOccurrences(of: "<testcase ", with: "<testcase file=\"x\" ")
        let outcome = try #require(ExternalTool.validateXML(broken, schema: Golden.resource("junit-10.xsd")))
        #expect(outcome.status != 0)
    }
}
