/// Kleene's three-valued logic over `#if` conditions: `undecided` is "true on some builds, false on
/// others". Where a condition holds is worked out by the import scanner (``Truth`` per platform) and
/// by the `manifest` rule (whether an import compiles only where its module can be imported).
public enum Truth: Hashable, Sendable {
    case yes, no, undecided

    public init(_ value: Bool) { self = value ? .yes : .no }

    public static prefix func ! (value: Truth) -> Truth {
        switch value {
        case .yes: .no
        case .no: .yes
        case .undecided: .undecided
        }
    }

    public static func && (lhs: Truth, rhs: Truth) -> Truth {
        if lhs == .no || rhs == .no { return .no }
        return lhs == .yes && rhs == .yes ? .yes : .undecided
    }

    public static func || (lhs: Truth, rhs: Truth) -> Truth {
        if lhs == .yes || rhs == .yes { return .yes }
        return lhs == .no && rhs == .no ? .no : .undecided
    }
}
