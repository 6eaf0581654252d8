import ArchCore

/// Compiler-style text, the default format: one line per finding, then one line per note, so Xcode,
/// editors and CI logs turn them into clickable diagnostics.
///
///     Sources/MoviesDomain/Movie.swift:3:1: error: 'MoviesDomain' imports 'MoviesInfrastructure' [layers: Dependencies point inward]
///     Sources/MoviesDomain/Movie.swift:3:1: note: because: the domain must not know about storage
///     MoviesDomain/Package.swift:12:9: note: 'MoviesDomain' declares the dependency here
///     archlint: warning: no rule covers module 'Legacy' [unassigned_module]
///
/// - A finding is `path:line:col: severity: message [ruleID: ruleName]`, or `[ruleID]` when the rule
///   has no name of its own; severities are `error`, `warning` and `info`.
/// - A finding without a location starts with `archlint:` instead of `path:line:col:`.
/// - The rule's rationale follows as `note: because: ...`, then each note as `note: message`. A note
///   with a location shows its own `path:line:col:`; one without shows the finding's position, so
///   editors attach it to the finding.
/// - Each entry is one line: line breaks inside messages become spaces.
/// - Nothing is printed for a clean run; the summary goes to stderr (`summaryLine(for:seconds:)`).
public struct TextReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        report.sortedFindings.map(lines(for:)).joined()
    }

    /// The finding line, its `because` and its notes, each ending in a newline.
    func lines(for finding: Finding) -> String {
        let anchor = prefix(finding.location)
        var out = "\(anchor) \(finding.severity.rawValue): \(oneLine(finding.message)) [\(ruleLabel(finding))]\n"
        if let because = finding.because {
            out += "\(anchor) note: because: \(oneLine(because))\n"
        }
        for note in finding.notes {
            let noteAnchor = note.location.map(prefix) ?? anchor
            out += "\(noteAnchor) note: \(oneLine(note.message))\n"
        }
        return out
    }

    private func prefix(_ location: SourceLocation?) -> String {
        location.map { "\($0.file):\($0.line):\($0.column):" } ?? "archlint:"
    }

    private func ruleLabel(_ finding: Finding) -> String {
        finding.ruleName == finding.ruleID ? finding.ruleID : "\(finding.ruleID): \(finding.ruleName)"
    }
}

/// The one-line summary archlint prints to stderr after a run, e.g.
/// `archlint: 12 modules, 40 files, 85 imports, 3 manifests: 1 error, 0 warnings (0.12 s)`.
///
/// Infos, suppressed and baselined findings are mentioned only when there are some. `seconds` is
/// the run's duration, measured by the caller; `nil` leaves the time out.
public func summaryLine(for report: Report, seconds: Double? = nil) -> String {
    let s = report.summary
    var counts = [
        plural(s.errors, "error"),
        plural(s.warnings, "warning"),
    ]
    if s.infos > 0 { counts.append(plural(s.infos, "info")) }
    let places = s.errors + s.warnings + s.infos
    if s.ruleBreaks > places { counts.append("\(s.ruleBreaks) rule breaks at \(plural(places, "place"))") }
    if s.suppressed > 0 { counts.append("\(s.suppressed) suppressed") }
    if s.baselined > 0 { counts.append("\(s.baselined) baselined") }
    var inputs = [
        plural(s.modules, "module"), plural(s.files, "file") + (s.unassignedFiles > 0 ? " (\(s.unassignedFiles) in no module)" : ""),
        plural(s.imports, "import"), plural(s.manifests, "manifest"),
    ]
    if s.xcodeProjects > 0 { inputs.append(plural(s.xcodeProjects, "Xcode project")) }
    var line = "archlint: \(inputs.joined(separator: ", ")): \(counts.joined(separator: ", "))"
    if let seconds { line += " (\(formatSeconds(seconds)) s)" }
    return line
}

/// `1 error`, `2 errors`, `0 errors`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// Two decimals without Foundation's locale-dependent formatting.
public func formatSeconds(_ seconds: Double) -> String {
    let hundredths = Int((max(seconds, 0) * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// Replaces line breaks with spaces, for formats where an entry must stay on one line.
func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
}
