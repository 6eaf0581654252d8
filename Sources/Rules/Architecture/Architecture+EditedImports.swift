import ArchCore

extension Architecture {
    /// Whether, after an edit to some Swift files' imports (and nothing else), judging the edited
    /// files' imports alone gives what judging the whole graph again would: every rule's findings
    /// are about one edge each and sit at it, or are about modules only, or depend on the module
    /// graph's arcs alone (``ImportReach``: those keep their findings when the edit leaves the
    /// arcs and their first edges as they were, see ``judgesModuleArcs``); no rule
    /// has `except:` entries (an entry that lets nothing through any more is reported at the
    /// entry); and no selector picks files by `paths:` (the members of such a component, and the
    /// references between its files, depend on every file of the module).
    ///
    /// The caller still checks what the rules cannot see: the edited files stay in their modules,
    /// and the graph keeps the same modules (an import of a module no other file imports adds it).
    public var judgesEditedImportsAlone: Bool {
        let selectors = components.map(\.selector) + rules.flatMap(\.inlineSelectors)
        return rules.allSatisfy { $0.importReach != .wholeGraph && $0.header.exceptions.isEmpty }
            && !selectors.contains(where: \.selectsFiles)
    }
}

extension Architecture {
    /// Whether a rule's findings depend on the module graph's arcs and their first edges
    /// (``ImportReach/moduleArcs``): a run after an edit must then check that the edit left them
    /// as they were, and such rules keep their findings.
    public var judgesModuleArcs: Bool { rules.contains { $0.importReach == .moduleArcs } }

    /// Whether `finding` is one of a rule whose findings depend on the module graph's arcs (by its
    /// kind and name): such a finding sits at first edges and names arcs only.
    public func judgesArcs(_ finding: Finding) -> Bool {
        rules.contains { rule in
            rule.importReach == .moduleArcs && rule.header.kind == finding.ruleID && rule.header.name == finding.ruleName
        }
    }

    /// This architecture without the rules whose findings depend on the module graph's arcs:
    /// what judges the edited files' imports alone.
    public var judgingEachEdge: Architecture {
        var architecture = self
        architecture.rules.removeAll { $0.importReach == .moduleArcs }
        return architecture
    }
}

extension ComponentSelector {
    /// Whether it, or a selector it leaves out, picks files by `paths:`.
    var selectsFiles: Bool { !paths.isEmpty || exclude.contains(where: \.selectsFiles) }
}
