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
/// **GitHub's caps.** A step shows at most 10 error and 10 warning annotations (50 per job) and drops
/// the rest in silence. So ``annotationsPerSeverity`` findings of each severity are annotations:
/// with `--since`, those on lines the change touched first (``Report/changedLines``), then the
/// others, in report order. The others are printed as plain compiler-style lines (see
/// `TextReporter`), which the log keeps. When any finding is not an annotation, a last notice says
/// how many of each severity, and that the log lists them all (the run's summary page, when archlint
/// writes the step summary, ``Report/hasStepSummary``, has them by rule, up to its size limit). The notice takes one of the 10
/// notice slots, so infos then get 9.
///
/// `githubStepSummary(_:)` gives the Markdown report for `$GITHUB_STEP_SUMMARY`.
public struct GitHubReporter: Reporter {
    /// Annotations GitHub shows per step for each of `error`, `warning` and `notice`.
    public static let annotationsPerSeverity = 10

    public init() {}

    public func render(_ report: Report) -> String {
        let findings = report.sortedFindings
        let leftOver = Severity.allCases.contains { severity in
            findings.count { $0.severity == severity } > Self.annotationsPerSeverity
        }
        var room: [Severity: Int] = [
            .error: Self.annotationsPerSeverity, .warning: Self.annotationsPerSeverity,
            .info: Self.annotationsPerSeverity - (leftOver ? 1 : 0),
        ]
        // Findings on lines the change touched take the room first.
        let touched = findings.map { finding in
            guard let location = finding.location, let lines = report.changedLines?[location.file] else { return false }
            return lines.contains { $0.contains(location.line) }
        }
        var annotated = Set<Int>()
        for first in [true, false] {
            for (index, finding) in findings.enumerated() where touched[index] == first {
                guard let left = room[finding.severity], left > 0 else { continue }
                room[finding.severity] = left - 1
                annotated.insert(index)
            }
        }
        var out = ""
        var unannotated: [Severity: Int] = [:]
        for (index, finding) in findings.enumerated() {
            if annotated.contains(index) {
                out += command(finding)
            } else {
                unannotated[finding.severity, default: 0] += 1
                out += TextReporter().lines(for: finding)
            }
        }
        if !unannotated.isEmpty { out += leftOutNotice(unannotated, total: findings.count, report: report) }
        return out
    }

    /// The notice that says which findings are not annotations, and where all of them are.
    private func leftOutNotice(_ unannotated: [Severity: Int], total: Int, report: Report) -> String {
        let counts = Severity.allCases.compactMap { severity -> String? in
            guard let count = unannotated[severity] else { return nil }
            return plural(count, severity.rawValue)
        }.joined(separator: ", ")
        let left = unannotated.values.reduce(0, +)
        let first = report.changedLines == nil ? "" : "findings on lines this change touched were annotated first; "
        let summary = report.hasStepSummary ? " (the run's summary page has them by rule)" : ""
        let message = "\(left) of \(plural(total, "finding")) are not annotations (\(counts)): GitHub shows at most "
            + "\(Self.annotationsPerSeverity) error and \(Self.annotationsPerSeverity) warning annotations per step; "
            + "\(first)this step's log lists all \(total)\(summary)."
        return "::notice title=\(Self.escapeData("archlint", property: true))::\(Self.escapeData(message))\n"
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
    /// log viewer renders terminal escape sequences. `##` becomes `#\u{23}`, as in every line
    /// archlint prints (``runnerSafe(_:)``): Azure's agent obeys `##vso[` anywhere in a line.
    static func escapeData(_ text: String, property: Bool = false) -> String {
        var out = ""
        for scalar in withoutDoubleHash(text).unicodeScalars {
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
/// report as `MarkdownReporter`, which GitHub renders on the run's summary page, Mermaid included,
/// kept under GitHub's 1 MiB per step (``MarkdownReporter/stepSummaryLength``).
public func githubStepSummary(_ report: Report) -> String {
    MarkdownReporter(maxLength: MarkdownReporter.stepSummaryLength).render(report)
}
