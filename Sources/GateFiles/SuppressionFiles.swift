import ArchCore
import Foundation
import Gates

/// The IO edge of inline suppressions: reads again the files the loader flagged for mentioning the
/// marker and scans them (``Gates/SuppressionScanner``); the scanning and applying are pure.
public enum SuppressionFiles {
    /// The suppressions in `graph`'s flagged files under `root`, and a `suppression_invalid` error
    /// for each malformed one.
    public static func scan(root: String, graph: Graph) -> (suppressions: [Suppression], invalid: [Finding]) {
        var suppressions: [Suppression] = []
        var invalid: [Finding] = []
        for path in graph.flaggedFiles {
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
}
