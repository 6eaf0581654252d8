import ArchCore

/// The rules a report lists: every configured rule in configuration order, then the rules that
/// produced findings without being configured (built-in checks such as `manifest_not_understood`),
/// sorted. Each has a stable, unique id such as `layers/dependencies-point-inward`.
struct RuleCatalog {
    struct Entry {
        var info: RuleInfo
        /// `kind/name-slug`, or the kind alone when the rule has no name of its own.
        var stableID: String
        var findings: [Finding]
    }

    private(set) var entries: [Entry] = []
    private var indexByKey: [Key: Int] = [:]

    private struct Key: Hashable {
        var id: String
        var name: String
    }

    init(_ report: Report) {
        for rule in report.rules { add(rule) }
        let perRule = report.findingsPerRule
        let unconfigured = perRule.filter { indexByKey[Key(id: $0.ruleID, name: $0.ruleName)] == nil }
        for finding in unconfigured.sorted(by: { ($0.ruleID, $0.ruleName) < ($1.ruleID, $1.ruleName) }) {
            add(RuleInfo(id: finding.ruleID, name: finding.ruleName, severity: finding.severity, summary: ""))
        }
        // A place that breaks several rules is listed, and counted, under each of them.
        for finding in perRule {
            entries[index(of: finding)].findings.append(finding)
        }
    }

    /// The position of the finding's rule in `entries` (SARIF's `ruleIndex`).
    func index(of finding: Finding) -> Int {
        indexByKey[Key(id: finding.ruleID, name: finding.ruleName)] ?? 0
    }

    func entry(for finding: Finding) -> Entry { entries[index(of: finding)] }

    private mutating func add(_ rule: RuleInfo) {
        let key = Key(id: rule.id, name: rule.name)
        guard indexByKey[key] == nil else { return }
        var stableID = rule.name == rule.id ? rule.id : "\(rule.id)/\(slug(rule.name))"
        let taken = Set(entries.map(\.stableID))
        if taken.contains(stableID) {
            let base = stableID
            var number = 2
            while taken.contains("\(base)-\(number)") { number += 1 }
            stableID = "\(base)-\(number)"
        }
        indexByKey[key] = entries.count
        entries.append(Entry(info: rule, stableID: stableID, findings: []))
    }
}

/// `Dependencies point inward!` -> `dependencies-point-inward`: lowercase ASCII letters and digits,
/// runs of anything else as one `-`.
func slug(_ name: String) -> String {
    var out = ""
    for scalar in name.lowercased().unicodeScalars {
        if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
            out.unicodeScalars.append(scalar)
        } else if !out.isEmpty && !out.hasSuffix("-") {
            out += "-"
        }
    }
    while out.hasSuffix("-") { out.removeLast() }
    return out.isEmpty ? "rule" : out
}

/// Identities of findings that survive moving lines and editing the configuration: the rule's stable
/// id, the file and what the finding is about (``ArchCore/Finding/identity``: the dependency, not
/// the message that lists what the rule allows) as `base`, plus the 1-based `occurrence` among
/// findings that share them (in the given order), so two equal findings in one file stay distinct.
func stableKeys(_ findings: [Finding], catalog: RuleCatalog) -> [(base: String, occurrence: Int)] {
    var seen: [String: Int] = [:]
    return findings.map { finding in
        let base = [catalog.entry(for: finding).stableID, finding.location?.file ?? "", finding.identity]
            .joined(separator: "\u{0}")
        let occurrence = (seen[base] ?? 0) + 1
        seen[base] = occurrence
        return (base, occurrence)
    }
}
