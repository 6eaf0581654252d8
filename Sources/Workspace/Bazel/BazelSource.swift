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

    static func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }

    static func kind(of target: BazelTarget) -> TargetKind {
        // A `swift_overlay` is the Swift half of a C module: it imports that module as its own.
        if target.ruleClass == "swift_overlay" { return .system }
        switch target.role {
        case .clang: return .system
        case .prebuilt: return .binary
        default: break
        }
        if target.isTest { return .test }
        if target.ruleClass.hasSuffix("_binary") { return .executable }
        if target.ruleClass.hasSuffix("compiler_plugin") { return .macro }
        return .regular
    }

    /// The rule's call in its `BUILD` file, relative to the root: from `--relative_locations`'
    /// `pkg/BUILD.bazel:9:12`, or an absolute path that ends in the package's `BUILD` file.
    static func location(of target: BazelTarget, prefix: String) -> SourceLocation? {
        guard let text = target.location else { return nil }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return nil
        }
        let file = parts.dropLast(2).joined(separator: ":")
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let relative = join(target.label.package, name)
        guard file == relative || file.hasSuffix("/" + relative) else { return nil }
        return SourceLocation(file: prefix + relative, line: line, column: column)
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
