import Reporting

extension Archlint {
    /// With a `github` output and `stepSummaryPath` set (`$GITHUB_STEP_SUMMARY`), the Markdown report
    /// to append to that file, which GitHub shows on the run's summary page. Appended, not written:
    /// other steps of the job add their own sections to the same file.
    static func stepSummaryOutputs(_ report: Report, _ options: LintOptions) -> [RenderedOutput] {
        guard let path = options.stepSummaryPath, !path.isEmpty,
            options.outputs.contains(where: { $0.format == ReportFormat.github.rawValue })
        else { return [] }
        return [RenderedOutput(path: path, text: githubStepSummary(report), appends: true)]
    }
}
