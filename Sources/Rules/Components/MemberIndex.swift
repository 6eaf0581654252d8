import ArchCore

/// Which of several member sets an edge starts or ends in, by dictionary lookup, so a rule with
/// hundreds of members (one per feature) still looks at each edge once.
struct MemberIndex {
    let sets: [MemberSet]
    private var moduleOwners: [ModuleID: [Int]] = [:]
    private var fileOwners: [String: [Int]] = [:]

    /// Whether no set selects files or leaves files out: an edge's sources then follow from its
    /// module alone, and a caller may reuse them along a module's run of edges.
    let sourcesFollowModules: Bool
    /// The owners of each module by its number in `numbers` (empty without numbers): an edge's
    /// owners are then an array access instead of a hash of its module.
    private let ownersByNumber: [[Int]]

    init(_ sets: [MemberSet], numbers: ModuleNumbers? = nil) {
        self.sets = sets
        for (index, set) in sets.enumerated() {
            for module in set.modules { moduleOwners[module, default: []].append(index) }
            for file in set.files { fileOwners[file, default: []].append(index) }
        }
        sourcesFollowModules = fileOwners.isEmpty && sets.allSatisfy(\.excludedFiles.isEmpty)
        let owners = moduleOwners
        ownersByNumber = numbers.map { $0.modules.map { owners[$0] ?? [] } } ?? []
    }

    /// ``sources(of:)`` of the edge whose modules' numbers are `ends` (an index made with the
    /// context's numbers).
    func sources(of edge: DependencyEdge, _ ends: EdgeEnds) -> [Int] {
        guard sourcesFollowModules else { return sources(of: edge) }
        return ends.from < 0 ? [] : ownersByNumber[Int(ends.from)]
    }

    /// ``targets(of:)`` of the edge whose modules' numbers are `ends`.
    func targets(of edge: DependencyEdge, _ ends: EdgeEnds) -> [Int] {
        edge.toFile == nil ? ownersByNumber[Int(ends.to)] : targets(of: edge)
    }

    /// Indices of the sets the edge starts in, ascending. (Asked for every edge: the owner lists
    /// are ascending already, so they are merged without building a set.)
    func sources(of edge: DependencyEdge) -> [Int] { sources(module: edge.from, file: edge.file) }

    /// Indices of the sets `file` of `module` is in, ascending.
    private func sources(module: ModuleID?, file: String?) -> [Int] {
        let byFile = file.flatMap { fileOwners[$0] } ?? []
        var byModule = module.flatMap { moduleOwners[$0] } ?? []
        if let file, !byModule.isEmpty {
            byModule.removeAll { index in !sets[index].excludedFiles.isEmpty && sets[index].excludedFiles.contains(file) }
        }
        if byFile.isEmpty { return byModule }
        if byModule.isEmpty { return byFile }
        return Self.mergeAscending(byFile, byModule)
    }

    /// The union of two ascending lists without repeats, ascending.
    static func mergeAscending(_ first: [Int], _ second: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count || j < second.count {
            let next = j == second.count || (i < first.count && first[i] <= second[j]) ? first[i] : second[j]
            if result.last != next { result.append(next) }
            if i < first.count, first[i] == next { i += 1 }
            if j < second.count, second[j] == next { j += 1 }
        }
        return result
    }

    /// Whether two ascending lists share no element.
    static func disjointAscending(_ first: [Int], _ second: [Int]) -> Bool {
        var (i, j) = (0, 0)
        while i < first.count, j < second.count {
            if first[i] == second[j] { return false }
            if first[i] < second[j] { i += 1 } else { j += 1 }
        }
        return true
    }

    /// Indices of the sets the edge ends in, ascending.
    func targets(of edge: DependencyEdge) -> [Int] {
        guard let file = edge.toFile else { return moduleOwners[edge.to] ?? [] }
        return sources(module: edge.to, file: file)
    }
}
