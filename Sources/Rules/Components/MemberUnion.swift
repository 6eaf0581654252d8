import ArchCore

/// Whether an edge starts or ends in any of several member sets, answered with one or two hash
/// lookups however many sets there are (a `forbid` from 60 components asks it for every edge).
/// Equal to asking each set in turn (``MemberSet/containsSource(module:file:)``).
struct MemberUnion {
    private let sets: [MemberSet]
    /// Modules of sets that leave none of their files out: every edge from them starts here.
    private let wholeModules: Set<ModuleID>
    /// Modules of sets with files left out (`excludedFiles`), and not in `wholeModules`: those
    /// sets are asked one by one.
    private let partialModules: Set<ModuleID>
    private let files: Set<String>

    init(_ sets: [MemberSet]) {
        self.sets = sets
        var whole: Set<ModuleID> = []
        var partial: Set<ModuleID> = []
        var files: Set<String> = []
        for set in sets {
            if set.excludedFiles.isEmpty { whole.formUnion(set.modules) } else { partial.formUnion(set.modules) }
            files.formUnion(set.files)
        }
        wholeModules = whole
        partialModules = partial.subtracting(whole)
        self.files = files
    }

    func containsSource(module: ModuleID?, file: String?) -> Bool {
        if let file, !files.isEmpty, files.contains(file) { return true }
        guard let module else { return false }
        if wholeModules.contains(module) { return true }
        guard !partialModules.isEmpty, partialModules.contains(module) else { return false }
        return sets.contains { $0.containsSource(module: module, file: file) }
    }

    func containsSource(of edge: DependencyEdge) -> Bool { containsSource(module: edge.from, file: edge.file) }

    /// Whether `edge` ends in one of the sets (``MemberSet/containsTarget(_:file:)``).
    func containsTarget(of edge: DependencyEdge) -> Bool {
        guard let file = edge.toFile else { return containsTarget(edge.to) }
        return containsSource(module: edge.to, file: file)
    }

    /// Whether an edge to `module` ends in one of the sets.
    func containsTarget(_ module: ModuleID) -> Bool {
        wholeModules.contains(module) || (!partialModules.isEmpty && partialModules.contains(module))
    }
}
