import ArchCore

extension RuleContext {
    /// The context `rule` sees under its `tests:` scope. `self` is resolved without tests and
    /// `withTests` with them (``RuleContext/includesTests``), built once for all rules.
    ///
    /// - `exclude`: an edge from a test target stays only when the rule selects that test target
    ///   explicitly (a component with `tests: true`, an inline selector, the test target's name;
    ///   every component for a rule that names none),
    ///   so rules that judge every module's edges (`confine`) leave tests alone.
    /// - `include`: every edge, with test targets in the components of the modules they test.
    /// - `only`: as `include`, but only edges from test targets.
    func scoped(for rule: any ArchitectureRule, withTests: @autoclosure () -> RuleContext) -> RuleContext {
        switch rule.header.tests {
        case .exclude:
            // No edge starts in a test target: there is nothing to leave out.
            guard hasEdgesFromTests else { return self }
            // A rule over every component (`no-cycles` without `among`) selects what they select.
            let everything = rule.references.isEmpty ? components.keys.sorted().compactMap { components[$0] } : []
            let selected = members(of: rule.references) + rule.inlineSelectors.map { $0.members(in: index) } + everything
            var scoped = self
            scoped.edges = edges.filter { !startsInTest($0) || selected.containsSource(of: $0) }
            return scoped
        case .include:
            return withTests()
        case .only:
            var scoped = withTests()
            scoped.edges = scoped.edges.filter { scoped.startsInTest($0) }
            return scoped
        }
    }
}
