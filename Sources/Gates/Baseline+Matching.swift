import ArchCore

/// What a baseline did to one run's findings.
public struct BaselineMatch: Hashable, Sendable {
    /// The findings the baseline does not hide, in their order.
    public var kept: [Finding]
    /// How many findings it hid.
    public var hidden: Int
    /// Entries with room left over: `count` is how many findings they expected and did not get.
    public var stale: [Baseline.Entry]
    /// The baseline without the left-over room: what `--baseline-prune` writes.
    public var pruned: Baseline
}

extension Baseline {
    /// Hides each finding whose key has room left in the baseline: an entry with count N hides at most
    /// N findings, so a second copy of an accepted violation is still reported. An entry of a finding
    /// that says archlint could not read something (an older archlint recorded it, or a hand) hides
    /// nothing and is stale.
    public func match(_ findings: [Finding]) -> BaselineMatch {
        let allowance = counts
        let (kept, absorbed) = findings.subtracting(allowance)
        let stale = allowance.compactMap { key, count in
            count > absorbed[key, default: 0] ? Entry(key: key, count: count - absorbed[key, default: 0]) : nil
        }.sorted { $0.key < $1.key }
        return BaselineMatch(
            kept: kept, hidden: absorbed.values.reduce(0, +), stale: stale, pruned: Baseline(counts: absorbed))
    }
}

extension BaselineMatch {
    /// One `baseline_stale` warning per stale entry, located at the baseline file (`file`, as the
    /// report shows it), naming the entry.
    public func staleFindings(baselineFile file: String) -> [Finding] {
        stale.map { entry in
            let named = "[\(Self.ruleLabel(entry))] \(entry.file.isEmpty ? "" : entry.file + ": ")\(entry.message)"
            let times = entry.count == 1 ? "" : " (\(entry.count) more than found)"
            let message = entry.key.saysUnread
                ? "baseline entry not applied: what archlint could not read is never baselined, since it may hide anything "
                    + "added after it: \(named); fix or exclude the file, and run with --baseline-prune to remove the entry"
                : "baseline entry matches nothing\(times): \(named); "
                    + "it was fixed, or moved to another file: run with --baseline-prune to remove it"
            return Finding(
                ruleID: BaselineMatch.staleRuleID, severity: .warning, message: message,
                location: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// The id of the finding about a stale baseline entry.
    public static let staleRuleID = "baseline_stale"

    private static func ruleLabel(_ entry: Baseline.Entry) -> String {
        entry.name == entry.rule ? entry.rule : "\(entry.rule): \(entry.name)"
    }
}
