import ArchCore
import Foundation
import Reporting
import Testing

@Suite struct GitHubReporterTests {
    @Test func findingBecomesAnAnnotationWithFileLineColumnAndTitle() {
        let lines = GitHubReporter().render(SampleReport.report).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        let layers = lines.first { $0.contains("Movie.swift") }
        #expect(
            layers?.hasPrefix(
                "::error file=Sources/MoviesDomain/Movie.swift,line=3,col=1,title=layers%3A Dependencies point inward::'MoviesDomain' imports"
            )
                == true)
        #expect(layers?.contains("%0Anote: because: The domain must not know") == true)
        #expect(layers?.contains("%0APackage.swift:14:9: note: 'MoviesDomain' declares") == true)
    }

    @Test func severityPicksTheCommand() {
        let output = GitHubReporter().render(SampleReport.report)
        #expect(output.contains("::warning file=Sources/MoviesFeature/MovieList.swift,"))
        #expect(output.contains("::notice file=Packages/Legacy/Package.swift,"))
    }

    @Test func findingWithoutLocationHasOnlyATitle() {
        let output = GitHubReporter().render(SampleReport.report)
        #expect(output.contains("::error title=no_cycles::modules form a cycle"))
    }

    @Test func dataAndPropertiesAreEscapedAndDecodeBackToTheOriginal() throws {
        let output = GitHubReporter().render(SampleReport.nasty)
        let lines = output.split(separator: "\n")
        #expect(lines.count == 1)  // the message's line breaks are escaped, not written
        let line = String(try #require(lines.first))
        let parts = line.components(separatedBy: "::")
        #expect(parts.count == 3)
        let properties = parts[1].dropFirst("error ".count).split(separator: ",").map(String.init)
        #expect(properties.first == "file=Sources/A B/x%2Cy%3Az.swift")
        #expect(properties.last.map(unescape) == "title=forbidden: Name, with: <odd> & \"chars\" 50%")
        #expect(unescape(parts[2]).hasPrefix(SampleReport.nastyText + "\nnote: because: "))
    }

    @Test func stepSummaryIsTheMarkdownReport() {
        #expect(githubStepSummary(SampleReport.report) == MarkdownReporter().render(SampleReport.report))
    }

    /// The runner's decoding, applied in reverse order of the encoding.
    private func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "%2C", with: ",").replacingOccurrences(of: "%3A", with: ":")
            .replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
            .replacingOccurrences(of: "%25", with: "%")
    }
}
