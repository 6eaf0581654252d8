#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores; results keep the input order.
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let input = self
        // Chunks amortise the hand-out over many small files.
        let chunk = Swift.max(1, count / 64)
        let chunks = (count + chunk - 1) / chunk
        // The results go straight into the array's own storage: a buffer moved into the array
        // afterwards cost one more pass over every result, on one thread, in fresh pages (about
        // 5% of a run over 100,000 files answered from the scan cache).
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            nonisolated(unsafe) let output = buffer
            LargeStack.concurrentPerform(iterations: chunks) { index in
                let start = index * chunk
                for position in start..<Swift.min(start + chunk, input.count) {
                    (output.baseAddress! + position).initialize(to: transform(input[position]))
                }
            }
            // Every slot was initialized exactly once above (`transform` cannot throw).
            initialized = count
        }
    }
}

/// Threads whose stacks are large enough for what swift-syntax does on hostile input. Its parser
/// recurses once per link of some chains its nesting limit does not count (`() -> () -> ...`,
/// `A<A<A<...`, `try try ...`, `a ? a ? ...`, `else if` chains), and its tree and archlint's
/// readers once per level of a tree that postfix chains make as deep as they are long: on the 8 MiB
/// stacks of the main thread and of Dispatch's workers, 3,000 links of a function type (18 KB of
/// text) were a crash. Every file is read on one of these; the bounds of `SwiftLexing.ParseBounds`
/// keep what a file may ask of them well inside.
public enum LargeStack {
    /// Address space, not memory: a thread touches only the pages its calls reach.
    public static let size = 512 << 20

    /// Runs `body` for every index in `0..<iterations` on the pool's large-stack threads (one per
    /// processor, started once and kept, so their malloc arenas are reused as Dispatch's workers'
    /// are), and returns when all have run. A caller that is itself on a large stack (a pool thread,
    /// or one `run` started) takes iterations too, so nested calls always make progress.
    public static func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        guard iterations > 0 else { return }
        withoutActuallyEscaping(body) { body in
            let work = SharedWork(count: iterations, body: body)
            let callerTakes = isLargeStackThread
            let helpers = Swift.min(WorkerPool.shared.size, iterations - (callerTakes ? 1 : 0))
            if helpers > 0 { WorkerPool.shared.submit(work, copies: helpers) }
            if callerTakes { work.runAll() }
            work.waitUntilDone()
        }
    }

    /// Runs `body` on a new large-stack thread of its own and returns its result: for work that
    /// overlaps with the pool's (Xcode projects are read while the Swift files are).
    public static func run<Value: Sendable>(_ body: @Sendable () -> Value) -> Value {
        nonisolated(unsafe) var result: Value?
        withoutActuallyEscaping({ result = body() }) { body in
            let box = Unmanaged.passRetained(Task(body)).toOpaque()
            let thread = startThread(box) { box in Unmanaged<Task>.fromOpaque(box).takeRetainedValue().body() }
            pthread_join(thread, nil)
        }
        return result!
    }

    /// Whether the current thread is one of archlint's large-stack threads.
    static var isLargeStackThread: Bool { pthread_getspecific(largeStackKey) != nil }

    private static let largeStackKey: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "cannot create a thread-specific key")
        return key
    }()

    private final class Task: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Starts a large-stack thread that marks itself as one and runs `main(context)`.
    static func startThread(_ context: UnsafeMutableRawPointer, _ main: @escaping @convention(c) (UnsafeMutableRawPointer) -> Void) -> pthread_t {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        let start = Unmanaged.passRetained(ThreadStart(main: main, context: context)).toOpaque()
        _ = largeStackKey
        #if canImport(Darwin)
        var thread: pthread_t?
        let created = pthread_create(&thread, &attributes, { start in
            Unmanaged<ThreadStart>.fromOpaque(start).takeRetainedValue().begin()
            return nil
        }, start)
        precondition(created == 0 && thread != nil, "cannot start a thread: error \(created)")
        return thread!
        #else
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { start in
            Unmanaged<ThreadStart>.fromOpaque(start!).takeRetainedValue().begin()
            return nil
        }, start)
        precondition(created == 0, "cannot start a thread: error \(created)")
        return thread
        #endif
    }

    private final class ThreadStart {
        let main: @convention(c) (UnsafeMutableRawPointer) -> Void
        let context: UnsafeMutableRawPointer
        init(main: @escaping @convention(c) (UnsafeMutableRawPointer) -> Void, context: UnsafeMutableRawPointer) {
            self.main = main
            self.context = context
        }

        func begin() {
            pthread_setspecific(LargeStack.largeStackKey, UnsafeRawPointer(bitPattern: 1))
            main(context)
        }
    }
}

