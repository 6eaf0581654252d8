import Workspace

/// Writes files so readers see the old bytes or the new ones, never half, through the one atomic
/// writer, ``Workspace/AtomicWrite``; a failure is an output error of the run.
public enum AtomicFile {
    public static func write<Bytes: Sequence>(_ bytes: Bytes, to path: String) throws(ArchlintError) where Bytes.Element == UInt8 {
        do {
            try AtomicWrite.write(Array(bytes), to: path)
        } catch {
            throw .output(error.description)
        }
    }
}

/// `--stamp FILE`: the output a build system waits for. A run without error findings writes it (a
/// Swift comment, so a build that compiles it into the target gains nothing); a failing run removes
/// it, so the next build runs archlint again even when no input changed, and shows the errors.
public enum StampFile {
    public static func update(_ path: String, passed: Bool, target: String?) throws(ArchlintError) {
        if passed {
            let subject = target.map { "target '\($0)'" } ?? "this run"
            try AtomicFile.write(Array("// archlint checked \(subject): no error findings.\n".utf8), to: path)
            return
        }
        do {
            try AtomicWrite.remove(path)
        } catch {
            throw .output("cannot remove the stamp '\(path)': \(error.reason)")
        }
    }
}
