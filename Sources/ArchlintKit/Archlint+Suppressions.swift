import ArchCore
import Foundation

extension Archlint {
    /// Reads every Swift file and manifest of the graph, and scans those that mention the marker for
    /// suppression comments. The IO edge of inline suppressions; the scanning and applying are pure.
    static func suppressions(root: String, graph: Graph) -> (suppressions: [Suppression], invalid: [Finding]) {
        let paths = Set(graph.files.map(\.path) + graph.manifests.map(\.location.file)).sorted()
        var suppressions: [Suppression] = []
        var invalid: [Finding] = []
        for path in paths {
            // Unreadable files were already reported by the workspace loader.
            guard let data = FileManager.default.contents(atPath: root == "." ? path : root + "/" + path) else { continue }
            let bytes = [UInt8](data)
            guard SuppressionScanner.mentionsMarker(bytes) else { continue }
            let scanned = SuppressionScanner.scan(file: path, bytes: bytes)
            suppressions += scanned.suppressions
            invalid += scanned.invalid
        }
        return (suppressions, invalid)
    }

    /// Applies the tree's inline suppressions to its findings.
    static func suppress(_ findings: [Finding], root: String, graph: Graph, today: CalendarDay) -> SuppressionResult {
        let found = suppressions(root: root, graph: graph)
        var result = Suppression.apply(found.suppressions, to: findings, today: today)
        result.findings += found.invalid
        return result
    }
}
