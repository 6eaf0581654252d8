import ArchCore

/// SARIF 2.1.0, as GitHub code scanning accepts it (`github/codeql-action/upload-sarif`).
///
/// - One run; `tool.driver` has `name` `archlint`, `version`, `informationUri` and `rules`: one
///   entry per configured rule, then one per unconfigured rule that reported (built-in checks).
///   A rule's `id` is `kind/name-slug` (`layers/dependencies-point-inward`), or the kind alone when
///   the rule has no name; `shortDescription` is its name, `fullDescription` what the kind checks,
///   `help` the rule's `because:`; `defaultConfiguration.level` its severity.
/// - Each finding is a result, and so is each other rule it breaks at the same place (a place that
///   breaks three rules is three results, one per rule). A result has `ruleId`, `ruleIndex`, `level` (`error`, `warning`, `note` for
///   info), `message.text`, one location (`artifactLocation.uri` relative to `%SRCROOT%`, `region`
///   with `startLine`/`startColumn`), `relatedLocations` for notes that have a location (notes
///   without one are appended to the message), and `partialFingerprints.primaryLocationLineHash`:
///   a hash of rule id, file and what the finding is about (its subject: the dependency, not the
///   message) plus `:occurrence`, so moving lines and editing the rule's allowed list keep alerts.
/// - A finding without a location takes its first located note's location; with none, the result
///   has no `locations`.
/// - **GitHub's limits** (code scanning rejects a run over 25,000 results or a result over 1,000
///   locations, and shows 100 locations of one): at most ``maxResults`` results, errors kept
///   before warnings before notes, in report order otherwise; at most ``maxRelatedLocations``
///   related locations per result, the message counting the others. When results are left out,
///   the run's `invocations` carry a warning notification that says how many of each level, and
///   that the text, JSON or Markdown report lists them all. Fingerprints are computed before the
///   cut, so a result keeps its fingerprint whatever else is cut.
/// - `originalUriBaseIds` declares `%SRCROOT%` without a URI (the report holds relative paths
///   only); the uploader resolves it against the checkout.
public struct SARIFReporter: Reporter {
    /// The page `tool.driver.informationUri` points to.
    public static let defaultInformationURI = "https://github.com/archlint/archlint"
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let rootBase = "%SRCROOT%"

    public var informationURI: String
    /// The most results a run holds (GitHub rejects more than 25,000).
    public static let maxResults = 25_000
    /// The most related locations a result holds (GitHub shows 100 and rejects over 1,000).
    public static let maxRelatedLocations = 100

    public init(informationURI: String = SARIFReporter.defaultInformationURI) {
        self.informationURI = informationURI
    }

