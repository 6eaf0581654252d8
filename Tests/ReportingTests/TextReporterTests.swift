import ArchCore
import Foundation
import Reporting
import Testing

@Suite struct TextReporterTests {
    @Test func findingLineIsCompilerStyleWithRuleIDAndName() {
        let lines = TextReporter().render(SampleReport.report).split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "Sources/MoviesDomain/Movie.swift:3:1: error: 'MoviesDomain' imports 'MoviesInfrastructure'; "
                    + "the domain layer may import only 'Foundation', 'CoreDomain' [layers: Dependencies point inward]")
        )
        #expect(lines.contains { $0.hasSuffix("[no_cycles]") && $0.hasPrefix("archlint: error: ") })
    }

    @Test func notesFollowTheirFindingWithOwnOrFindingLocation() throws {
        let lines = TextReporter().render(SampleReport.report).split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.contains("[layers: Dependencies point inward]") })
        #expect(
            lines[index + 1] == "Sources/MoviesDomain/Movie.swift:3:1: note: because: \(SampleReport.layersBecause)")
        #expect(lines[index + 2] == "Package.swift:14:9: note: 'MoviesDomain' declares the dependency here")
        #expect(lines[index + 3] == "Sources/MoviesDomain/Movie.swift:3:1: note: layer 'domain' is the innermost layer")
    }

    @Test func findingsAreSortedEvenWhenGivenOutOfOrder() {
        var shuffled = SampleReport.report
        shuffled.findings.reverse()
        #expect(TextReporter().render(shuffled) == TextReporter().render(SampleReport.report))
        let first = TextReporter().render(shuffled).split(separator: "\n").first
        #expect(first?.hasPrefix("archlint: error:") == true)  // no location sorts first
    }

    @Test func lineBreaksInMessagesBecomeSpacesSoEachEntryStaysOneLine() {
        let output = TextReporter().render(SampleReport.nasty)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)  // finding, because, note, and the empty rest after the final newline
        #expect(lines[0].contains("yes second line third\\end"))
    }

    @Test func cleanRunPrintsNothing() {
        #expect(TextReporter().render(SampleReport.empty) == "")
    }

    @Test func summaryLineCountsInputsAndFindingsWithTime() {
        #expect(
            summaryLine(for: SampleReport.report, seconds: 0.123)
                == "archlint: 5 modules, 40 files, 85 imports, 3 manifests: 2 errors, 1 warning, 1 info, 2 suppressed (0.12 s)"
        )
        #expect(
            summaryLine(for: SampleReport.empty)
                == "archlint: 2 modules, 3 files, 4 imports, 1 manifest: 0 errors, 0 warnings")
    }

    @Test(arguments: [(0.0, "0.00"), (0.005, "0.01"), (1.5, "1.50"), (12.345, "12.35"), (61.0, "61.00")])
    func summaryLineFormatsSecondsWithTwoDecimals(seconds: Double, text: String) {
        #expect(summaryLine(for: SampleReport.empty, seconds: seconds).hasSuffix("(\(text) s)"))
    }
}
