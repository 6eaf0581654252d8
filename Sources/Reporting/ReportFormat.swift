/// The report formats: `archlint --format` and `--output FORMAT=FILE` accept their raw values.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, github, gitlab, markdown, html
}

extension ReportFormat {
    /// The reporter that produces this format.
    public var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .junit: JUnitReporter()
        case .github: GitHubReporter()
        case .gitlab: GitLabReporter()
        case .markdown: MarkdownReporter()
        case .html: HTMLReporter()
        }
    }
}

/// Renders `report` in `format`. Pure: no IO, and the same report gives the same bytes.
public func render(_ report: Report, as format: ReportFormat) -> String {
    format.reporter.render(report)
}
