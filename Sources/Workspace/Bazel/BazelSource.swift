import ArchCore
import BazelReader

/// Bazel: every Swift rule of the `bazel query` outputs the repository keeps (`bazel.query.xml`,
/// or what the configuration's `bazel: { query: }` names) becomes a module owning the Swift files
/// of its `srcs`; its `deps` and `private_deps` become declared dependencies, found in its `BUILD`
/// file at the rule's call. archlint never runs Bazel: it reads what Bazel printed.
struct BazelSource: GraphSource {
    /// Each query output as read, with the folder of the Bazel workspace its labels are relative to.
    let queries: [(path: String, workspace: String, query: BazelQuery)]
    /// Problems of the files as found (a configured query output missing).
    var problems: [Finding] = []

    func contribute(_ context: SourceContext) -> SourceContribution {
        var result = SourceContribution()
        result.problems = problems
        var placement = BazelPlacement()
        // 100,000 files grow the table 17 times otherwise (a third of this source's time).
        placement.reserve(queries.reduce(0) { total, read in total + read.query.targets.reduce(0) { $0 + $1.srcs.count } })
        for (path, workspace, query) in queries {
            result.problems += query.problems
            var reading = QueryReading(path: path, workspace: workspace, query: query)
            reading.contribute(context, into: &result, placement: &placement)
        }
        result.referenced = result.dependencies.map(\.to)
        result.placement = placement
        return result
    }
}

/// Which Bazel target compiles a file: the `srcs` of every target, by path.
struct BazelPlacement: FilePlacing {
    private var modulesByPath: [String: [ModuleID]] = [:]

    mutating func reserve(_ count: Int) { modulesByPath.reserveCapacity(count) }

    /// Bazel refuses a label listed twice in one `srcs`, so a module is added once per file.
    mutating func add(_ path: String, to module: ModuleID) {
        modulesByPath[path, default: []].append(module)
    }

    func module(of path: String, in folder: String) -> ModuleID? { modulesByPath[path]?.first }

    func modules(of path: String, in folder: String) -> [ModuleID] { modulesByPath[path] ?? [] }

    var placesInSeveral: Bool { modulesByPath.values.contains { $0.count > 1 } }
}
