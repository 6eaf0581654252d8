import ArchCore
import BazelReader

/// Bazel: every Swift rule of the `bazel query` outputs the repository keeps (`bazel.query.xml`,
/// or what the configuration's `bazel: { query: }` names) becomes a module owning the Swift files
/// of its `srcs`; its `deps` and `private_deps` become declared dependencies, found in its `BUILD`
/// file at the rule's call. archlint never runs Bazel: it reads what Bazel printed.
struct BazelSource: GraphSource {
    /// Each query output as read, with the folder of the Bazel workspace its labels are relative to.
    let queries: [(path: String, workspace: String, query: BazelQuery)]

    func contribute(_ context: SourceContext) -> SourceContribution {
        var result = SourceContribution()
        var placement = BazelPlacement()
        for (path, workspace, query) in queries {
            result.problems += query.problems
            let prefix = workspace.isEmpty ? "" : workspace + "/"
            var ids: [BazelLabel: ModuleID] = [:]
            var taken: [ModuleID: BazelLabel] = [:]
            var local: [(BazelTarget, ModuleID, SourceLocation?)] = []
            for target in query.targets {
                if target.label.isExternal {
                    ids[target.label] = .external(target.swiftModuleName)
                    continue
                }
                let location = Self.location(of: target, prefix: prefix)
                let buildFile = location?.file ?? prefix + Self.join(target.label.package, "BUILD")
                let id = ModuleID(package: buildFile, name: target.swiftModuleName)
                if let other = taken[id] {
                    result.problems.append(
                        Finding(
                            ruleID: "bazel_module_name_taken", severity: .error,
                            message: "'\(target.label)' and '\(other)' in '\(path)' both build the module '\(id.name)' of '\(buildFile)'; only '\(other)' is in the graph",
                            location: location ?? SourceLocation(file: path, line: 1, column: 1)))
                    continue
                }
                taken[id] = target.label
                ids[target.label] = id
                local.append((target, id, location))
            }
            for (target, id, location) in local {
                var module = Module(
                    id: id, kind: .target(Self.kind(of: target)), sourceRoot: prefix + target.label.package,
                    location: location)
                module.bazelRule = target.ruleClass
                result.modules.append(module)
                for source in target.srcs where !source.isExternal && source.name.hasSuffix(".swift") {
                    placement.add(prefix + source.filePath, to: id)
                }
                let declared = location ?? SourceLocation(file: path, line: 1, column: 1)
                var seen: Set<ModuleID> = []
                for (dependency, isPrivate) in target.deps.map({ ($0, false) }) + target.privateDeps.map({ ($0, true) }) {
                    // A label the query does not list is no Swift module of it (an objc_library,
                    // resources): nothing a Swift file imports by that label's name.
                    guard let to = ids[dependency] ?? (dependency.isExternal ? .external(dependency.derivedModuleName) : nil),
                        to != id, seen.insert(to).inserted
                    else { continue }
                    var edge = DeclaredDependency(from: id, to: to, location: declared)
                    if isPrivate { edge.implementationOnly = true }
                    result.dependencies.append(edge)
                }
            }
        }
        result.referenced = result.dependencies.map(\.to)
        result.placement = placement
        return result
    }

    private static func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }

    private static func kind(of target: BazelTarget) -> TargetKind {
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

    mutating func add(_ path: String, to module: ModuleID) {
        if !(modulesByPath[path]?.contains(module) ?? false) { modulesByPath[path, default: []].append(module) }
    }

    func module(of path: String, in folder: String) -> ModuleID? { modulesByPath[path]?.first }

    func modules(of path: String, in folder: String) -> [ModuleID] { modulesByPath[path] ?? [] }

    var placesInSeveral: Bool { modulesByPath.values.contains { $0.count > 1 } }
}
