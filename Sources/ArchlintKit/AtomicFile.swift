import Foundation

/// Writes files so readers see the old bytes or the new ones, never half: Foundation's `.atomic`
/// writes a temporary file in the same folder and renames it over the target. Reports, baselines
/// and `archlint init` all write through it.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws(ArchlintError) {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .output("cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
