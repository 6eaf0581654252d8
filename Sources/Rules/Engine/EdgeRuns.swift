import ArchCore

/// Where the edges of each module and of each file stand in ``RuleContext/edges``, as runs of
/// positions: a rule that judges only edges starting in some members (`allow`, `forbid`,
/// `independent`) visits those runs instead of every edge. Edges come in graph order (a module's
/// files together, a file's imports together), so there are about as many runs as modules and
/// files, and building this is one comparison per edge. Files are indexed only when some
/// component selects files by path (most configurations select modules only, and an index of
/// every file of a 100k-file graph costs 10 MB).
struct EdgeRuns: Sendable {
    /// The runs of each module's edges, by the module's number (``ModuleNumbers``).
    private var byModule: [[Range<Int>]]
    private var byFile: [String: [Range<Int>]] = [:]
    private let numbers: ModuleNumbers
    let indexesFiles: Bool

    /// `ends` are the numbers of the edges' modules in `numbers` (``RuleContext/edgeEnds``).
    init(_ edges: [DependencyEdge], ends: [EdgeEnds], numbers: ModuleNumbers, indexingFiles: Bool) {
        indexesFiles = indexingFiles
        self.numbers = numbers
        // A module's runs are found by comparing numbers: no module id is hashed or copied.
        var byModule = [[Range<Int>]](repeating: [], count: numbers.modules.count)
        var start = 0
        while start < ends.count {
            let from = ends[start].from
            var end = start + 1
            while end < ends.count, ends[end].from == from { end += 1 }
            if from >= 0 { byModule[Int(from)].append(start..<end) }
            start = end
        }
        self.byModule = byModule
        if indexingFiles { byFile = Self.runs(of: edges) { $0.file } }
    }

    /// The runs of the edges with the same key, by key (edges without one are in no run).
    private static func runs<Key: Hashable>(of edges: [DependencyEdge], by key: (DependencyEdge) -> Key?) -> [Key: [Range<Int>]] {
        // Gathered first, then put in a dictionary sized once for them: growing it rehashed every
        // key again and again (a third of building this).
        var found: [(key: Key, run: Range<Int>)] = []
        var start = 0
        while start < edges.count {
            let current = key(edges[start])
            var end = start + 1
            while end < edges.count, key(edges[end]) == current { end += 1 }
            if let current { found.append((current, start..<end)) }
            start = end
        }
        var runs: [Key: [Range<Int>]] = [:]
        runs.reserveCapacity(found.count)
        for (key, run) in found { runs[key, default: []].append(run) }
        return runs
    }

    /// The runs of the edges left after dropping those where `kept` is false (one flag per edge,
    /// in order), without looking at an edge again: a run's kept edges stay together, so each run
    /// moves down by the edges dropped before it. Runs of one key may then touch; ``starting(in:)``
    /// merges them.
    func keeping(_ kept: [Bool]) -> EdgeRuns {
        var droppedBefore = [Int](repeating: 0, count: kept.count + 1)
        for position in kept.indices { droppedBefore[position + 1] = droppedBefore[position] + (kept[position] ? 0 : 1) }
        func moved(_ runs: [Range<Int>]) -> [Range<Int>] {
            runs.compactMap { run in
                let lower = run.lowerBound - droppedBefore[run.lowerBound]
                let upper = run.upperBound - droppedBefore[run.upperBound]
                return lower < upper ? lower..<upper : nil
            }
        }
        var runs = self
        runs.byModule = byModule.map(moved)
        runs.byFile = byFile.mapValues(moved)
        return runs
    }

    /// Runs, ascending and disjoint, that hold every edge that may start in one of `members` (a
    /// member module's, or a member file's): the rule still judges each edge it visits. `nil`
    /// when a member selects files and files are not indexed.
    func starting(in members: [MemberSet]) -> [Range<Int>]? {
        if !indexesFiles, members.contains(where: { !$0.files.isEmpty }) { return nil }
        var runs: [Range<Int>] = []
        for set in members {
            for module in set.modules {
                if let number = numbers.number(of: module) { runs += byModule[Int(number)] }
            }
            for file in set.files { runs += byFile[file] ?? [] }
        }
        runs.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for run in runs {
            if let last = merged.last, run.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, run.upperBound)
            } else {
                merged.append(run)
            }
        }
        return merged
    }
}
