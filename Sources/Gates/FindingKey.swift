import ArchCore

/// What identifies a finding across edits: rule kind, rule name, file and what the finding is about
/// (``identity``: its subject, such as `'A' imports 'B'`, else its message), never the line or
/// column, so inserting lines above an import does not change it, and never the wording a rule takes
/// from the configuration, so allowing one more module or adding a layer keeps the others. Baselines
/// and `--since` match findings by this key, as multisets (two identical imports are two findings
/// with one key).
public struct FindingKey: Hashable, Comparable, Sendable {
    public var rule: String
    public var name: String
    /// The file relative to the linted root; `""` for findings about the repository as a whole.
    public var file: String
    /// The finding's message, for people reading a baseline.
    public var message: String
    /// The finding's subject (``ArchCore/Finding/subject``); `nil` when its message says only that,
    /// and in entries of baselines written before subjects.
    public var subject: String?

    public init(rule: String, name: String, file: String, message: String, subject: String? = nil) {
        self.rule = rule
        self.name = name
        self.file = file
        self.message = message
        self.subject = subject
    }

    public init(_ finding: Finding) {
        self.init(
            rule: finding.ruleID, name: finding.ruleName, file: finding.location?.file ?? "", message: finding.message,
            subject: finding.subject)
    }

    /// What the key compares besides rule, name and file: the subject, else the message.
    public var identity: String { subject ?? message }

    /// The key a baseline entry written before subjects has for the same finding: its message.
    public var byMessage: FindingKey { FindingKey(rule: rule, name: name, file: file, message: message) }

    public static func == (lhs: FindingKey, rhs: FindingKey) -> Bool {
        (lhs.rule, lhs.name, lhs.file, lhs.identity) == (rhs.rule, rhs.name, rhs.file, rhs.identity)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(name)
        hasher.combine(file)
        hasher.combine(identity)
    }

    /// Whether the key is of a finding that says archlint could not read something, which no gate
    /// hides (see `Finding.unreadRuleIDs`).
    public var saysUnread: Bool { Finding.unreadRuleIDs.contains(rule) }

    /// File first, so a baseline reads folder by folder.
    public static func < (lhs: FindingKey, rhs: FindingKey) -> Bool {
        (lhs.file, lhs.rule, lhs.name, lhs.identity, lhs.message) < (rhs.file, rhs.rule, rhs.name, rhs.identity, rhs.message)
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
    /// N findings. A finding with a subject that no key of its subject absorbs may be absorbed by a key
    /// of its message (an entry of a baseline written before subjects). A finding that says archlint could not read something is never absorbed: what it
    /// did not read may hide anything added since. Returns the other findings, in order, and how
    /// many findings each key absorbed.
    public func subtracting(_ allowance: [FindingKey: Int]) -> (kept: [Finding], absorbed: [FindingKey: Int]) {
        var remaining = allowance
        var absorbed: [FindingKey: Int] = [:]
        var kept: [Finding] = []
        for finding in self {
            let key = FindingKey(finding)
            let room = finding.saysUnread ? nil : [key, key.byMessage].first { (remaining[$0] ?? 0) > 0 }
            if let room {
                remaining[room]! -= 1
                absorbed[room, default: 0] += 1
            } else {
                kept.append(finding)
            }
        }
        return (kept, absorbed)
    }
}
