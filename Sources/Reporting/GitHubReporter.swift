import ArchCore

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's
/// diff and the run's summary.
///
///     ::error file=Sources/MoviesDomain/Movie.swift,line=3,col=1,title=layers%3A Dependencies point inward::'MoviesDomain' imports ...%0Anote: because: ...
///
/// - `error`, `warning` and `notice` (for info) by severity; a finding without a location has no
///   `file`, `line` or `col` and shows on the run only.
/// - `title` is `ruleID: ruleName` (or the rule id alone), like the text format's bracket.
/// - The message carries the `because:` and the notes as further lines (`path:line:col: note: ...`
///   or `note: ...`), as the text format writes them.
/// - Escaping follows the runner: `%`, CR and LF as `%25`, `%0D`, `%0A` in the message, and also
///   `:` and `,` as `%3A`, `%2C` in property values.
///
/// `githubStepSummary(_:)` gives the Markdown report for `$GITHUB_STEP_SUMMARY`.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        report.sortedFindings.map(command).joined()
    }

    private func command(_ finding: Finding) -> String {
        var properties: [(String, String)] = []
        if let location = finding.location {
            properties += [("file", location.file), ("line", "\(location.line)"), ("col", "\(location.column)")]
        }
        let label = finding.ruleName == finding.ruleID ? finding.ruleID : "\(finding.ruleID): \(finding.ruleName)"
        properties.append(("title", label))
        let list = properties.map { "\($0.0)=\(Self.escapeData($0.1, property: true))" }.joined(separator: ",")
        return "::\(Self.command(finding.severity)) \(list)::\(Self.escapeData(body(finding)))\n"
    }

    private func body(_ finding: Finding) -> String {
        var lines = [finding.message]
        if let because = finding.because { lines.append("note: because: \(because)") }
        for note in finding.notes {
            lines.append(note.location.map { "\($0): note: \(note.message)" } ?? "note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// The runner's escaping: `%`, CR, LF in messages; also `:` and `,` in property values. Other
    /// control and bidirectional formatting characters become visible escapes (`\u{1B}`): the
    /// log viewer renders terminal escape sequences.
    static func escapeData(_ text: String, property: Bool = false) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            case _ where isHidden(scalar): out += visibleEscape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Markdown for `$GITHUB_STEP_SUMMARY` (the caller appends it to that file): the same reviewer's
/// report as `MarkdownReporter`, which GitHub renders on the run's summary page, Mermaid included.
public func githubStepSummary(_ report: Report) -> String {
    MarkdownReporter().render(report)
}
