/// A secondary location that explains a finding: where a dependency is declared, one hop of a
/// transitive path, the other end of a cycle.
public struct Note: Hashable, Sendable, Codable {
    public var message: String
    public var location: SourceLocation?

    public init(message: String, location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}

/// One thing archlint reports: a broken rule, or something it could not fully understand.
public struct Finding: Hashable, Sendable, Codable {
    /// The rule kind, e.g. `layers`, or a built-in id such as `manifest_not_understood`.
    public var ruleID: String
    /// The user's name for the rule (`name:` in `.archlint.yml`); the kind when it has none.
    public var ruleName: String
    public var severity: Severity
    public var message: String
    /// Where it is; `nil` only for findings about the repository as a whole.
    public var location: SourceLocation?
    public var notes: [Note]
    /// The rule's rationale (`because:` in the configuration), shown with the finding.
    public var because: String?
    /// The findings of other rules at the same place, merged into this one (``notes`` say so in
    /// words): a place that breaks three rules is one finding, counted under each rule. `nil` when
    /// none.
    public var alsoBreaks: [Finding]?
    /// What the finding is about, in words the configuration does not change: the dependency
    /// (`'A' imports 'B'`), the declaration, the module. `nil` when the message says only that.
    /// SARIF's and GitLab's fingerprints hash it instead of the message, so editing a rule's
    /// allowed list or adding a layer keeps every alert's identity (see ``identity``).
    public var subject: String?

    public init(
        ruleID: String,
        ruleName: String? = nil,
        severity: Severity,
        message: String,
        location: SourceLocation?,
        notes: [Note] = [],
        because: String? = nil,
        subject: String? = nil
    ) {
        self.ruleID = ruleID
        self.ruleName = ruleName ?? ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.because = because
        self.subject = subject
    }

    /// The finding's subject, else its message: what identifies it across configuration edits.
    public var identity: String { subject ?? message }
}

extension Finding: Comparable {
    /// The report order: path, line, column, rule, then message, so output is deterministic.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        let l = lhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        let r = rhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        if l != r { return l < r }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        if lhs.ruleName != rhs.ruleName { return lhs.ruleName < rhs.ruleName }
        return lhs.message < rhs.message
    }
}

extension Finding {
    /// This finding, then one per rule it also breaks (`alsoBreaks`), each at this place with its
    /// own rule, message, notes and rationale, plus a note naming the finding it was merged into:
    /// what a report counts and lists under each rule.
    public var perRule: [Finding] {
        guard let alsoBreaks, !alsoBreaks.isEmpty else { return [self] }
        var primary = self
        primary.alsoBreaks = nil
        return [primary] + alsoBreaks.map { other in
            var other = other
            other.alsoBreaks = nil
            other.notes.append(Note(message: "reported with [\(ruleID): \(ruleName)] at this place", location: location))
            return other
        }
    }
}

extension Finding {
    /// For diagrams: the rules (`kind: name`, sorted) each located finding breaks at its place,
    /// the rules it also breaks included.
    public static func rulesByLocation(_ findings: [Finding]) -> [SourceLocation: [String]] {
        var rules: [SourceLocation: Set<String>] = [:]
        for finding in findings {
            guard let location = finding.location else { continue }
            for broken in finding.perRule { rules[location, default: []].insert("\(broken.ruleID): \(broken.ruleName)") }
        }
        return rules.mapValues { $0.sorted() }
    }
}

extension Finding {
    /// The ids of the findings that say archlint could not read something: a file, a folder, a
    /// manifest or a project, or a part of one. What it did not read is unknown (an import may
    /// follow where reading stopped), so no gate hides them: a baseline neither records nor applies
    /// them, `--since` never calls them already there, an inline suppression does not silence them.
    /// They fail every run until the input is fixed or excluded.
    public static let unreadRuleIDs: Set<String> = [
        "unreadable_file", "unreadable_path", "manifest_unreadable", "project_unreadable", "bazel_query_not_understood",
    ]

    /// Whether this finding says archlint could not read something (see `unreadRuleIDs`).
    public var saysUnread: Bool { Self.unreadRuleIDs.contains(ruleID) }
}
