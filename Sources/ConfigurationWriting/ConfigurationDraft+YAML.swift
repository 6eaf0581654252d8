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
        if !exclude.isEmpty {
            lines += [
                "# Test fixtures: packages and projects kept as test data, not part of the app.",
                "exclude: [" + exclude.map(yamlScalar).joined(separator: ", ") + "]",
                "",
            ]
        }
        lines += componentLines + [""] + ruleLines
        return lines.joined(separator: "\n") + "\n"
    }

    /// What `archlint init` says when it recognises no layer: where the user's layers go.
    static let noLayersComments = [
        "# archlint recognised no layers: no target is named like one (*Domain, *Data, *Presentation,",
        "# *UseCases, *Feature, ...) and no top-level folder of a module is (Domain/, Data/, Presentation/, ...).",
        "# The rules below need no layer names. To check which way dependencies point, name your layers",
        "# here, by target or by folder, e.g.",
        "#   domain:       { targets: [\"*Core\"] }",
        "#   data:         { paths: [\"App/Services/**\"] }",
        "#   presentation: { paths: [\"App/Screens/**\"] }",
        "# then add a `layers` rule (archlint explain layers).",
    ]

    private var componentLines: [String] {
        let advice = recognisesLayers ? [] : Self.noLayersComments
        guard !components.isEmpty else { return advice + ["components: {}"] }
        let width = components.map(\.name.count).max() ?? 0
        return advice + ["components:"] + components.map { component in
            let key = (component.name + ":").padding(toLength: width + 1)
            var selectors: [String] = []
            if !component.targets.isEmpty {
                selectors.append("targets: [" + component.targets.map(yamlScalar).joined(separator: ", ") + "]")
            }
            if !component.paths.isEmpty {
                selectors.append("paths: [" + component.paths.map(yamlScalar).joined(separator: ", ") + "]")
            }
            if !component.packages.isEmpty {
                selectors.append("packages: [" + component.packages.map(yamlScalar).joined(separator: ", ") + "]")
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
            lines += ["  - name: \(yamlText(rule.name))", "    kind: \(rule.kind)"]
            lines += rule.options.map { "    " + $0 }
            lines.append("    because: \(yamlText(rule.because))")
            if !rule.exceptions.isEmpty {
                lines.append("    except:   # what broke the rule when archlint init ran; fix it, then delete the entry")
                lines += Self.grouped(rule.exceptions).map { "      - " + $0 }
            }
        }
        return lines
    }
}

extension ConfigurationDraft {
    /// The `except:` entries, one per module an edge starts from (`{ from: A, to: [B, C] }`), one
    /// per file otherwise: a legacy codebase's thousands of breaks stay a file archlint reads back.
    static func grouped(_ exceptions: [DraftException]) -> [String] {
        var targets: [String: [String]] = [:]
        var others: [DraftException] = []
        for exception in Set(exceptions) {
            if let from = exception.from, let to = exception.to, exception.file == nil {
                targets[from, default: []].append(to)
            } else {
                others.append(exception)
            }
        }
        let reason = "because: \"\(exceptionReason)\""
        let edges = targets.keys.sorted().map { from in
            let to = targets[from]!.sorted()
            let written = to.count == 1 ? yamlScalar(to[0]) : "[" + to.map(yamlScalar).joined(separator: ", ") + "]"
            return "{ from: \(yamlScalar(from)), to: \(written), \(reason) }"
        }
        return edges + others.sorted().map(\.yaml)
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

/// A plain YAML scalar when it is safe, else a double-quoted one.
func yamlScalar(_ text: String) -> String {
    let safe = text.first.map { $0.isLetter || $0 == "_" } ?? false
        && text.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) }
        && !["true", "false", "yes", "no", "null", "on", "off", "y", "n"].contains(text.lowercased())
    if safe { return text }
    var quoted = "\""
    for scalar in text.unicodeScalars {
        if scalar == "\\" || scalar == "\"" { quoted.unicodeScalars.append("\\") }
        quoted.unicodeScalars.append(scalar)
    }
    return quoted + "\""
}

/// A sentence as a plain YAML scalar when it reads back as itself, else double-quoted: a plain
/// scalar cannot start with an indicator (`@testable ...`, `- ...`, `[...]`), hold `: ` or ` #`
/// (a key, a comment), end in `:`, or read as another type (`yes`, `1.0`, `~`).
func yamlText(_ text: String) -> String {
    let indicators = "@`!&*-?:,[]{}#|>'\"%"
    guard let first = text.first, let last = text.last else { return "\"\"" }
    let plain = !indicators.contains(first) && !first.isWhitespace && !last.isWhitespace && last != ":"
        && !text.contains(": ") && !text.contains(" #") && !text.contains(where: { $0.isNewline || $0 == "\t" })
        && !["true", "false", "yes", "no", "null", "on", "off", "y", "n", "~"].contains(text.lowercased())
        && Double(text) == nil
    return plain ? text : yamlScalar(text)
}
