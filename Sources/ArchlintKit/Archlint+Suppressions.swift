import ArchCore
import GateFiles
import Gates

extension Archlint {
    /// Applies the tree's inline suppressions to its findings.
    static func suppress(_ findings: [Finding], root: String, graph: Graph, today: CalendarDay) -> SuppressionResult {
        let found = SuppressionFiles.scan(root: root, graph: graph)
        var result = Suppression.apply(found.suppressions, to: findings, today: today)
        result.findings += found.invalid
        return result
    }
}
