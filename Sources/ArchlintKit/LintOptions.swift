import ArchCore
import Gates
import Reporting

/// The report formats, `text`, `json`, ...: the one list `--format`, `--output FORMAT=FILE` and
/// the reporters share. Named here so that callers of ArchlintKit need not import Reporting.
public typealias ReportFormat = Reporting.ReportFormat
/// Where Markdown and HTML reports link locations; see ``Reporting/LinkTemplate``.
public typealias LinkTemplate = Reporting.LinkTemplate

/// One target's share of the findings (`--target`); see ``ArchCore/TargetScope``.
public typealias TargetScope = ArchCore.TargetScope

/// A date without a time, as `until:` writes it. Named here so that callers of ArchlintKit need
/// not import Gates.
public typealias CalendarDay = Gates.CalendarDay

/// Where one rendering of the report goes.
public struct OutputRequest: Hashable, Sendable {
    public var reportFormat: ReportFormat
    /// A file path; `nil` for standard output.
    public var path: String?

    /// The format's name (`json`), as the pipeline and the result cache use it.
    public var format: String { reportFormat.rawValue }

    public init(format: ReportFormat, path: String? = nil) {
        self.reportFormat = format
        self.path = path
    }
}

/// Everything `archlint lint` takes.
public struct LintOptions: Sendable {
    /// The folder to lint.
    public var path: String
    /// The configuration file; `nil` for `<path>/.archlint.yml`.
    public var configPath: String?
    public var outputs: [OutputRequest]
    /// `--baseline FILE`: report only findings the baseline does not record.
    public var baselinePath: String?
    /// `--baseline-prune`: rewrite the baseline without its stale entries instead of reporting them.
    public var prunesBaseline = false
    /// `--since REV`: report only findings that the git revision REV did not have.
    public var since: String?
    /// The day `until:` dates of suppressions are compared with; `nil` for today, from the clock.
    public var today: CalendarDay?
    /// Put before every path in reports (`--path-prefix`); `nil` for PATH when it is a relative
    /// path inside the current directory, else nothing.
    public var pathPrefix: String?
    /// The scan cache and the progress line.
    public var loading = LoadingSettings()
    /// `$GITHUB_STEP_SUMMARY`: with a `github` output, the Markdown summary is appended to this file.
    public var stepSummaryPath: String?
    /// `--link-template`, or the CI's own: Markdown and HTML link every location with it.
    public var linkTemplate: LinkTemplate?
    /// `--target NAME` (and `--target-folder`): report only that target's findings.
    public var target: TargetScope?
    /// `--build-plugin`: archlint runs for its build-tool plugin; the configuration's
    /// `build-plugin:` applies (`errors-as: warnings`).
    public var buildPlugin = false
    /// `--strict`: warnings fail the run too (JUnit writes them as failures).
    public var strict = false
    /// The revision whose diff with the working tree says which lines a change touched, for the
    /// GitHub format to annotate the findings on them first: `--since`'s, else in a GitHub pull
    /// request `origin/$GITHUB_BASE_REF`. `nil` for report order.
    public var changedLinesBase: String?

    public init(
        path: String = ".", configPath: String? = nil, outputs: [OutputRequest] = [OutputRequest(format: .text)],
        baselinePath: String? = nil, prunesBaseline: Bool = false, since: String? = nil
    ) {
        self.path = path
        self.configPath = configPath
        self.outputs = outputs
        self.baselinePath = baselinePath
        self.prunesBaseline = prunesBaseline
        self.since = since
    }
}
