import ArchCore

/// One offending line, one finding: when several rules fire at the same location (a domain file
/// importing infrastructure breaks both the layering and the domain's allow-list), the report keeps
/// the most severe finding, earliest rule first, and lists what the others say as notes; the others
/// stay in its `alsoBreaks`, so reports count the place under every rule it breaks.
public enum FindingMerger {
    /// `ruleOrder` is the configured rules' `(kind, name)` pairs in configuration order; findings of
    /// other ids (built-in findings about the repository) are never merged.
    public static func merge(_ findings: [Finding], ruleOrder: [(kind: String, name: String)]) -> [Finding] {
        var rank: [String: Int] = [:]
        for (index, rule) in ruleOrder.enumerated() where rank[key(rule.kind, rule.name)] == nil {
            rank[key(rule.kind, rule.name)] = index
        }
        var merged: [Finding] = []
        var groups: [SourceLocation: [Finding]] = [:]
        for finding in findings {
            guard let location = finding.location, rank[key(finding.ruleID, finding.ruleName)] != nil else {
                merged.append(finding)
                continue
            }
            groups[location, default: []].append(finding)
        }
        for group in groups.values {
            let ordered = group.sorted {
                ($0.severity, rank[key($0.ruleID, $0.ruleName)]!, $0.message)
                    < ($1.severity, rank[key($1.ruleID, $1.ruleName)]!, $1.message)
            }
            var primary = ordered[0]
            for other in ordered.dropFirst() {
                primary.notes.append(
                    Note(message: "also breaks [\(other.ruleID): \(other.ruleName)]: \(other.message)", location: other.location))
            }
            if ordered.count > 1 { primary.alsoBreaks = Array(ordered.dropFirst()) }
            merged.append(primary)
        }
        return merged.sorted()
    }

    private static func key(_ kind: String, _ name: String) -> String { kind + "\u{0}" + name }
}
