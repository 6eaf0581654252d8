import ArchCore
import Gates

extension Archlint {
    /// Applies the tree's inline suppressions, kept by the read (`Graph.markedComments`), to its findings.
    static func suppress(_ findings: [Finding], graph: Graph, today: CalendarDay) -> SuppressionResult {
        let found = SuppressionScanner.scan(graph.markedComments)
        var result = Suppression.apply(found.suppressions, to: findings, today: today)
        result.findings += found.invalid
        return result
    }
}
