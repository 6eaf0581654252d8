import Rules

/// The rule kinds' descriptions as the CLI prints them.
public enum RuleCatalog {
    public static func list() -> String {
        let width = RuleKinds.all.map(\.id.count).max() ?? 0
        return RuleKinds.all.map { kind in
            kind.id + String(repeating: " ", count: width + 2 - kind.id.count) + kind.summary + "\n"
        }.joined()
    }

    public static func explain(_ id: String) -> String? {
        guard let kind = RuleKinds.all.first(where: { $0.id == id }) else { return nil }
        var text = "\(kind.id): \(kind.summary)\n\n\(kind.rationale)\n"
        if !kind.options.isEmpty { text += "\nOptions: " + kind.options.joined(separator: ", ") + "\n" }
        text += """
            Every rule also takes: name, severity (error, warning, info), because, \
            tests (exclude: the default, include, only: which edges from test targets it judges), \
            except (a list of { from, to, file, because } it lets through).

            """
        for example in kind.examples {
            text += "\nExample:\n" + example.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    " + $0 }.joined(separator: "\n") + "\n"
        }
        return text
    }
}
