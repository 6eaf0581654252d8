import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores; results keep the input order.
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = UnsafeMutableBufferPointer<Result>.allocate(capacity: count)
        defer { results.deallocate() }
        nonisolated(unsafe) let output = results
        let input = self
        // Chunks amortise dispatch overhead over many small files.
        let chunk = Swift.max(1, count / 64)
        let chunks = (count + chunk - 1) / chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { index in
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

    init(_ work: @escaping @Sendable () -> Value) {
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = work()
            self.group.leave()
        }
    }

    /// The result, once the work is done.
    func value() -> Value {
        group.wait()
        return result!
    }
}
