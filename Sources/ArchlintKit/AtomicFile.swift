import Foundation
import Workspace

/// Writes files so readers see the old bytes or the new ones, never half, through the one atomic
/// writer, ``Workspace/AtomicWrite``; a failure is an output error of the run.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws(ArchlintError) {
        do {
            try AtomicWrite.write(Array(data), to: path)
        } catch {
            throw .output(error.description)
        }
    }
}
