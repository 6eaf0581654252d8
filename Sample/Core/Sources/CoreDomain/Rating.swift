/// An audience rating on a 0–10 scale, clamped on creation so that bad data from a remote
/// source cannot produce a rating of 11 or -1.
public struct Rating: Hashable, Sendable, Comparable, CustomStringConvertible {
    public static let scale: ClosedRange<Double> = 0...10

    public let value: Double

    public init(_ value: Double) {
        self.value = min(max(value, Self.scale.lowerBound), Self.scale.upperBound)
    }

    public static func < (lhs: Rating, rhs: Rating) -> Bool { lhs.value < rhs.value }

    /// One decimal, e.g. `8.4`.
    public var description: String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
