#if canImport(Glibc)
import Glibc
#endif
// TEMPORARY profiling aid; not to be committed.
public enum PhaseTimer {
    nonisolated(unsafe) static var last: timespec = { var t = timespec(); clock_gettime(CLOCK_MONOTONIC, &t); return t }()
    static let on = getenv("ARCHLINT_PHASES") != nil
    public static func mark(_ name: String) {
        guard on else { return }
        var now = timespec(); clock_gettime(CLOCK_MONOTONIC, &now)
        let ms = Double(now.tv_sec - last.tv_sec) * 1000 + Double(now.tv_nsec - last.tv_nsec) / 1e6
        let line = "phase \(name): \(ms) ms\n"; _ = line.withCString { write(2, $0, strlen($0)) }
        last = now
    }
}
