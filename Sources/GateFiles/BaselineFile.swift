import Foundation
import Gates
import Workspace

/// Reading and writing baseline files: the IO around the pure `Baseline`.
public enum BaselineFile {
    /// Where `archlint baseline write` puts the baseline when no `--output` is given.
    public static func defaultPath(root: String) -> String {
        root == "." ? ".archlint-baseline.json" : root + "/.archlint-baseline.json"
    }

    /// The baseline at `path`; a missing, unreadable or corrupt file is an error naming the path.
    public static func read(_ path: String) throws(GateFileError) -> Baseline {
        guard FileManager.default.fileExists(atPath: path) else {
            throw GateFileError("baseline '\(path)' does not exist (write one with 'archlint baseline write')")
        }
        // Not Foundation's `Data(contentsOf:)`: it read `/dev/zero` until memory ran out, and
        // said "You don't have permission" of `/dev/null` and of a folder.
        let data: Data
        do {
            data = Data(try FileSystem.contents(atPath: path))
        } catch {
            throw GateFileError("cannot read baseline '\(path)': \(error.description)")
        }
        do {
            return try Baseline.decode(data)
        } catch {
            throw GateFileError("baseline '\(path)' is corrupt: \(error.description)")
        }
    }

    /// Writes `baseline` atomically, through the one atomic writer.
    public static func write(_ baseline: Baseline, to path: String) throws(GateFileError) {
        do {
            try AtomicWrite.write(Array(baseline.encoded()), to: path)
        } catch {
            throw GateFileError(error.description)
        }
    }
}

/// A gate's file cannot be read or written; the message names it.
public struct GateFileError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
