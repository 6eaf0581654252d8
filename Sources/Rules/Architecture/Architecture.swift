import ArchCore

/// The validated content of `.archlint.yml`: what to read and which rules to apply.
public struct Architecture: Sendable {
    /// The configuration format version; only `1` exists.
    public var version: Int
    /// File globs relative to the root that archlint ignores (e.g. `**/Generated/**`).
    public var exclude: [String]
    /// Modules that no `Package.swift` declares (Xcode targets, scripts).
    public var modules: [ModuleDefinition]
    /// Named groups of modules or files, in the order they are written.
    public var components: [Component]
    public var rules: [any ArchitectureRule]
    /// The platform matrix (`platforms:`); empty when the configuration has none, and then every
    /// `#if` branch counts.
    public var platforms: [BuildPlatform]
    /// `swift:`, the version `#if swift(...)` and `#if compiler(...)` compare with; `nil` for the default.
    public var swiftVersion: SwiftVersion?
    /// `unassigned-files:`, the severity of `unassigned_files` findings (Swift files no module
    /// claims); `nil` for `ignore`. A warning by default.
    public var unassignedFiles: Severity? = .warning
    /// `references:`, whether the rules judge the references between files of one module that
    /// components split (a `paths:` component and the rest of its module); true by default.
    public var references = true
    /// `build-plugin: { errors-as: warnings }`: what error findings are when the build-tool plugin
    /// reports them (a team adopting it need not break every build on the first day); errors by default.
    public var buildPluginErrorsAs: Severity = .error
    /// `bazel: { query: }`: the `bazel query` outputs to read, relative to the root; empty for the
    /// conventional `bazel.query.xml` (`.jsonl`, `.json`) at the root.
    public var bazelQueries: [String] = []
    /// `bazel: { workspace: }`: the folder Bazel's labels are relative to; `nil` for the folder of
    /// each query output.
    public var bazelWorkspace: String?

    public init(
        version: Int = 1, exclude: [String] = [], modules: [ModuleDefinition] = [], components: [Component] = [],
        rules: [any ArchitectureRule] = [], platforms: [BuildPlatform] = [], swiftVersion: SwiftVersion? = nil
    ) {
        self.version = version
        self.exclude = exclude
        self.modules = modules
        self.components = components
        self.rules = rules
        self.platforms = platforms
        self.swiftVersion = swiftVersion
    }

    /// Applies every rule to the graph, each under its `tests:` scope and `except:` entries;
    /// findings are sorted. Components that select nothing give a `component_matches_nothing`
    /// warning, exceptions that let nothing through an `exception_unused` warning, folders of
    /// Swift files no module claims an `unassigned_files` finding.
    ///
    /// Throws when a rule names something that is neither a component, nor a module of the graph,
    /// nor a toolchain or SDK module: a typo must not silently switch a rule off.
    ///
    /// `map` runs the rules' checks and the independent parts of building their context, in any
    /// order; pass one that spreads them over cores to check rules concurrently (each is pure).
    public func evaluate(on graph: Graph, map: RuleMap = .serial) throws(ConfigurationError) -> [Finding] {
        let context = try context(for: graph, map: map)
        let scopes = ScopedContexts(context, scopes: Set(rules.map(\.header.tests)), map: map)
        let rules = rules
        let perRule = map.map(rules.count) { index in
            let rule = rules[index]
            let scoped = scopes.scoped(for: rule)
            return scoped.applyingExceptions(of: rule.header, to: rule.check(scoped))
        }
        let unassigned = unassignedFiles.map { UnassignedFiles.findings(in: graph, severity: $0) } ?? []
        return (emptyComponents(in: context) + emptyInlineSelectors(scopes) + unassigned + perRule.joined()).sorted()
    }

    /// A rule's own selector (`among: { paths: [...] }`) that selects nothing switches the rule
    /// off as an empty component would: the same warning, at the rule.
    private func emptyInlineSelectors(_ scopes: ScopedContexts) -> [Finding] {
        rules.flatMap { rule -> [Finding] in
            let scoped = scopes.scoped(for: rule)
            return rule.inlineSelectors.compactMap { selector in
                let patterns = selector.allPatterns.map { "'\($0)'" }.joined(separator: ", ")
                let why: String
                if scoped.groups(of: selector).values.allSatisfy(\.isEmpty) {
                    why = "matches no module or file, so the rule checks nothing; check its patterns"
                } else if let independent = rule as? IndependentRule, independent.memberCount(in: scoped) < 2 {
                    why = "makes one member, so nothing can depend on another member; "
                        + (selector.hasCapture ? "check its patterns" : "capture each member's name with {name} (\"Features/{name}/**\")")
                } else {
                    return nil
                }
                return Finding(
                    ruleID: "component_matches_nothing", severity: .warning, message: "the selector \(patterns) of rule '\(rule.header.name)' " + why,
                    location: rule.header.location)
            }
        }
    }

