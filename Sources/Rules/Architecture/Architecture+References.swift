import ArchCore

extension Architecture {
    /// The modules whose files the components split: those with a file a `paths:` component
    /// selects. Inside them Swift needs no `import`, so the rules judge the references between
    /// their files (``ArchCore/Graph/references``); empty when `references: false`.
    public func referenceModules(in graph: Graph) -> Set<ModuleID> {
        guard references, !components.isEmpty else { return [] }
        let context = RuleContext(graph: graph, components: components, includingTests: true)
        let files = context.components.values.reduce(into: Set<String>()) { $0.formUnion($1.files) }
        guard !files.isEmpty else { return [] }
        return Set(graph.files.filter { files.contains($0.path) }.flatMap(\.modules))
    }
}
