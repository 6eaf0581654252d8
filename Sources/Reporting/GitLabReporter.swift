import ArchCore

/// GitLab Code Quality: a JSON array of issues, shown in merge requests
/// (`artifacts: reports: codequality: gl-code-quality-report.json`).
///
///     [
///       {
///         "description": "'MoviesDomain' imports 'MoviesInfrastructure'; ...",
///         "check_name": "layers/dependencies-point-inward",
///         "fingerprint": "3f2a...",       // 32 hex digits
///         "severity": "major",
///         "location": { "path": "Sources/MoviesDomain/Movie.swift", "lines": { "begin": 3 } }
///       }
///     ]
///
/// - `check_name` is the rule's stable id, as in SARIF.
/// - `severity`: error → `major`, warning → `minor`, info → `info` (`blocker` and `critical` are
///   not used: archlint has no level above error).
/// - `fingerprint`: the first 32 hex digits of SHA-256 over rule id, file, what the finding is about
///   (its subject: the dependency, not the message) and the occurrence among equal findings — not
///   the line or the wording, so moving code or editing the configuration keeps the issue.
/// - `description` is the message; the rationale follows as ` Because: ...`.
/// - A finding without a location takes its first located note's; with none, it points at
///   `.archlint.yml` line 1 (GitLab requires a path).
public struct GitLabReporter: Reporter {
    /// Where findings without any location point.
    static let fallbackPath = ".archlint.yml"

    public init() {}

    public func render(_ report: Report) -> String {
        let catalog = RuleCatalog(report)
        let findings = report.sortedFindings
        let keys = stableKeys(findings, catalog: catalog)
        let issues = zip(findings, keys).map { finding, key in
            issue(finding, checkName: catalog.entry(for: finding).stableID, key: "\(key.base)\u{0}\(key.occurrence)")
        }
        return JSONValue.array(issues).rendered()
    }

    private func issue(_ finding: Finding, checkName: String, key: String) -> JSONValue {
        let location = finding.location ?? finding.notes.lazy.compactMap(\.location).first
        var description = finding.message
        if let because = finding.because { description += " Because: \(because)" }
        return .object([
            ("description", .string(description)),
            ("check_name", .string(checkName)),
            ("fingerprint", .string(String(SHA256.hex(key).prefix(32)))),
            ("severity", .string(Self.severity(finding.severity))),
            (
                "location",
                .object([
                    ("path", .string(location?.file ?? Self.fallbackPath)),
                    ("lines", .object([("begin", .int(max(location?.line ?? 1, 1)))])),
                ])
            ),
        ])
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .info: "info"
        }
    }
}
