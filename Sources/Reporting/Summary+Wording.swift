import Diagrams

extension Summary {
    /// Whether the run passes: no error findings (warnings and infos do not fail it).
    var passed: Bool { errors == 0 }

    /// `❌ 2 errors, 1 warning`, `✅ passed with 1 warning`, `✅ passed`: the Markdown headline.
    var verdict: String { (passed ? "✅ " : "❌ ") + verdictWords }

    /// `2 errors, 1 warning`, `passed with 1 warning`, `passed`: the headline without a glyph
    /// (HTML colours it with CSS, so no emoji font is needed).
    var verdictWords: String {
        let counts = [plural(errors, "error"), plural(warnings, "warning"), plural(infos, "info")]
            .filter { !$0.hasPrefix("0 ") }
            .joined(separator: ", ")
        if !passed { return counts }
        return counts.isEmpty ? "passed" : "passed with \(counts)"
    }

    /// `1 Xcode project`, `2 XcodeGen specs`, `1 Tuist manifest`: the project files read besides
    /// manifests, each kind named, none when there are none.
    var projectInputs: [String] {
        [(xcodeProjects, "Xcode project"), (xcodeGenSpecs, "XcodeGen spec"), (tuistManifests, "Tuist manifest")]
            .filter { $0.0 > 0 }.map { plural($0.0, $0.1) }
    }

    /// `Checked 5 modules, 40 files, 85 imports, 3 manifests and 1 Xcode project. 2 suppressed.`
    var checkedSentence: String {
        let read = [plural(modules, "module"), plural(files, "file"), plural(imports, "import"), plural(manifests, "manifest")]
            + projectInputs
        var out = "Checked \(read.dropLast().joined(separator: ", ")) and \(read[read.count - 1])."
        if unassignedFiles > 0 { out += " \(plural(unassignedFiles, "file")) in no module, not checked." }
        let places = errors + warnings + infos
        if ruleBreaks > places {
            out += " Each finding is one place (an import, a declared dependency, a reference); "
                + "\(places == 1 ? "it breaks" : "they break") \(ruleBreaks) rules in all, each counted under its rule below."
        }
        if suppressed > 0 { out += " \(suppressed) suppressed." }
        if baselined > 0 { out += " \(baselined) in the baseline." }
        return out
    }
}

/// `Components overlap (domain and movies): ...`, when some do; `nil` otherwise.
func overlapSentence(_ diagram: DependencyDiagram) -> String? {
    guard !diagram.overlaps.isEmpty else { return nil }
    let pairs = diagram.overlaps.prefix(5).map { $0.joined(separator: " and ") }.joined(separator: "; ")
    let more = diagram.overlaps.count > 5 ? "; and \(diagram.overlaps.count - 5) more pairs" : ""
    return "Some components overlap (\(pairs)\(more)): a dependency of a module or file both select lies on the "
        + "arrows of each, so it may be counted, and drawn red, more than once."
}

extension Report {
    /// With `--baseline` or `--since`: `New in this change: 2 findings (below, by rule); 5 were
    /// already there and do not fail the run (listed at the end).` `nil` otherwise.
    var changeSentence: String? {
        guard comparesWithEarlier else { return nil }
        let new = findings.count
        var out = "New in this change: \(plural(new, "finding"))"
        if new > 0 { out += " (below, by rule)" }
        let existing = existingFindings.count
        out += existing == 0
            ? "; none was there before."
            : "; \(existing) \(existing == 1 ? "was" : "were") already there and do\(existing == 1 ? "es" : "") not fail the run (listed at the end)."
        return out
    }
}
