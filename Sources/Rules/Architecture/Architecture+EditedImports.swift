import ArchCore

extension Architecture {
    /// Whether, after an edit to some Swift files' imports (and nothing else), judging the edited
    /// files' imports alone gives what judging the whole graph again would: every rule's findings
    /// are about one edge each and sit at it, or are about modules only, or depend on the module
    /// graph's arcs alone, or both (chains; ``ImportReach``: those keep their findings when the
    /// edit leaves the arcs and their first edges as they were, see ``judgesModuleArcs``); no rule
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
    public var judgesModuleArcs: Bool { rules.contains { $0.importReach == .moduleArcs || $0.importReach == .eachEdgeAndChains } }

    /// Whether `finding` is one of a rule whose findings depend on the module graph's arcs (by its
    /// kind and name): such a finding sits at first edges and names arcs only.
    public func judgesArcs(_ finding: Finding) -> Bool {
        rules.contains { rule in
            guard rule.header.kind == finding.ruleID, rule.header.name == finding.ruleName else { return false }
            return rule.importReach == .moduleArcs || (rule.importReach == .eachEdgeAndChains && finding.isChain)
        }
    }

    /// This architecture without the rules whose findings depend on the module graph's arcs, or
    /// on the modules each module imports, and without the chains of `transitive` rules: what
    /// judges the edited files' imports alone.
    public var judgingEachEdge: Architecture {
        var architecture = self
        architecture.rules.removeAll { $0.importReach == .moduleArcs || $0.importReach == .moduleImports }
        architecture.rules = architecture.rules.map { $0.importReach == .eachEdgeAndChains ? $0.withoutChains : $0 }
        return architecture
    }

    /// Whether a rule's findings depend on the modules each module imports
    /// (``ImportReach/moduleImports``, `manifest`): a run after an edit must then check that the
    /// edit left the arcs as they were (as for ``judgesModuleArcs``) and re-exports nothing.
    public var judgesModuleImports: Bool { rules.contains { $0.importReach == .moduleImports } }

    /// Whether a run keeps the module graph's arcs for the next run after an edit.
    public var keepsModuleArcs: Bool { judgesModuleArcs || judgesModuleImports }

    /// Whether `finding` is one of a rule whose findings depend on the modules each module imports.
    public func judgesModuleImports(_ finding: Finding) -> Bool {
        rules.contains { rule in
            rule.importReach == .moduleImports && rule.header.kind == finding.ruleID && rule.header.name == finding.ruleName
        }
    }

    /// Whether `finding`, of such a rule, is about the imports of a module named `module`
    /// (its notes sit at every such edge): a run after an edit to that module's files cannot keep it.
    public func isAboutImports(of module: String, _ finding: Finding) -> Bool {
        finding.subject?.hasPrefix(ManifestRule.importSubject(of: module)) ?? false
    }

    /// Whether the rules whose findings depend on the modules each module imports give no finding
    /// at the import edges of the edited `files`, for certain
    /// (``ArchitectureRule/findsNothing(inEdgesOf:on:exclude:)``).
    public func findsNothingForModuleImports(inEdgesOf files: Set<String>, on graph: Graph) -> Bool {
        rules.allSatisfy { rule in
            rule.importReach != .moduleImports || rule.findsNothing(inEdgesOf: files, on: graph, exclude: exclude)
        }
    }
}

extension ComponentSelector {
    /// Whether it, or a selector it leaves out, picks files by `paths:`.
    var selectsFiles: Bool { !paths.isEmpty || exclude.contains(where: \.selectsFiles) }
}