/// One large-stack thread per processor, started on first use and kept for the process's life:
/// each takes the next piece of shared work submitted and runs it to its end.
private final class WorkerPool: @unchecked Sendable {
    static let shared = WorkerPool()

    let size = Swift.max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let ready = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var queue: [SharedWork] = []

    private init() {
        pthread_mutex_init(lock, nil)
        pthread_cond_init(ready, nil)
        for _ in 0..<size {
            let thread = LargeStack.startThread(Unmanaged.passUnretained(self).toOpaque()) { pool in
                Unmanaged<WorkerPool>.fromOpaque(pool).takeUnretainedValue().serve()
            }
            pthread_detach(thread)
        }
    }

    /// Hands `work` to `copies` threads of the pool (each runs it until nothing is left).
    func submit(_ work: SharedWork, copies: Int) {
        pthread_mutex_lock(lock)
        for _ in 0..<copies { queue.append(work) }
        pthread_cond_broadcast(ready)
        pthread_mutex_unlock(lock)
    }

    private func serve() -> Never {
        while true {
            pthread_mutex_lock(lock)
            while queue.isEmpty { pthread_cond_wait(ready, lock) }
            let work = queue.removeFirst()
            pthread_mutex_unlock(lock)
            work.runAll()
        }
    }
}

/// The iterations of one `concurrentPerform`, handed out once each to whichever thread asks, and
/// waited for.
private final class SharedWork: @unchecked Sendable {
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let finished = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var next = 0
    private var done = 0
    private let count: Int
    /// Let go of once every iteration has run: copies of this work may still wait in the pool's
    /// queue, and the body must not outlive the call that lent it.
    private var body: ((Int) -> Void)?

    init(count: Int, body: @escaping (Int) -> Void) {
        self.count = count
        self.body = body
        pthread_mutex_init(lock, nil)
        pthread_cond_init(finished, nil)
    }

    deinit {
        pthread_cond_destroy(finished)
        pthread_mutex_destroy(lock)
        finished.deallocate()
        lock.deallocate()
    }

    func runAll() {
        // The body is let go of before the iteration counts as done (see `body`).
        while runOne() {
            pthread_mutex_lock(lock)
            done += 1
            if done == count { pthread_cond_broadcast(finished) }
            pthread_mutex_unlock(lock)
        }
    }

    private func runOne() -> Bool {
        guard let (index, body) = take() else { return false }
        body(index)
        return true
    }

    func waitUntilDone() {
        pthread_mutex_lock(lock)
        while done < count { pthread_cond_wait(finished, lock) }
        body = nil
        pthread_mutex_unlock(lock)
    }

    private func take() -> (Int, (Int) -> Void)? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard next < count, let body else { return nil }
        next += 1
        return (next - 1, body)
    }
}

/// Lets go of `value` on another thread: large structures a run built are freed while the run
/// goes on (freeing the graph of 100k files takes tens of milliseconds). The caller must hold no
/// other reference to what `value` holds (pass it with `consume`), or the last release, and the
/// freeing, may still happen on the caller's thread.
public func releaseInBackground<T: Sendable>(_ value: consuming T) {
    let box = Unmanaged.passRetained(Releasable(consume value))
    DispatchQueue.global(qos: .utility).async { box.release() }
}

private final class Releasable<T: Sendable>: @unchecked Sendable {
    let value: T
    init(_ value: consuming T) { self.value = value }
}

/// Work started on another thread now, whose result is waited for later: a step that overlaps
/// with the next (Xcode projects are read while the Swift files are).
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    private var result: Value?

    /// The work runs on a large-stack thread (it may parse Swift: Tuist's `Project.swift`).
    public init(_ work: @escaping @Sendable () -> Value) {
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = LargeStack.run(work)
            self.group.leave()
        }
    }

    /// The result, once the work is done.
    public func value() -> Value {
        group.wait()
        return result!
    }
}
