#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes files so readers see the old bytes or the new ones, never half: a temporary file in the
/// same folder (so the rename cannot cross file systems), then `rename(2)` over the target.
enum AtomicFile {
    static func write(_ data: Data, to path: String) throws(ArchlintError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw .output("cannot write '\(path)': \(error.localizedDescription)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .output("cannot write '\(path)': \(reason)")
        }
    }
}
