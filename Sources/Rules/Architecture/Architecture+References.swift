import ArchCore

extension Architecture {
    /// The modules whose files the components split: those with a file a `paths:` component
    /// selects. Inside them Swift needs no `import`, so the rules judge the references between
    /// their files (``ArchCore/Graph/references``); empty when `references: false`.
    ///
    /// Only the components and the rules' own selectors (`among: { paths: [...] }`) are resolved
    /// (with test targets, as a rule with `tests: include` would), not the rules' edges: the read
    /// asks before any rule runs.
    public func referenceModules(in graph: Graph) -> Set<ModuleID> {
        // Only `paths` select files on their own: the other selectors need not be resolved.
        let selectors = (components.map(\.selector) + rules.flatMap(\.inlineSelectors)).filter { !$0.paths.isEmpty }
        guard references, !selectors.isEmpty else { return [] }
        let index = GraphIndex(graph)
        let files = selectors.reduce(into: Set<String>()) { files, selector in
            var selector = selector
            selector.tests = true
            files.formUnion(selector.members(in: index).files)
        }
        guard !files.isEmpty else { return [] }
        return Set(graph.files.filter { files.contains($0.path) }.flatMap(\.modules))
    }
}
