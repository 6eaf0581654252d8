#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts finished files across threads and reports every `step` of them.
final class ProgressCounter: @unchecked Sendable {
    private let total: Int
    private let report: @Sendable (Int, Int) -> Void
    private let step: Int
    private var done = 0
    private let lock = Lock()

    init(total: Int, step: Int = 256, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        self.step = step
        self.report = report
    }

    func advance() {
        let current = lock.withLock {
            done += 1
            return done
        }
        if current % step == 0 || current == total { report(current, total) }
    }
}

/// A pthread mutex (Foundation's `NSLock` is not imported here).
final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<Value>(_ body: () -> Value) -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
