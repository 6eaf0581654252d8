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
        let results = UnsafeMutableBufferPointer<Result>.allocate(capacity: count)
        defer { results.deallocate() }
        nonisolated(unsafe) let output = results
        let input = self
        // Chunks amortise the hand-out over many small files.
        let chunk = Swift.max(1, count / 64)
        let chunks = (count + chunk - 1) / chunk
        LargeStack.concurrentPerform(iterations: chunks) { index in
            let start = index * chunk
            for position in start..<Swift.min(start + chunk, input.count) {
                (output.baseAddress! + position).initialize(to: transform(input[position]))
            }
        }
        // Every slot was initialized exactly once above; move them out instead of copying.
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: results.baseAddress!, count: count)
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

    /// Runs `body` for every index in `0..<iterations` on as many large-stack threads as there are
    /// processors (at most one per iteration), and returns when all have run.
    public static func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        guard iterations > 0 else { return }
        let threads = Swift.min(iterations, Swift.max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        withoutActuallyEscaping(body) { body in
            let work = SharedWork(count: iterations, body: body)
            let started = (0..<threads).map { _ in startThread(running: work) }
            for thread in started { pthread_join(thread, nil) }
        }
    }

    /// Runs `body` on one large-stack thread and returns its result.
    public static func run<Value: Sendable>(_ body: @Sendable () -> Value) -> Value {
        nonisolated(unsafe) var result: Value?
        concurrentPerform(iterations: 1) { _ in result = body() }
        return result!
    }

    private static func startThread(running work: SharedWork) -> pthread_t {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        let context = Unmanaged.passRetained(work).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        let created = pthread_create(&thread, &attributes, { context in
            Unmanaged<SharedWork>.fromOpaque(context).takeRetainedValue().runAll()
            return nil
        }, context)
        precondition(created == 0 && thread != nil, "cannot start a thread: error \(created)")
        return thread!
        #else
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { context in
            Unmanaged<SharedWork>.fromOpaque(context!).takeRetainedValue().runAll()
            return nil
        }, context)
        precondition(created == 0, "cannot start a thread: error \(created)")
        return thread
        #endif
    }
}

/// The iterations of one `concurrentPerform`, handed out once each to whichever thread asks.
private final class SharedWork: @unchecked Sendable {
    private let lock = Lock()
    private var next = 0
    private let count: Int
    private let body: (Int) -> Void

    init(count: Int, body: @escaping (Int) -> Void) {
        self.count = count
        self.body = body
    }

    func runAll() {
        while let index = take() { body(index) }
    }

    private func take() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            next += 1
            return next - 1
        }
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
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    private var result: Value?

    /// The work runs on a large-stack thread (it may parse Swift: Tuist's `Project.swift`).
    init(_ work: @escaping @Sendable () -> Value) {
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = LargeStack.run(work)
            self.group.leave()
        }
    }

    /// The result, once the work is done.
    func value() -> Value {
        group.wait()
        return result!
    }
}
