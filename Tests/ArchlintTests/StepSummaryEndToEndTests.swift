import Foundation
import ProcessSupport
import Testing

/// `--format github` appends the Markdown summary to `$GITHUB_STEP_SUMMARY`.
struct StepSummaryEndToEndTests {
    static let fixture = ArchlintBinary.fixtures.appendingPathComponent("MultiPackage").path

    final class SummaryFile {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-summary-\(UUID().uuidString).md")
        var path: String { url.path }
        func read() throws -> String { try String(contentsOf: url, encoding: .utf8) }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test func appendsTheMarkdownReportAfterWhatOtherStepsWrote() throws {
        let summary = SummaryFile()
        try Data("# Build\n\nok\n".utf8).write(to: summary.url)
        let result = try ChildProcess.archlint([Self.fixture, "--format", "github"], environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("::error file=Movies/Sources/MoviesDomain/Movie.swift,line=3,col=1,"))
        #expect(!result.stdout.contains("```mermaid"))
        let text = try summary.read()
        #expect(text.hasPrefix("# Build\n\nok\n## archlint: "))
        #expect(text.contains("```mermaid"))
        #expect(text.contains("MoviesInfrastructure"))

        _ = try ChildProcess.archlint([Self.fixture, "--format", "github"], environment: ["GITHUB_STEP_SUMMARY": summary.path])
        let twice = try summary.read()
        #expect(twice.components(separatedBy: "## archlint: ").count == 3)
        #expect(twice.hasPrefix(text))
    }

    @Test func createsTheFileWhenMissingAndCountsAGitHubOutputFile() throws {
        let summary = SummaryFile()
        let annotations = SummaryFile()
        let result = try ChildProcess.archlint(
            [Self.fixture, "--output", "github=\(annotations.path)"], environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.status == 1)
        #expect(try annotations.read().hasPrefix("::error "))
        #expect(try summary.read().hasPrefix("## archlint: "))
    }

    @Test(arguments: [
        (["--format", "text"], true), (["--format", "markdown"], true), (["--format", "github"], false),
    ])
    func writesNothingWithoutTheGitHubFormatOrTheVariable(arguments: [String], variableSet: Bool) throws {
        let summary = SummaryFile()
        try Data("before\n".utf8).write(to: summary.url)
        let environment = ["GITHUB_STEP_SUMMARY": variableSet ? summary.path : ""]
        _ = try ChildProcess.archlint([Self.fixture] + arguments, environment: environment)
        #expect(try summary.read() == "before\n")
    }
}
