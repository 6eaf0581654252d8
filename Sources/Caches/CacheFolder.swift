import Foundation
import Workspace

/// Where archlint keeps its caches, and which build of archlint wrote them.
public enum CacheFolder {
    /// The scan cache file of the folder `root`: `$ARCHLINT_CACHE_DIR`, else `$XDG_CACHE_HOME/archlint`,
    /// else `~/.cache/archlint`, one file per linted folder (named by a hash of its absolute path);
    /// `nil` when none of them is set. The result cache sits beside it (``ResultCache``).
    public static func scanCache(root: String, version: String) -> CacheLocation? {
        // getenv, not ProcessInfo's environment, which copies every variable into a dictionary.
        func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        let folder: String
        if let explicit = environment("ARCHLINT_CACHE_DIR"), !explicit.isEmpty {
            folder = explicit
        } else if let xdg = environment("XDG_CACHE_HOME"), xdg.hasPrefix("/") {
            folder = xdg + "/archlint"
        } else if let home = environment("HOME"), home.hasPrefix("/") {
            folder = home + "/.cache/archlint"
        } else {
            return nil
        }
        let absolute = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
        let name = String(absolute.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }, radix: 16)
        return CacheLocation(path: folder + "/scan-" + name + ".cache", version: version + " " + executableStamp)
    }

    /// The running executable's stamp (size, times, inode), in hex: caches written by another
    /// build of archlint, even one with the same version number, are never trusted.
    public static let executableStamp: String = {
        guard let path = Bundle.main.executablePath, let bytes = WalkedTree.fingerprint(ofFile: path) else {
            return "unknown-executable"
        }
        return bytes.map { String($0, radix: 16) }.joined()
    }()
}
