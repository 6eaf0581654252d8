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