    /// The context the rules see, after checking every reference against the graph.
    public func context(for graph: Graph, map: RuleMap = .serial) throws(ConfigurationError) -> RuleContext {
        let context = RuleContext(graph: graph, components: components, exclude: exclude, map: map)
        var problems: [ConfigurationProblem] = []
        var checked: Set<String> = []
        for reference in rules.flatMap(\.references) where context.components[reference.name] == nil {
            let known = checked.contains(reference.name) || isKnownModule(reference.name, context)
            if known {
                checked.insert(reference.name)
                continue
            }
            problems.append(ConfigurationProblem(
                message: "\(reference.path): '\(reference.name)' is neither a component nor a module of the graph"
                    + Self.xcodeTargetHint([reference.name], graph),
                location: reference.location))
        }
        guard problems.isEmpty else { throw ConfigurationError(problems: problems.sorted(by: Architecture.fileOrder)) }
        return context
    }

    /// Whether a name or glob matches a module of the graph (test targets included, so `*Tests`
    /// is not a typo even where it selects nothing) or a toolchain module.
    private func isKnownModule(_ name: String, _ context: RuleContext) -> Bool {
        let glob = Glob(name)
        return context.graph.modules.contains { glob.matches($0.name) } || SystemModules.all.contains { glob.matches($0) }
    }

    private func emptyComponents(in context: RuleContext) -> [Finding] {
        components.filter { context.components[$0.name]?.isEmpty ?? true }.map { component in
            Finding(
                ruleID: "component_matches_nothing", severity: .warning,
                message: "component '\(component.name)' matches no module or file; check its selectors"
                    + Self.xcodeTargetHint(component.selector.targets + component.selector.modules, context.graph),
                location: component.location)
        }
    }

    /// `; the Xcode target 'IceCubesApp' builds the module 'Ice_Cubes'` for each of `names` that is
    /// the name of an Xcode target whose module is named otherwise (rules and selectors name
    /// modules); `""` when none is.
    static func xcodeTargetHint(_ names: [String], _ graph: Graph) -> String {
        let renamed = graph.modules.flatMap { module in
            module.xcodeTargetNames.filter(names.contains).map { "the Xcode target '\($0)' builds the module '\(module.name)'" }
        }
        guard !renamed.isEmpty else { return "" }
        return "; " + renamed.joined(separator: ", ") + ": name the module"
    }

    static func fileOrder(_ lhs: ConfigurationProblem, _ rhs: ConfigurationProblem) -> Bool {
        let zero = SourceLocation(file: "", line: 0, column: 0)
        return (lhs.location ?? zero, lhs.message) < (rhs.location ?? zero, rhs.message)
    }
}

/// How ``Architecture/evaluate(on:map:)`` spreads its work: `perform(n, body)` runs `body(0)` to
/// `body(n - 1)`, in any order, on any threads, and returns when all have run. The rules' checks
/// go through it, and so do the independent parts of building their context (each component's
/// members, the edges). Rules own no threads: the caller says how to run them.
public struct RuleMap: Sendable {
    public let perform: @Sendable (_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Void

    public init(perform: @escaping @Sendable (_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Void) {
        self.perform = perform
    }

    /// One piece after the other, on the calling thread.
    public static let serial = RuleMap { count, body in
        for index in 0..<count { body(index) }
    }

    /// `[transform(0), ..., transform(count - 1)]`, each worked out once through ``perform``.
    func map<Result: Sendable>(_ count: Int, _ transform: @escaping @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(transform) }
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer { slots.deallocate() }
        // Each index writes its own slot, once: no two threads touch the same one.
        nonisolated(unsafe) let output = slots
        perform(count) { index in output[index] = transform(index) }
        return slots.map { slot in
            guard let slot else { preconditionFailure("RuleMap.perform skipped an index") }
            return slot
        }
    }
}
