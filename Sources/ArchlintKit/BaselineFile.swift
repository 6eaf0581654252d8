import Foundation

/// Reading and writing baseline files: the IO around the pure `Baseline`.
enum BaselineFile {
    /// Where `archlint baseline write` puts the baseline when no `--output` is given.
    static func defaultPath(root: String) -> String {
        root == "." ? ".archlint-baseline.json" : root + "/.archlint-baseline.json"
    }

    /// The baseline at `path`; a missing, unreadable or corrupt file is an error naming the path.
    static func read(_ path: String) throws(ArchlintError) -> Baseline {
        guard FileManager.default.fileExists(atPath: path) else {
            throw .output("baseline '\(path)' does not exist (write one with 'archlint baseline write')")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .output("cannot read baseline '\(path)': \(error.localizedDescription)")
        }
        do {
            return try Baseline.decode(data)
        } catch {
            throw .output("baseline '\(path)' is corrupt: \(error.description)")
        }
    }

    static func write(_ baseline: Baseline, to path: String) throws(ArchlintError) {
        try AtomicFile.write(baseline.encoded(), to: path)
    }
}
