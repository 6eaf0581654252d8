import ArchCore

/// The result of one run: the rendered reports and the counts the exit code is decided from.
public struct LintOutcome: Sendable {
    /// One rendered report per requested output, in request order.
    public var outputs: [RenderedOutput]
    public var findings: [Finding]
    /// The one-line summary for standard error.
    public var summary: String
    /// How many findings inline `// archlint:ignore` comments silenced.
    public var suppressed = 0
    /// How many findings `--baseline` hid.
    public var baselined = 0

    public var errorCount: Int { findings.count { $0.severity == .error } }
    public var warningCount: Int { findings.count { $0.severity == .warning } }
}

public struct RenderedOutput: Sendable {
    /// A file path; `nil` for standard output.
    public var path: String?
    public var text: String
    /// Add `text` at the end of the file instead of replacing it (`$GITHUB_STEP_SUMMARY`).
    public var appends: Bool

    public init(path: String?, text: String, appends: Bool = false) {
        self.path = path
        self.text = text
        self.appends = appends
    }
}
