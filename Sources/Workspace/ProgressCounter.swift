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
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init(total: Int, step: Int = 256, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        self.step = step
        self.report = report
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func advance() {
        pthread_mutex_lock(mutex)
        done += 1
        let current = done
        pthread_mutex_unlock(mutex)
        if current % step == 0 || current == total { report(current, total) }
    }
}
