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
/// - Each entry is one line: line breaks inside paths, names and messages become spaces, and
///   control and bidirectional formatting characters visible escapes (`\u{1B}`, `\u{202E}`).
/// - No line is a CI runner's command (see ``runnerSafe(_:)``): a path that starts with a blank, `:`
///   or `#` (a file a pull request names `::warning::x.swift`) is printed as `./::warning::x.swift`,
///   the same file, and `##` anywhere as `#\u{23}`.
/// - Nothing is printed for a clean run; the summary goes to stderr (`summaryLine(for:seconds:)`).
public struct TextReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        report.sortedFindings.map(lines(for:)).joined()
    }

    /// The finding line, its `because` and its notes, each ending in a newline.
    func lines(for finding: Finding) -> String {
        let anchor = prefix(finding.location)
        var out = runnerSafe("\(anchor) \(finding.severity.rawValue): \(oneLine(finding.message)) [\(ruleLabel(finding))]") + "\n"
        if let because = finding.because {
            out += runnerSafe("\(anchor) note: because: \(oneLine(because))") + "\n"
        }
        for note in finding.notes {
            let noteAnchor = note.location.map(prefix) ?? anchor
            out += runnerSafe("\(noteAnchor) note: \(oneLine(note.message))") + "\n"
        }
        return out
    }

    private func prefix(_ location: SourceLocation?) -> String {
        location.map { "\(oneLine($0.file)):\($0.line):\($0.column):" } ?? "archlint:"
    }

    private func ruleLabel(_ finding: Finding) -> String {
        oneLine(finding.ruleName == finding.ruleID ? finding.ruleID : "\(finding.ruleID): \(finding.ruleName)")
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
    inputs += s.projectInputs
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

/// Text that shows what it holds, on one line, for formats where an entry must stay on one line:
/// line breaks become spaces, and hidden characters visible escapes (`\u{1B}`). Paths, names and
/// messages come from the checked repository, so from a pull request: an escape sequence in a
/// file name could rewrite a terminal or a rendered CI log, and bidirectional controls ("Trojan
/// Source", CVE-2021-42574) reorder what a reader sees.
func oneLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return text }
    var out = ""
    for character in text {
        if character.isNewline {
            out.append(" ")
            continue
        }
        for scalar in character.unicodeScalars {
            if isHidden(scalar) { out += visibleEscape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
    }
    return out
}

/// One line as a CI runner prints it without obeying it. GitHub's runner reads a line that starts
/// (after blanks) with `::` as a workflow command (`::add-mask::`, `::stop-commands::`, ...) and
/// looks for `##[` anywhere in a line (its older command form); Azure's agent looks for `##vso[`
/// anywhere. So `##` becomes `#\u{23}`, and a line that starts with a blank, `:` or `#` gets `./` in
/// front (archlint's lines start with a path or `archlint:`, and `./` keeps a path the same file).
/// Text from the repository (paths, names, messages) can then not drive the CI job.
public func runnerSafe(_ line: String) -> String {
    var out = withoutDoubleHash(line)
    if let first = out.unicodeScalars.first, first == ":" || first == "#" || first.properties.isWhitespace { out = "./" + out }
    return out
}

/// Free text (archlint's own lines on standard error) made safe the same way, its indentation
/// kept: `##` becomes `#\u{23}`, and a line whose first non-blank characters are `::` has its first
/// colon as `\u{3A}`.
public func runnerSafeText(_ line: String) -> String {
    let out = withoutDoubleHash(line)
    guard let colon = out.firstIndex(where: { !$0.isWhitespace }), out[colon...].hasPrefix("::") else { return out }
    return out[..<colon] + "\\u{3A}" + out[out.index(after: colon)...]
}

/// `text` with `##` as `#\u{23}`.
func withoutDoubleHash(_ text: String) -> String {
    text.contains("##") ? text.replacingOccurrences(of: "##", with: "#\\u{23}") : text
}

/// `text` with its hidden characters as visible escapes, like ``oneLine(_:)``, but its line breaks
/// kept (for formats where text may span lines, and for what archlint prints of its own).
public func visibleControls(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
        if scalar != "\n", scalar != "\r", isHidden(scalar) { out += visibleEscape(scalar) } else { out.unicodeScalars.append(scalar) }
    }
    return out
}

/// Control characters other than tab (C0, DEL, C1) and the bidirectional formatting characters.
func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00..<0x20, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}

/// `\u{1B}`: the scalar's code point, as Swift spells it.
func visibleEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
}
