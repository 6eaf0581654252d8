#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// archlint's own temporary files and folders (`--since`'s copy of a revision, git's error
/// output), in `TMPDIR`: readable by this user alone (the sources of a private repository, on a
/// machine others use), and removed when the run ends, also when it is stopped by SIGINT,
/// SIGTERM (a cancelled CI job) or SIGHUP (a closed terminal): they are removed, then the signal
/// ends the run as it would have (exit status 130, 143 or 129 for a shell).
public enum Scratch {
    /// A new folder `TMPDIR/<prefix>XXXXXX` with mode 0700 (`mkdtemp`), removed on SIGINT,
    /// SIGTERM and SIGHUP until ``remove(_:)`` removes it.
    public static func folder(prefix: String) throws(GitError) -> String {
        var template = Array((temporaryFolder + "/" + prefix + "XXXXXX").utf8CString)
        let made = registry.make {
            template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) } != nil ? path(of: template) : nil
        }
        guard let made else {
            throw GitError("cannot make a temporary folder in '\(temporaryFolder)': \(String(cString: strerror(errno)))")
        }
        return made
    }

    /// A new empty file `TMPDIR/<prefix>XXXXXX` with mode 0600 (`mkstemp`), removed like a folder.
    static func file(prefix: String) throws(GitError) -> String {
        var template = Array((temporaryFolder + "/" + prefix + "XXXXXX").utf8CString)
        let made = registry.make { () -> String? in
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { return nil }
            close(descriptor)
            return path(of: template)
        }
        guard let made else {
            throw GitError("cannot make a temporary file in '\(temporaryFolder)': \(String(cString: strerror(errno)))")
        }
        return made
    }

    /// Whether a signal is stopping the run: whoever fills a place stops writing, so that the
    /// place can be removed (found under load: a writer still adding files to a folder of 4,000
    /// outlasted the removal's attempts, and the folder stayed).
    public static var isStopping: Bool { registry.isStopping }

    /// Removes a file or folder ``folder(prefix:)`` or ``file(prefix:)`` made.
    public static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
        registry.forget(path)
    }

    private static var temporaryFolder: String {
        let path = FileManager.default.temporaryDirectory.path
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    private static func path(of template: [CChar]) -> String {
        String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static let registry = Registry()

    /// The places to remove when the run is stopped, and the signal handlers that do it.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: Set<String> = []
        private var handling = false
        private var stopping = false

        var isStopping: Bool {
            lock.lock()
            defer { lock.unlock() }
            return stopping
        }

        /// Makes a place with `create` and registers it in one step under the lock, the signal
        /// handlers installed first: a stop that comes while it is being made is handled once it
        /// is registered (the stopping thread waits for the lock), so no place is ever left
        /// (found under load: a SIGINT between `mkdtemp` and the registration left the folder).
        func make(_ create: () -> String?) -> String? {
            lock.lock()
            defer { lock.unlock() }
            if !handling { handling = Self.handleStops(by: self) }
            // Nothing new once a signal is stopping the run (it would not be removed).
            guard !stopping, let path = create() else { return nil }
            paths.insert(path)
            return path
        }

        func forget(_ path: String) {
            lock.lock()
            defer { lock.unlock() }
            paths.remove(path)
        }

        func removeAll() {
            lock.lock()
            stopping = true
            let places = paths
            lock.unlock()
            // A folder being filled may gain an entry while it is removed, until its writer sees
            // `stopping` (one write at most): try again, for up to two seconds.
            for path in places {
                var attempts = 0
                while attempts < 200, FileManager.default.fileExists(atPath: path) {
                    try? FileManager.default.removeItem(atPath: path)
                    attempts += 1
                    if FileManager.default.fileExists(atPath: path) { usleep(10_000) }
                }
            }
        }

        /// Catches SIGINT, SIGTERM and SIGHUP (a closed terminal; not one the process was started
        /// ignoring, as by `nohup`):
        /// the handler only writes the signal's number to a pipe (removing a tree is not safe in
        /// a signal handler); a thread of its own reads it, removes every place, and lets the
        /// signal end the process as it would have.
        private static func handleStops(by registry: Registry) -> Bool {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return false }
            // Not inherited by git.
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            stopPipe = ends[1]
            let handler: @convention(c) (Int32) -> Void = { signal in
                var number = UInt8(truncatingIfNeeded: signal)
                _ = write(stopPipe, &number, 1)
            }
            for signal in [SIGINT, SIGTERM, SIGHUP] {
                let previous = Glue.signal(signal, handler)
                if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { _ = Glue.signal(signal, SIG_IGN) }
            }
            let reading = ends[0]
            Thread.detachNewThread {
                var number: UInt8 = 0
                while read(reading, &number, 1) != 1 {}
                let signal = Int32(number)
                registry.removeAll()
                _ = Glue.signal(signal, SIG_DFL)
                var set = sigset_t()
                sigemptyset(&set)
                sigaddset(&set, signal)
                pthread_sigmask(SIG_UNBLOCK, &set, nil)
                raise(signal)
                _exit(128 + signal)
            }
            return true
        }
    }
}

/// Where the signal handler writes: set once, before the handler is installed.
nonisolated(unsafe) private var stopPipe: Int32 = -1

#if canImport(Darwin)
private typealias SignalHandler = sig_t
#else
private typealias SignalHandler = __sighandler_t
#endif

/// The C library's `signal`, under a name that does not clash with the handler's parameter.
private enum Glue {
    static func signal(_ number: Int32, _ handler: SignalHandler?) -> SignalHandler? {
        #if canImport(Glibc)
        Glibc.signal(number, handler)
        #elseif canImport(Musl)
        Musl.signal(number, handler)
        #else
        Darwin.signal(number, handler)
        #endif
    }
}
