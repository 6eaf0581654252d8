#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Workspace

/// Where archlint keeps its caches, and which build of archlint wrote them.
public enum CacheFolder {
    /// The scan cache file of the folder `root`: `$ARCHLINT_CACHE_DIR`, else `$XDG_CACHE_HOME/archlint`,
    /// else `~/.cache/archlint`, one file per linted folder (named by a hash of its absolute path);
    /// `nil` when none of them is set. The result cache sits beside it (``ResultCache``).
    ///
    /// The folder is made, readable by this user alone, when missing; a folder another user owns,
    /// or one others can write in (`/tmp/archlint` on a shared runner), is not used: they could
    /// plant a link at a cache file's name (the names are predictable) or a cache of their own.
    /// Nor is one this user cannot write in (a read-only work folder).
    /// `warning` is then told why, once per process, and the run goes without the cache.
    public static func scanCache(root: String, version: String, warning: ((String) -> Void)? = nil) -> CacheLocation? {
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
        if let problem = problem(with: folder) {
            if warned.withLock({ let first = !$0; $0 = true; return first }) {
                warning?("not using the cache folder '\(folder)': \(problem); running without the cache")
            }
            return nil
        }
        let absolute = FileSystem.resolved(root)
        let name = String(absolute.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }, radix: 16)
        return CacheLocation(path: folder + "/scan-" + name + ".cache", version: version + " " + executableStamp)
    }

    private static let warned = LockedFlag()

    /// Why `folder` is no place for this user's caches; `nil` when it is (made when missing).
    static func problem(with folder: String) -> String? {
        var info = stat()
        if stat(folder, &info) != 0 {
            guard errno == ENOENT else { return "cannot use it (\(String(cString: strerror(errno))))" }
            AtomicWrite.makeFolders(folder, mode: 0o700)
            guard stat(folder, &info) == 0 else { return "cannot make it (\(String(cString: strerror(errno))))" }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return "it is not a folder" }
        guard info.st_uid == geteuid() else {
            return "it belongs to another user (uid \(info.st_uid)), who could plant links or caches in it"
        }
        guard info.st_mode & 0o022 == 0 else {
            return "others can write in it (mode \(String(info.st_mode & 0o777, radix: 8))), and could plant links or caches in it"
        }
        // A read-only work folder (a build sandbox, a read-only mount): said once, not each save.
        guard access(folder, W_OK) == 0 else { return "cannot write in it (\(String(cString: strerror(errno))))" }
        return nil
    }

    /// The running executable's stamp (size, times, inode), in hex: caches written by another
    /// build of archlint, even one with the same version number, are never trusted.
    public static let executableStamp: String = {
        var bytes: [UInt8]?
        #if os(Linux)
        // The kernel's link to the running executable, which `stat` follows: the same stamp,
        // without setting up Foundation's `Bundle` (a fixed 0.4 ms of every run). Without /proc
        // (a chroot), `Bundle` is asked.
        bytes = WalkedTree.fingerprint(ofFile: "/proc/self/exe")
        #endif
        if bytes == nil, let path = Bundle.main.executablePath { bytes = WalkedTree.fingerprint(ofFile: path) }
        guard let bytes else { return "unknown-executable" }
        return bytes.map { String($0, radix: 16) }.joined()
    }()
}

/// A flag set once, from any thread.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func withLock<T>(_ body: (inout Bool) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
