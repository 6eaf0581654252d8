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
///   a hash of rule id, file and message plus `:occurrence`, so moving lines keeps alerts.
/// - A finding without a location takes its first located note's location; with none, the result
///   has no `locations`.
/// - `originalUriBaseIds` declares `%SRCROOT%` without a URI (the report holds relative paths
///   only); the uploader resolves it against the checkout.
public struct SARIFReporter: Reporter {
    /// The page `tool.driver.informationUri` points to.
    public static let defaultInformationURI = "https://github.com/archlint/archlint"
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let rootBase = "%SRCROOT%"

    public var informationURI: String

    public init(informationURI: String = SARIFReporter.defaultInformationURI) {
        self.informationURI = informationURI
    }

    public func render(_ report: Report) -> String {
        let catalog = RuleCatalog(report)
        // One result per rule a place breaks: code scanning counts alerts per rule.
        let findings = report.findingsPerRule
        let keys = stableKeys(findings, catalog: catalog)
        let results = zip(findings, keys).map { finding, key in
            result(finding, catalog: catalog, fingerprint: "\(SHA256.hex(key.base).prefix(16)):\(key.occurrence)")
        }
        let driver = JSONValue.object([
            ("name", .string("archlint")),
            ("version", .string(report.toolVersion)),
            ("informationUri", .string(informationURI)),
            ("rules", .array(catalog.entries.map(ruleValue))),
        ])
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])),
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
        let unlocated = finding.notes.filter { $0.location == nil }.map { "note: \($0.message)" }
        let located = finding.notes.compactMap { note in note.location.map { (note.message, $0) } }
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
