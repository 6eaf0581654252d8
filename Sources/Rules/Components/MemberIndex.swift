import ArchCore

/// Which of several member sets an edge starts or ends in, by dictionary lookup, so a rule with
/// hundreds of members (one per feature) still looks at each edge once.
struct MemberIndex {
    let sets: [MemberSet]
    private var moduleOwners: [ModuleID: [Int]] = [:]
    private var fileOwners: [String: [Int]] = [:]

    init(_ sets: [MemberSet]) {
        self.sets = sets
        for (index, set) in sets.enumerated() {
            for module in set.modules { moduleOwners[module, default: []].append(index) }
            for file in set.files { fileOwners[file, default: []].append(index) }
        }
    }

    /// Indices of the sets the edge starts in, ascending.
    func sources(of edge: DependencyEdge) -> [Int] {
        var owners: [Int] = []
        if let file = edge.file { owners += fileOwners[file] ?? [] }
        if let module = edge.from {
            let byModule = moduleOwners[module] ?? []
            owners += byModule.filter { edge.file == nil || !sets[$0].excludedFiles.contains(edge.file!) }
        }
        return Array(Set(owners)).sorted()
    }

    /// Indices of the sets the edge ends in, ascending.
    func targets(of edge: DependencyEdge) -> [Int] {
        moduleOwners[edge.to] ?? []
    }
}
