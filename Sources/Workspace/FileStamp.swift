#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of a file, enough to tell that it has not changed since it was last read
/// without reading it again (as git's index does): size, modification and status-change times to
/// the nanosecond, inode and device. Editing, replacing, `touch`, `git checkout` and `chmod`
/// all change at least one of them.
struct FileStamp: Hashable, Sendable {
    var size: Int64
    var modified: Time
    var changed: Time
    var inode: UInt64
    var device: UInt64

    init(size: Int64, modified: Time, changed: Time, inode: UInt64, device: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.device = device
    }

    /// Seconds and nanoseconds since the epoch.
    struct Time: Hashable, Comparable, Sendable {
        var seconds: Int64
        var nanoseconds: Int64

        static func < (lhs: Time, rhs: Time) -> Bool {
            (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
        }

        /// The wall clock now.
        static func now() -> Time {
            var spec = timespec()
            clock_gettime(CLOCK_REALTIME, &spec)
            return Time(seconds: Int64(spec.tv_sec), nanoseconds: Int64(spec.tv_nsec))
        }

        func minus(seconds delta: Int64) -> Time {
            Time(seconds: seconds - delta, nanoseconds: nanoseconds)
        }
    }

    /// The stamp of the file at `path` (following symbolic links, as reading it does); `nil` when it
    /// cannot be stat'ed.
    static func of(path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    /// The stamp of the file `name` in the open folder `descriptor` (following symbolic links).
    static func of(_ name: String, in descriptor: Int32) -> FileStamp? {
        var info = stat()
        guard fstatat(descriptor, name, &info, 0) == 0 else { return nil }
        return FileStamp(info)
    }

    private init(_ info: stat) {
        #if canImport(Darwin)
        let modified = Time(seconds: Int64(info.st_mtimespec.tv_sec), nanoseconds: Int64(info.st_mtimespec.tv_nsec))
        let changed = Time(seconds: Int64(info.st_ctimespec.tv_sec), nanoseconds: Int64(info.st_ctimespec.tv_nsec))
        #else
        let modified = Time(seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
        let changed = Time(seconds: Int64(info.st_ctim.tv_sec), nanoseconds: Int64(info.st_ctim.tv_nsec))
        #endif
        self.init(
            size: Int64(info.st_size), modified: modified, changed: changed, inode: UInt64(info.st_ino),
            device: UInt64(info.st_dev))
    }

    /// Whether a file with this stamp was certainly complete when a run that started at `start` read
    /// it. File system clocks are coarse (a write right after `start` can be stamped a little
    /// before it), so a file changed within `margin` seconds before the run is "racily clean" and
    /// is trusted only after its content hash is checked.
    func settled(before start: Time, margin: Int64 = 2) -> Bool {
        let limit = start.minus(seconds: margin)
        return modified < limit && changed < limit
    }
}
