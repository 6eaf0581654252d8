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
