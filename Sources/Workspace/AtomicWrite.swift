#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArchCore

/// Writes a file whole: to a unique temporary name in the same folder, then `rename`, so a reader
/// (another archlint run, a CI step reading a report) sees the old file or the new one, never a
/// mix. The one writer of archlint: the scan cache, reports, baselines and `archlint init` all
/// write through it (the caches through ``replace(_:by:mode:)``, which never follows a link).
public enum AtomicWrite {
    /// Why a file could not be written, in the C library's words.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Removes the file at `path` (not what a link there leads to); a file already gone is no failure.
    public static func remove(_ path: String) throws(Failure) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw Failure(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Writes `bytes` to `path`; with `creatingFolders`, the folders above it are made first.
    public static func write(_ bytes: [UInt8], to path: String, creatingFolders: Bool = false) throws(Failure) {
        // A device, a pipe or a socket (`--output /dev/null`, `/dev/stdout`, a named pipe) is
        // written in place: renaming a file over it would replace it (as root, /dev/null itself).
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            try writeInPlace(bytes, to: path)
            return
        }
        // A file keeps its permissions, owner and group (a new one gets the umask's and the
        // writer's), and a link stays a link: the file it points to is replaced.
        let existing = stat(path, &info) == 0
        let mode = existing ? info.st_mode & 0o7777 : 0o666 & ~currentUmask()
        let path = resolvedLink(path) ?? path
        let folder = RelativePath.parent(path)
        if creatingFolders, !folder.isEmpty { makeFolders(folder) }
        try writeNew(bytes, over: path, mode: mode, owner: existing ? (info.st_uid, info.st_gid) : nil)
    }

    /// Writes `bytes` to a new file with `mode` at `path`, for files archlint alone writes (its
    /// caches): whatever is there, a link included, is replaced, never written through. Cache
    /// names are predictable, and a link another user planted at one must not make archlint
    /// overwrite the file it points to. With `creatingFolders`, missing folders above it are made,
    /// readable by the writer alone.
    public static func replace(_ path: String, by bytes: [UInt8], mode: mode_t = 0o600, creatingFolders: Bool = false) throws(Failure) {
        let folder = RelativePath.parent(path)
        if creatingFolders, !folder.isEmpty { makeFolders(folder, mode: 0o700) }
        try writeNew(bytes, over: path, mode: mode, owner: nil)
    }

    /// A temporary file beside `path`, written, given `mode` (and `owner`'s ids when they are not
    /// the writer's: a manifest `fix` edits as root stays its owner's), renamed over `path`.
    private static func writeNew(_ bytes: [UInt8], over path: String, mode: mode_t, owner: (uid_t, gid_t)?) throws(Failure) {
        var template = Array((path + ".tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(path: path, reason: errnoText()) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Before the mode: changing the owner clears the set-user-ID and set-group-ID bits.
        if let owner, owner != (geteuid(), getegid()) { _ = fchown(descriptor, owner.0, owner.1) }
        fchmod(descriptor, mode)
        let failure = writeAll(bytes, to: descriptor)
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw Failure(path: path, reason: failure)
        }
        guard rename(temporary, path) == 0 else {
            let reason = errnoText()
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
    }

    /// Where a symbolic link at `path` leads, or nil when `path` is not a link.
    private static func resolvedLink(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        return FileSystem.resolvedPath(path)
    }

    /// The process's umask. Reading it means setting it, so it is set back at once.
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { throw Failure(path: path, reason: errnoText()) }
        defer { close(descriptor) }
        if let failure = writeAll(bytes, to: descriptor) { throw Failure(path: path, reason: failure) }
    }

    /// Writes every byte, retrying after signals; the C library's reason when it cannot.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        return bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let result = Glue.write(descriptor, raw.baseAddress! + written, raw.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errnoText()
                }
                written += result
            }
            return nil
        }
    }

    /// Makes the missing folders of `folder` with `mode` (less the umask).
    public static func makeFolders(_ folder: String, mode: mode_t = 0o755) {
        var current = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            current += "/" + part
            mkdir(current, mode)
        }
    }
}

/// The C library's `write`, under a name that does not clash with `AtomicWrite.write`.
private enum Glue {
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
        #else
        Glibc.write(descriptor, buffer, count)
        #endif
    }
}
