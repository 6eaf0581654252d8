import ArchCore

/// The contexts rules see under their `tests:` scopes, each built once per evaluation and shared
/// by every rule of that scope: a rule gets its own copy of the edges only when it selects a test
/// target explicitly (rare), so evaluating 10 rules or 100 costs the same edge filtering.
///
/// - `exclude`: an edge from a test target stays only when the rule selects that test target
///   explicitly (a component with `tests: true`, an inline selector, the test target's name;
///   every component for a rule that names none), so rules that judge every module's edges
///   (`confine`) leave tests alone.
/// - `include`: every edge, with test targets in the components of the modules they test.
/// - `only`: as `include`, but only edges from test targets.
struct ScopedContexts: Sendable {
    /// Resolved without tests, every edge.
    let context: RuleContext
    /// `context` without the edges from test targets: what an `exclude` rule that selects no test
    /// target sees. `context` itself when no edge starts in a test target.
    private let production: RuleContext
    /// Resolved with tests (``RuleContext/including(tests:)``); `nil` when no rule asked for it.
    private let withTests: RuleContext?
    /// `withTests` with only the edges from test targets; `nil` when no rule is `tests: only`.
    private let testsOnly: RuleContext?
    /// The files of test targets, to tell whether a component of files selects one.
    private let testFiles: Set<String>
    /// The components that, resolved without tests, have a test target or test file among their members.
    private let componentsSelectingTests: Set<String>
    private var someComponentSelectsTests: Bool { !componentsSelectingTests.isEmpty }

    /// `map` builds the production context and the one with tests side by side.
    init(_ context: RuleContext, scopes: Set<TestScope>, map: RuleMap = .serial) {
        self.context = context
        let index = context.index
        let testFiles: Set<String> = context.hasEdgesFromTests
            ? Set(index.testModules.flatMap { index.filesByModule[$0] ?? [] }) : []
        self.testFiles = testFiles
        let leavesTestsOut = scopes.contains(.exclude) && context.hasEdgesFromTests
        let needsTests = scopes.contains(.include) || scopes.contains(.only)
        let built = map.map(2) { position -> RuleContext? in
            if position == 0 {
                guard leavesTestsOut else { return nil }
                var production = context
                production.keepEdges(context.edgesStartingInTests().map { !$0 })
                return production
            }
            return needsTests ? context.including(tests: true, map: map) : nil
        }
        production = built[0] ?? context
        withTests = built[1]
        if scopes.contains(.only), var testsOnly = withTests {
            testsOnly.keepEdges(testsOnly.edgesStartingInTests())
            self.testsOnly = testsOnly
        } else {
            testsOnly = nil
        }
        componentsSelectingTests = Set(context.components.filter { Self.selectsTests($1, index: index, testFiles: testFiles) }.keys)
    }

    /// The context `rule` sees under its `tests:` scope.
    func scoped(for rule: any ArchitectureRule) -> RuleContext {
        switch rule.header.tests {
        case .exclude:
            // No edge starts in a test target: there is nothing to leave out.
            guard context.hasEdgesFromTests else { return context }
            // A component's answer was worked out once; a module name or an inline selector is
            // resolved here. A rule over every component (`no-cycles` without `among`) selects what
            // they select.
            let selectsTests = rule.references.contains { reference in
                context.components[reference.name] != nil
                    ? componentsSelectingTests.contains(reference.name)
                    : Self.selectsTests(context.members(of: reference), index: context.index, testFiles: testFiles)
            } || rule.inlineSelectors.contains { Self.selectsTests($0.members(in: context.index), index: context.index, testFiles: testFiles) }
                || (rule.references.isEmpty && someComponentSelectsTests)
            guard selectsTests else { return production }
            let selected = context.members(of: rule.references) + rule.inlineSelectors.map { $0.members(in: context.index) }
            let everything = rule.references.isEmpty ? context.components.keys.sorted().compactMap { context.components[$0] } : []
            let chosen = selected + everything
            var scoped = context
            scoped.keepEdges { !context.startsInTest($0) || chosen.containsSource(of: $0) }
            return scoped
        case .include:
            return withTests ?? context.including(tests: true)
        case .only:
            if let testsOnly { return testsOnly }
            var scoped = context.including(tests: true)
            scoped.keepEdges { context.startsInTest($0) }
            return scoped
        }
    }

    /// Whether `members` has a test target, or a file of one, among them.
    private static func selectsTests(_ members: MemberSet, index: GraphIndex, testFiles: Set<String>) -> Bool {
        if !index.testModules.isEmpty, !members.modules.isDisjoint(with: index.testModules) { return true }
        return !members.files.isEmpty && !testFiles.isEmpty && !members.files.isDisjoint(with: testFiles)
    }
}

extension RuleContext {
    /// The context `rule` sees under its `tests:` scope, for one rule on its own (see ``ScopedContexts``).
    func scoped(for rule: any ArchitectureRule) -> RuleContext {
        ScopedContexts(self, scopes: [rule.header.tests]).scoped(for: rule)
    }
}
