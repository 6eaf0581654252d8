import ArchCore

/// Machine-readable JSON, stable across runs and platforms (keys in the order below, two-space
/// indentation, a final newline):
///
///     {
///       "version": 1,
///       "findings": [
///         {
///           "rule": "layers",                     // Finding.ruleID, the rule kind
///           "name": "Dependencies point inward",  // the user's rule name (= rule when unnamed)
///           "severity": "error",                  // "error" | "warning" | "info"
///           "message": "...",
///           "file": "Sources/A/B.swift",          // relative to the linted root; null if none
///           "line": 3,                            // 1-based; null when file is null
///           "column": 1,                          // 1-based, UTF-8 bytes; null when file is null
///           "because": "...",                     // the rule's rationale or null
///           "subject": "'A' imports 'B'",         // what it is about (Finding.subject) or null
///           "notes": [{ "message": "...", "file": ..., "line": ..., "column": ... }],
///           "alsoBreaks": [{ "rule": "allow", "name": "...", "severity": "error", "message": "..." }]
///         }
///       ],
///       "summary": {
///         "manifests": 3, "modules": 12, "files": 40, "imports": 85,
///         "errors": 1, "warnings": 0, "infos": 0, "suppressed": 0, "baselined": 0,
///         "xcodeProjects": 0, "xcodeGenSpecs": 0, "tuistManifests": 0, "unassignedFiles": 0,
///         "rules": [{ "rule": "layers", "name": "...", "severity": "error", "findings": 1,
///                     "errors": 1, "warnings": 0, "infos": 0 }]
///       }
///     }
///
/// `errors`, `warnings` and `infos` count places (a finding per place: an import, a declared
/// dependency, a reference); a place that breaks several rules is one finding, whose `alsoBreaks`
/// lists the others, and `rules` counts it under each rule it breaks (configured rules first, in
/// configuration order, those that found nothing included). A rule's `severity` is the one it is
/// configured with (for `manifest`, its highest sub-check's); its `errors`, `warnings` and `infos`
/// count its findings at each severity, which differ where sub-checks set their own (a `manifest`
/// rule's `implicit` and `unused` warnings) or a finding counted under the rule has another's.
///
/// Every key is always present (null when absent). Findings are in report order. `version` is the
/// schema version: it changes only when a key changes meaning or disappears.
public struct JSONReporter: Reporter {
    /// The version of the JSON schema above.
    public static let schemaVersion = 1

    public init() {}

    public func render(_ report: Report) -> String {
        JSONValue.object([
            ("version", .int(Self.schemaVersion)),
            ("findings", .array(report.sortedFindings.map(findingValue))),
            ("summary", summaryValue(report.summary, rules: RuleCatalog(report))),
        ]).rendered()
    }

    private func findingValue(_ finding: Finding) -> JSONValue {
        .object(
            [
                ("rule", .string(finding.ruleID)),
                ("name", .string(finding.ruleName)),
                ("severity", .string(finding.severity.rawValue)),
                ("message", .string(finding.message)),
            ] + locationMembers(finding.location) + [
                ("because", .optional(finding.because)),
                ("subject", .optional(finding.subject)),
                ("notes", .array(finding.notes.map(noteValue))),
                ("alsoBreaks", .array((finding.alsoBreaks ?? []).map(ruleReference))),
            ])
    }

    /// `{"rule", "name", "severity", "message"}` of a rule the same place also breaks.
    private func ruleReference(_ finding: Finding) -> JSONValue {
        .object([
            ("rule", .string(finding.ruleID)), ("name", .string(finding.ruleName)),
            ("severity", .string(finding.severity.rawValue)), ("message", .string(finding.message)),
        ])
    }

    private func noteValue(_ note: Note) -> JSONValue {
        .object([("message", .string(note.message))] + locationMembers(note.location))
    }

    private func locationMembers(_ location: SourceLocation?) -> [(String, JSONValue)] {
        [
            ("file", .optional(location?.file)),
            ("line", .optional(location?.line)),
            ("column", .optional(location?.column)),
        ]
    }

    private func summaryValue(_ summary: Summary, rules: RuleCatalog) -> JSONValue {
        .object([
            ("manifests", .int(summary.manifests)),
            ("modules", .int(summary.modules)),
            ("files", .int(summary.files)),
            ("imports", .int(summary.imports)),
            ("errors", .int(summary.errors)),
            ("warnings", .int(summary.warnings)),
            ("infos", .int(summary.infos)),
            ("suppressed", .int(summary.suppressed)),
            ("baselined", .int(summary.baselined)),
            ("xcodeProjects", .int(summary.xcodeProjects)),
            ("xcodeGenSpecs", .int(summary.xcodeGenSpecs)),
            ("tuistManifests", .int(summary.tuistManifests)),
            ("unassignedFiles", .int(summary.unassignedFiles)),
            ("rules", .array(rules.entries.map { entry in
                .object([
                    ("rule", .string(entry.info.id)), ("name", .string(entry.info.name)),
                    ("severity", .string(entry.info.severity.rawValue)), ("findings", .int(entry.findings.count)),
                    ("errors", .int(entry.findings.count { $0.severity == .error })),
                    ("warnings", .int(entry.findings.count { $0.severity == .warning })),
                    ("infos", .int(entry.findings.count { $0.severity == .info })),
                ])
            })),
        ])
    }
}
