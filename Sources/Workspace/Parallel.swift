import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores; results keep the input order.
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        nonisolated(unsafe) let output = results
        let input = self
        // Chunks amortise dispatch overhead over many small files.
        let chunk = Swift.max(1, count / 64)
        let chunks = (count + chunk - 1) / chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { index in
            let start = index * chunk
            for position in start..<Swift.min(start + chunk, input.count) {
                output[position] = transform(input[position])
            }
        }
        return results.map { $0! }
    }
}
