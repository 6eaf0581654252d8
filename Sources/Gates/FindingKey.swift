import ArchCore

/// What identifies a finding across edits: rule kind, rule name, file and message, never the line
/// or column, so inserting lines above an import does not change it. Baselines and `--since` match
/// findings by this key, as multisets (two identical imports are two findings with one key).
public struct FindingKey: Hashable, Comparable, Sendable {
    public var rule: String
    public var name: String
    /// The file relative to the linted root; `""` for findings about the repository as a whole.
    public var file: String
    public var message: String

    public init(rule: String, name: String, file: String, message: String) {
        self.rule = rule
        self.name = name
        self.file = file
        self.message = message
    }

    public init(_ finding: Finding) {
        self.init(rule: finding.ruleID, name: finding.ruleName, file: finding.location?.file ?? "", message: finding.message)
    }

    /// Whether the key is of a finding that says archlint could not read something, which no gate
    /// hides (see `Finding.unreadRuleIDs`).
    public var saysUnread: Bool { Finding.unreadRuleIDs.contains(rule) }

    /// File first, so a baseline reads folder by folder.
    public static func < (lhs: FindingKey, rhs: FindingKey) -> Bool {
        (lhs.file, lhs.rule, lhs.name, lhs.message) < (rhs.file, rhs.rule, rhs.name, rhs.message)
    }
}

extension Sequence where Element == Finding {
    /// How many findings have each key; findings that say archlint could not read something are
    /// left out, since no gate accepts them.
    public func keyCounts() -> [FindingKey: Int] {
        reduce(into: [:]) { counts, finding in
            if !finding.saysUnread { counts[FindingKey(finding), default: 0] += 1 }
        }
    }

    /// Removes findings whose key `allowance` still has room for: a key with count N absorbs at most
    /// N findings. A finding that says archlint could not read something is never absorbed: what it
    /// did not read may hide anything added since. Returns the other findings, in order, and how
    /// many findings each key absorbed.
    public func subtracting(_ allowance: [FindingKey: Int]) -> (kept: [Finding], absorbed: [FindingKey: Int]) {
        var remaining = allowance
        var absorbed: [FindingKey: Int] = [:]
        var kept: [Finding] = []
        for finding in self {
            let key = FindingKey(finding)
            if !finding.saysUnread, let left = remaining[key], left > 0 {
                remaining[key] = left - 1
                absorbed[key, default: 0] += 1
            } else {
                kept.append(finding)
            }
        }
        return (kept, absorbed)
    }
}
