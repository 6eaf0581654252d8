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
