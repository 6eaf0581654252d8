import Reporting

extension Archlint {
    /// With a `github` output and `stepSummaryPath` set (`$GITHUB_STEP_SUMMARY`), the Markdown report
    /// to append to that file, which GitHub shows on the run's summary page. Appended, not written:
    /// other steps of the job add their own sections to the same file.
    static func stepSummaryOutputs(_ report: Report, _ options: LintOptions) -> [RenderedOutput] {
        guard let path = writesStepSummary(options) else { return [] }
        return [RenderedOutput(path: path, text: githubStepSummary(report), appends: true)]
    }

    /// The step summary file, when a `github` output is asked for and `$GITHUB_STEP_SUMMARY` is set.
    static func writesStepSummary(_ options: LintOptions) -> String? {
        guard let path = options.stepSummaryPath, !path.isEmpty,
            options.outputs.contains(where: { $0.reportFormat == .github })
        else { return nil }
        return path
    }

    /// Only the Markdown and HTML reports (and the step summary, which is Markdown) draw the
    /// component diagram; computing it costs a pass over every edge, so other runs skip it.
    static func needsDiagram(_ formats: [ReportFormat], _ options: LintOptions) -> Bool {
        formats.contains(.markdown) || formats.contains(.html) || writesStepSummary(options) != nil
    }
}
