import ArchCore

extension Architecture {
    /// The modules whose files the components split: those with a file a `paths:` component
    /// selects. Inside them Swift needs no `import`, so the rules judge the references between
    /// their files (``ArchCore/Graph/references``); empty when `references: false`.
    ///
    /// Only the components are resolved (with test targets, as a rule with `tests: include` would),
    /// not the rules' edges: the read asks before any rule runs.
    public func referenceModules(in graph: Graph) -> Set<ModuleID> {
        guard references, components.contains(where: { !$0.selector.paths.isEmpty }) else { return [] }
        let index = GraphIndex(graph)
        // Only `paths` select files on their own: the other components need not be resolved.
        let files = components.filter { !$0.selector.paths.isEmpty }.reduce(into: Set<String>()) { files, component in
            var selector = component.selector
            selector.tests = true
            files.formUnion(selector.members(in: index).files)
        }
        guard !files.isEmpty else { return [] }
        return Set(graph.files.filter { files.contains($0.path) }.flatMap(\.modules))
    }
}
