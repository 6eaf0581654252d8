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

    /// Paths and names come from the checked repository: a file name holding a terminal escape
    /// sequence, a line break or a bidirectional override ("Trojan Source") must not rewrite the
    /// terminal, split the entry or reorder what a reader sees. Each becomes a visible escape.
    @Test func controlAndBidirectionalCharactersInPathsAndNamesBecomeVisibleEscapes() {
        let hostile = "Sources/A/x\u{1B}[2K\r\u{202E}tfiws.\u{7F}\u{9B}\ty.swift"
        let report = Report(
            findings: [
                Finding(
                    ruleID: "forbid", ruleName: "no \u{1B}]0;title\u{07} here", severity: .error, message: "m \u{2066}x\u{2069}",
                    location: SourceLocation(file: hostile, line: 1, column: 1), notes: [Note(message: "n\u{0}")],
                    because: "b\u{200F}")
            ],
            summary: Summary(manifests: 0, modules: 1, files: 1, imports: 1, errors: 1), rules: [], diagram: nil,
            toolVersion: "0.1.0")
        let output = TextReporter().render(report)
        #expect(output.split(separator: "\n", omittingEmptySubsequences: false).count == 4)
        #expect(!output.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && isHiddenForTest($0) })
        #expect(output.hasPrefix(
            "Sources/A/x\\u{1B}[2K \\u{202E}tfiws.\\u{7F}\\u{9B}\ty.swift:1:1: error: m \\u{2066}x\\u{2069} "
                + "[forbid: no \\u{1B}]0;title\\u{7} here]\n"))
        #expect(output.contains(": note: because: b\\u{200F}\n"))
        #expect(output.contains(": note: n\\u{0}\n"))
        let github = GitHubReporter().render(report)
        #expect(!github.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && isHiddenForTest($0) })
        #expect(github.contains("file=Sources/A/x\\u{1B}[2K%0D\\u{202E}tfiws.\\u{7F}\\u{9B}\ty.swift,"))
        let page = HTMLReporter().render(report)
        #expect(!page.unicodeScalars.contains { $0.properties.isBidiControl })
        #expect(page.contains("Sources/A/x\\u{1B}[2K&#13;\\u{202E}tfiws.\\u{7F}\\u{9B}\ty.swift:1:1"))
        let markdown = MarkdownReporter().render(report)
        #expect(!markdown.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && isHiddenForTest($0) })
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

    @Test func noLineIsACommandACIRunnerWouldObey() {
        var report = SampleReport.empty
        report.findings = [
            Finding(
                ruleID: "unassigned_files", severity: .warning, message: "##vso[task.setvariable variable=TOKEN]stolen and ##[add-mask]x",
                location: SourceLocation(file: "::stop-commands::pwned/a.swift", line: 1, column: 1),
                notes: [Note(message: "::add-mask::x", location: SourceLocation(file: " ::warning::b.swift", line: 2, column: 1))]),
            Finding(ruleID: "layers", severity: .error, message: "m", location: SourceLocation(file: "#x.swift", line: 1, column: 1)),
        ]
        for output in [TextReporter().render(report), GitHubReporter().render(report)] {
            for line in output.split(separator: "\n") {
                let start = line.drop { $0.isWhitespace }
                #expect(!start.hasPrefix("::") || start.hasPrefix("::error file=") || start.hasPrefix("::warning file="), "\(line)")
                #expect(!line.contains("##"), "\(line)")
            }
        }
        let text = TextReporter().render(report)
        #expect(text.contains("./::stop-commands::pwned/a.swift:1:1: warning: #\\u{23}vso[task.setvariable"))
        #expect(text.contains("./ ::warning::b.swift:2:1: note: ::add-mask::x"))
        #expect(text.contains("./#x.swift:1:1: error: m"))
        #expect(runnerSafeText("  ::add-mask::x ##y") == "  \\u{3A}:add-mask::x #\\u{23}y")
        #expect(runnerSafeText("  - a: b") == "  - a: b")
    }
}

/// Control characters other than line breaks and the bidirectional formatting characters, listed
/// again here from Unicode rather than taken from the reporter.
private func isHiddenForTest(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || scalar.properties.isBidiControl

}
