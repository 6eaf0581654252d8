/// SplitMix64: a tiny, fast generator whose output depends only on its seed, so the same seed
/// always yields the same workspace, on every platform and toolchain (the standard library's
/// `random(in:using:)` algorithms are not promised to stay stable, so we never call them).
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A generator for one part of the workspace, independent of the order parts are generated in.
    init(seed: UInt64, stream: Int) {
        var mixer = SeededRandom(seed: seed ^ (UInt64(truncatingIfNeeded: stream) &* 0x9E37_79B9_7F4A_7C15))
        state = mixer.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0); the modulo bias is irrelevant for synthetic data.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    mutating func inRange(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `share` (0...1).
    mutating func chance(_ share: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < share
    }

    mutating func pick<T>(_ values: [T]) -> T {
        values[below(values.count)]
    }

    /// Up to `count` distinct elements of `values`, keeping their original order.
    mutating func sample<T>(_ values: [T], count: Int) -> [T] {
        var indices = Array(values.indices)
        var chosen: [Int] = []
        while chosen.count < min(count, values.count) {
            chosen.append(indices.remove(at: below(indices.count)))
        }
        return chosen.sorted().map { values[$0] }
    }
}
