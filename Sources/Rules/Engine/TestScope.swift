/// Which edges starting in test targets a rule judges (`tests:` on a rule).
public enum TestScope: String, Hashable, Sendable, CaseIterable {
    /// The default: production code is strict, tests are left alone. A test target's edges are
    /// judged only where the rule selects that test target explicitly (a component with
    /// `tests: true`, or the test target's own name).
    case exclude
    /// Test targets count as members of the components that would select them with `tests: true`
    /// (`XTests` belongs wherever `X` does) and their edges are judged like production edges.
    case include
    /// Like `include`, but only edges starting in test targets are judged.
    case only
}
