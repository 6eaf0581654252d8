import ArchCore

/// Each target's `Package.swift` dependencies match what its files import: nothing imported only
/// because a dependency drags it in (`implicit`), nothing imported that nothing declares
/// (`undeclared`), nothing declared that no file imports (`unused`).
public struct ManifestRule: ArchitectureRule, RuleKind {
    public var header: RuleHeader
    /// The severity of each sub-check; `nil` switches it off.
    public var implicit: Severity?
    public var undeclared: Severity?
    public var unused: Severity?
    /// Globs of module names whose imports never need a declaration, besides the toolchain's, and
    /// of module or product names whose declarations may go unused (linked for their side effects).
    public var ignore: [String]
    /// Whether test targets are checked too.
    /// The components or modules whose targets are checked; every local target when empty.
    public var from: [RuleReference]

    public init(
        header: RuleHeader, implicit: Severity? = .warning, undeclared: Severity? = .error, unused: Severity? = .warning,
        ignore: [String] = [], from: [RuleReference] = []
    ) {
        self.header = header
        self.implicit = implicit
        self.undeclared = undeclared
        self.unused = unused
        self.ignore = ignore
        self.from = from
    }

    public var references: [RuleReference] { from }

    public var importReach: ImportReach { .moduleImports }

    /// The start of the subject of a finding about `module`'s imports of another module (not of
    /// its unused entries): ``ImportReach/moduleImports`` keeps none of those when `module`'s
    /// files are edited.
    public static func importSubject(of module: String) -> String { "'\(module)' imports '" }

    /// Whether each import edge of `files` that the rule would report (not of the module itself
    /// nor of a toolchain module, not `#if`-guarded, not in a file the rule leaves out, not of an
    /// ignored name; `exclude`: the configuration's globs) names a module its target declares a dependency on: then no finding sits at
    /// any of them. The target's declarations are the graph's, whole; what modules re-export is
    /// not asked (the caller makes sure nothing is re-exported). Anything else (an implicit or
    /// undeclared import, or one whose status needs the files of other modules) says `false`.
    public func findsNothing(inEdgesOf files: Set<String>, on graph: Graph, exclude: [String]) -> Bool {
        let visibility = ManifestVisibility(graph)
        let index = GraphIndex(graph)
        let facts = ReachFacts(visibility, index: index)
        let system = SystemModules.all
        let ignored = ignore.map(Glob.init)
        let excluded = exclude.map(Glob.init)
        var targets: [ModuleID: TargetImports] = [:]
        for edge in graph.imports where files.contains(edge.file) {
            guard let from = edge.from, edge.to != from, edge.to.package != nil || !system.contains(edge.to.name) else { continue }
            guard !edge.isGuarded, !excluded.contains(where: { $0.matches(edge.file) }), !ignored.contains(where: { $0.matches(edge.to.name) })
            else { continue }
            guard let module = index.moduleByID[from] else { return false }
            if targets[from] == nil { targets[from] = TargetImports(module: module, imports: [], visibility: visibility, facts: facts) }
            guard case .declared = targets[from]?.status(of: edge.to) else { return false }
        }
        return true
    }

    static let optionKeys = ["from", "implicit", "undeclared", "unused", "ignore"]

    static func decode(_ options: ConfigMapping, header: RuleHeader, decoder: ConfigDecoder) -> ManifestRule? {
        // A rule-level `severity:` is the default of every sub-check; each sub-check key overrides it.
        let given = options["severity"] != nil
        var rule = ManifestRule(header: header)
        var valid = true
        let levels: [(String, WritableKeyPath<ManifestRule, Severity?>)] = [
            ("implicit", \.implicit), ("undeclared", \.undeclared), ("unused", \.unused),
        ]
        for (key, path) in levels {
            if given { rule[keyPath: path] = header.severity }
            guard let node = options[key] else { continue }
            if case .scalar(let text, _) = node.value, text == "off" || Severity(rawValue: text) != nil {
                rule[keyPath: path] = Severity(rawValue: text)
            } else {
                decoder.report(
                    "\(options.path(key)): unknown level \(decoder.describe(node)); expected error, warning, info or off",
                    at: node.location)
                valid = false
            }
        }
        if let node = options["ignore"] {
            if let globs = decoder.strings(node, path: options.path("ignore")) { rule.ignore = globs.map(\.value) } else { valid = false }
        }
        if let node = options["from"] {
            if let from = decoder.references(node, path: options.path("from")) { rule.from = from } else { valid = false }
        }
        return valid ? rule : nil
    }
}
