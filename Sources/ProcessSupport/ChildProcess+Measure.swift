#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A finished child process: how it ended, how long it took, how much memory it peaked at.
public struct ChildResult: Sendable {
    public var exitCode: Int32
    public var wall: Duration
    /// User plus system time: less sensitive than wall time to other load on the machine.
    public var cpu: Duration
    public var peakBytes: Int
}

extension ChildProcess {
    /// Runs `arguments` with stdout and stderr sent to files, and measures it. `posix_spawnp` and
    /// `wait4` hand back that very child's resource usage (Foundation's `Process` does not expose
    /// peak memory). Stdout goes to a real file, never `/dev/null`: GNU grep notices `/dev/null`
    /// and stops at the first match, which would make the floor meaninglessly low. `environment`
    /// entries are set in the child's environment (this process's, with those replaced or added).
    public static func measure(
        _ arguments: [String], stdout: String, stderr: String, environment: [String: String] = [:]
    ) throws(Failure) -> ChildResult {
        var actions = fileActions(stdout: stdout, stderr: stderr)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.isEmpty ? [] : childEnvironment(environment).map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var pid = pid_t()
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = envp.isEmpty
            ? posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
            : posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw Failure("cannot run '\(arguments[0])': \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw Failure("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let wall = clock.now - start
        return ChildResult(exitCode: exitCode(status), wall: wall, cpu: cpuTime(usage), peakBytes: peakBytes(usage))
    }

    /// This process's environment as `NAME=value` entries, with `replacing`'s names set to its values.
    private static func childEnvironment(_ replacing: [String: String]) -> [String] {
        var entries: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
            if replacing[name] == nil { entries.append(text) }
            pointer += 1
        }
        return entries + replacing.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    #if canImport(Darwin)
    private typealias Actions = posix_spawn_file_actions_t?
    #else
    private typealias Actions = posix_spawn_file_actions_t
    #endif

    private static func fileActions(stdout: String, stderr: String) -> Actions {
        #if canImport(Darwin)
        var actions: Actions = nil
        #else
        var actions = Actions()
        #endif
        posix_spawn_file_actions_init(&actions)
        let flags = O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, 1, stdout, flags, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, flags, 0o644)
        return actions
    }

    /// The exit code, or 128 + the signal number for a process killed by a signal (as shells say).
    private static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    private static func cpuTime(_ usage: rusage) -> Duration {
        let seconds = Int64(usage.ru_utime.tv_sec) + Int64(usage.ru_stime.tv_sec)
        let micros = Int64(usage.ru_utime.tv_usec) + Int64(usage.ru_stime.tv_usec)
        return .seconds(seconds) + .microseconds(micros)
    }

    private static func peakBytes(_ usage: rusage) -> Int {
        #if canImport(Darwin)
        Int(usage.ru_maxrss)  // bytes on macOS
        #else
        Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
    }
}
