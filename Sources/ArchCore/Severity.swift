/// How much a finding matters. Only `error` findings make archlint exit with 1.
public enum Severity: String, Hashable, Comparable, Sendable, Codable, CaseIterable {
    case error
    case warning
    case info

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .info: 2
        }
    }

    /// Errors sort first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
