/// What the findings on one arrow of a diagram add up to: how many of its dependencies carry one,
/// the rules they break and where they are. Adding is O(1) amortised, so a diagram over n findings
/// costs O(n log n) (the sort at the end), never O(n²): 100,000 findings on one arrow stay seconds.
public struct ViolationTally: Sendable {
    /// The dependencies counted that carry a finding.
    public private(set) var violations = 0
    private var ruleSet: Set<String> = []
    private var locationSet: Set<SourceLocation> = []

    public init() {}

    /// One more dependency, at `location`, carries findings breaking `rules`.
    public mutating func add(_ rules: [String], at location: SourceLocation) {
        violations += 1
        ruleSet.formUnion(rules)
        locationSet.insert(location)
    }

    public var isViolating: Bool { violations > 0 }
    /// The rules broken, sorted.
    public var rules: [String] { ruleSet.sorted() }
    /// Where the findings are, each place once, sorted.
    public var locations: [SourceLocation] { locationSet.sorted() }
}
