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
    /// Each numbered module's place (``ModuleNumbers``): 0 in no set, 1 in `wholeModules`, 2 in
    /// `partialModules`; empty without numbers.
    private let placeByNumber: [UInt8]

    init(_ sets: [MemberSet], numbers: ModuleNumbers? = nil) {
        self.sets = sets
        var whole: Set<ModuleID> = []
        var partial: Set<ModuleID> = []
        var files: Set<String> = []
        for set in sets {
            if set.excludedFiles.isEmpty { whole.formUnion(set.modules) } else { partial.formUnion(set.modules) }
            files.formUnion(set.files)
        }
        wholeModules = whole
        let partialModules = partial.subtracting(whole)
        self.partialModules = partialModules
        self.files = files
        placeByNumber = numbers?.modules.map { module in
            whole.contains(module) ? 1 : partialModules.contains(module) ? 2 : 0
        } ?? []
    }

    /// ``containsSource(of:)`` of the edge whose modules' numbers are `ends` (a union made with
    /// the context's numbers).
    func containsSource(of edge: DependencyEdge, _ ends: EdgeEnds) -> Bool {
        if !files.isEmpty, let file = edge.file, files.contains(file) { return true }
        guard ends.from >= 0 else { return false }
        switch placeByNumber[Int(ends.from)] {
        case 0: return false
        case 1: return true
        default: return sets.contains { $0.containsSource(module: edge.from, file: edge.file) }
        }
    }

    /// ``containsTarget(of:)`` of the edge whose modules' numbers are `ends`.
    func containsTarget(of edge: DependencyEdge, _ ends: EdgeEnds) -> Bool {
        guard edge.toFile == nil else { return containsTarget(of: edge) }
        return placeByNumber[Int(ends.to)] != 0
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
