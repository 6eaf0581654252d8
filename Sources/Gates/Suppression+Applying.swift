import ArchCore

/// What inline suppressions did to one run's findings.
public struct SuppressionResult: Hashable, Sendable {
    /// The findings no suppression silenced, then the suppressions' own findings (expired, unused).
    public var findings: [Finding]
    /// How many findings were silenced.
    public var suppressed: Int
}

extension Suppression {
    /// Silences each finding that an unexpired suppression matches; reports each expired suppression
    /// (`suppression_expired`, warning) and each unexpired one that silenced nothing
    /// (`suppression_unused`, warning). A suppression of a finding that says archlint could not read
    /// something silences nothing and is `suppression_invalid` (error): what was not read may hide
    /// anything added after it. `today` is passed in, so this is pure.
    public static func apply(_ suppressions: [Suppression], to findings: [Finding], today: CalendarDay) -> SuppressionResult {
        let refused = suppressions.filter { Finding.unreadRuleIDs.contains($0.rule) }.map { suppression in
            Finding(
                ruleID: invalidRuleID, severity: .error,
                message: "this suppression does not apply: '\(suppression.rule)' cannot be suppressed, since what archlint "
                    + "could not read may hide anything added after it: fix the file, or leave it out with 'exclude:'",
                location: suppression.location)
        }
        let suppressions = suppressions.filter { !Finding.unreadRuleIDs.contains($0.rule) }
        let active = suppressions.filter { !$0.isExpired(on: today) }
        var used = Set<Int>()
        var kept: [Finding] = []
        for finding in findings {
            let matching = active.indices.filter { active[$0].matches(finding) }
            if matching.isEmpty { kept.append(finding) } else { used.formUnion(matching) }
        }
        let expired = suppressions.filter { $0.isExpired(on: today) }.map { suppression in
            Finding(
                ruleID: expiredRuleID, severity: .warning,
                message: "this suppression of '\(suppression.rule)' expired on \(suppression.until.map(\.description) ?? "?") "
                    + "and no longer applies: fix what it hides, or set a later 'until:'",
                location: suppression.location)
        }
        let unused = active.indices.filter { !used.contains($0) }.map { index in
            let suppression = active[index]
            let place = suppression.targetLine.map { "line \($0)" } ?? "the next line (it is blank or the end of the file)"
            return Finding(
                ruleID: unusedRuleID, severity: .warning,
                message: "this suppression of '\(suppression.rule)' silences nothing: no '\(suppression.rule)' finding "
                    + "on \(place); remove it",
                location: suppression.location)
        }
        return SuppressionResult(findings: kept + expired + unused + refused, suppressed: findings.count - kept.count)
    }
}
