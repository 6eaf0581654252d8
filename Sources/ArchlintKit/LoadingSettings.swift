import Foundation
import Workspace

/// How a run reads the repository, beyond what the configuration says: the scan cache and the
/// progress line.
public struct LoadingSettings: Sendable {
    /// Keep scanned imports between runs (`--no-cache` turns it off).
    public var usesCache: Bool
    /// Told how many files have been read, for a progress line.
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    public init(usesCache: Bool = true, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) {
        self.usesCache = usesCache
        self.progress = progress
    }

    /// No cache, no progress: for trees archlint makes itself (`--since`) and for tests.
    public static let none = LoadingSettings(usesCache: false)

    /// The cache file of the folder `root`: `$ARCHLINT_CACHE_DIR`, else `$XDG_CACHE_HOME/archlint`,
    /// else `~/.cache/archlint`, one file per linted folder (named by a hash of its absolute path).
    func cacheLocation(root: String, version: String) -> CacheLocation? {
        guard usesCache else { return nil }
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
        return CacheLocation(path: folder + "/scan-" + name + ".cache", version: version + " " + Self.executableStamp)
    }

    /// The running executable's stamp (size, times, inode), in hex: caches written by another
    /// build of archlint, even one with the same version number, are never trusted.
    static let executableStamp: String = {
        guard let path = Bundle.main.executablePath, let bytes = WalkedTree.fingerprint(ofFile: path) else {
            return "unknown-executable"
        }
        return bytes.map { String($0, radix: 16) }.joined()
    }()
}
