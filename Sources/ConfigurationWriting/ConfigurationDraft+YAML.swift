extension ConfigurationDraft {
    /// The reason every exception `archlint init` adds carries.
    static let exceptionReason = "present when archlint init ran; fix or keep"

    /// The `.archlint.yml` text: deterministic, commented, valid against the schema.
    public var yaml: String {
        var lines = [
            "# Written by `archlint init` from the targets and folders it found. A starting point: it passes on the code",
            "# as it is today. Tighten it: rename components, move targets between them, remove `except:`",
            "# entries as you fix them. See `archlint rules` for every rule kind, `archlint schema` for every key.",
            "version: 1",
            "",
        ]
        lines += componentLines + [""] + ruleLines
        return lines.joined(separator: "\n") + "\n"
    }

    private var componentLines: [String] {
        guard !components.isEmpty else {
            return [
                "# No target name says which layer it is in (*Domain, *Application, *Feature, ...): name your",
                "# components here, e.g.  domain: { targets: [\"*Core\"] }",
                "components: {}",
            ]
        }
        let width = components.map(\.name.count).max() ?? 0
        return ["components:"] + components.map { component in
            let key = (component.name + ":").padding(toLength: width + 1)
            var selectors: [String] = []
            if !component.targets.isEmpty {
                selectors.append("targets: [" + component.targets.map(yamlScalar).joined(separator: ", ") + "]")
            }
            if !component.paths.isEmpty {
                selectors.append("paths: [" + component.paths.map(yamlScalar).joined(separator: ", ") + "]")
            }
            var selector = selectors.joined(separator: ", ")
            if !component.excluded.isEmpty {
                selector += ", exclude: { targets: [" + component.excluded.map(yamlScalar).joined(separator: ", ") + "] }"
            }
            return "  \(key) { \(selector) }   # \(component.comment)"
        }
    }

    private var ruleLines: [String] {
        guard !rules.isEmpty else {
            return ["# Too few components for a rule; add some, then e.g. a `layers` rule (archlint explain layers).", "rules: []"]
        }
        var lines = ["rules:"]
        for (index, rule) in rules.enumerated() {
            if index > 0 { lines.append("") }
            lines += rule.comments.map { "  # " + $0 }
            lines += ["  - name: \(rule.name)", "    kind: \(rule.kind)"]
            lines += rule.options.map { "    " + $0 }
            lines.append("    because: \(rule.because)")
            if !rule.exceptions.isEmpty {
                lines.append("    except:   # what broke the rule when archlint init ran; fix it, then delete the entry")
                lines += rule.exceptions.sorted().map { "      - " + $0.yaml }
            }
        }
        return lines
    }
}

extension ConfigurationDraft.DraftException {
    /// `{ from: A, to: B, because: "..." }`
    var yaml: String {
        let fields = [("from", from), ("to", to), ("file", file)].compactMap { key, value in
            value.map { "\(key): \(yamlScalar($0))" }
        }
        return "{ " + (fields + ["because: \"\(ConfigurationDraft.exceptionReason)\""]).joined(separator: ", ") + " }"
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