    public func render(_ report: Report) -> String {
        let catalog = RuleCatalog(report)
        // One result per rule a place breaks: code scanning counts alerts per rule.
        let findings = report.findingsPerRule
        let keys = stableKeys(findings, catalog: catalog)
        let kept = Self.kept(findings)
        let results = kept.map { index in
            result(findings[index], catalog: catalog, fingerprint: "\(SHA256.hex(keys[index].base).prefix(16)):\(keys[index].occurrence)")
        }
        let driver = JSONValue.object([
            ("name", .string("archlint")),
            ("version", .string(report.toolVersion)),
            ("informationUri", .string(informationURI)),
            ("rules", .array(catalog.entries.map(ruleValue))),
        ])
        var members: [(String, JSONValue)] = [("tool", .object([("driver", driver)]))]
        if kept.count < findings.count { members.append(("invocations", .array([leftOut(findings, kept: kept)]))) }
        let run = JSONValue.object(members + [
            (
                "originalUriBaseIds",
                .object([
                    (Self.rootBase, .object([("description", text("The root of the linted repository."))]))
                ])
            ),
            ("results", .array(results)),
        ])
        return JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    /// The positions of the findings that become results: all of them, or the first
    /// ``maxResults`` by level (errors, warnings, notes), in report order.
    static func kept(_ findings: [Finding]) -> [Int] {
        guard findings.count > maxResults else { return Array(findings.indices) }
        let byLevel = findings.indices.sorted { (findings[$0].severity, $0) < (findings[$1].severity, $1) }
        return byLevel.prefix(maxResults).sorted()
    }

    /// The invocation whose notification says what the cut left out.
    private func leftOut(_ findings: [Finding], kept: [Int]) -> JSONValue {
        var left: [Severity: Int] = [:]
        for finding in findings { left[finding.severity, default: 0] += 1 }
        for index in kept { left[findings[index].severity, default: 0] -= 1 }
        let counts = Severity.allCases.compactMap { severity in
            left[severity].flatMap { $0 > 0 ? plural($0, severity.rawValue) : nil }
        }.joined(separator: ", ")
        let text = "\(findings.count - kept.count) of \(findings.count) results are left out (\(counts)): GitHub code scanning "
            + "rejects a run of more than \(Self.maxResults). archlint's text, JSON and Markdown reports list them all."
        return .object([
            ("executionSuccessful", .bool(true)),
            ("toolExecutionNotifications", .array([.object([("level", .string("warning")), ("message", self.text(text))])])),
        ])
    }

    private func ruleValue(_ entry: RuleCatalog.Entry) -> JSONValue {
        let rule = entry.info
        let summary = rule.summary.isEmpty ? "Built-in check '\(rule.id)'." : rule.summary
        var help = rule.because ?? summary
        if rule.because != nil { help = "\(summary) Because: \(help)" }
        return .object([
            ("id", .string(entry.stableID)),
            ("name", .string(rule.name)),
            ("shortDescription", text(rule.name)),
            ("fullDescription", text(summary)),
            ("help", text(help)),
            ("defaultConfiguration", .object([("level", .string(Self.level(rule.severity)))])),
            ("properties", .object([("kind", .string(rule.id))])),
        ])
    }

    private func result(_ finding: Finding, catalog: RuleCatalog, fingerprint: String) -> JSONValue {
        var unlocated = finding.notes.filter { $0.location == nil }.map { "note: \($0.message)" }
        let allLocated = finding.notes.compactMap { note in note.location.map { (note.message, $0) } }
        let located = allLocated.prefix(Self.maxRelatedLocations)
        if allLocated.count > located.count {
            unlocated.append("note: \(allLocated.count - located.count) more related locations are not listed")
        }
        let primary = finding.location ?? located.first?.1
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(catalog.entry(for: finding).stableID)),
            ("ruleIndex", .int(catalog.index(of: finding))),
            ("level", .string(Self.level(finding.severity))),
            ("message", text(([finding.message] + unlocated).joined(separator: "\n"))),
        ]
        if let primary {
            members.append(("locations", .array([.object([("physicalLocation", physical(primary))])])))
        }
        if !located.isEmpty {
            let related = located.enumerated().map { index, note in
                JSONValue.object([
                    ("id", .int(index + 1)),
                    ("physicalLocation", physical(note.1)),
                    ("message", text(note.0)),
                ])
            }
            members.append(("relatedLocations", .array(related)))
        }
        members.append(("partialFingerprints", .object([("primaryLocationLineHash", .string(fingerprint))])))
        return .object(members)
    }

    private func physical(_ location: SourceLocation) -> JSONValue {
        .object([
            (
                "artifactLocation",
                .object([("uri", .string(Self.uri(location.file))), ("uriBaseId", .string(Self.rootBase))])
            ),
            (
                "region",
                .object([("startLine", .int(max(location.line, 1))), ("startColumn", .int(max(location.column, 1)))])
            ),
        ])
    }

    private func text(_ value: String) -> JSONValue { .object([("text", .string(value))]) }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A relative URI reference: characters outside RFC 3986's unreserved set and `/` are
    /// percent-encoded (a space becomes `%20`), so the schema's `uri-reference` format holds.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-._~/".unicodeScalars.contains(scalar))
            {
                out.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
