import ArchCore
import ImportScanner

/// Evaluates the `#if` conditions a manifest declares things under (``TargetDeclaration/conditions``
/// and the like) against the platform matrix.
///
/// `Package.swift` is compiled for the machine that runs the build, not for the platform built for:
/// building for iOS, `#if os(macOS)` holds in the manifest and `#if os(iOS)` does not. So a
/// matrix platform is evaluated as the hosts that build for it (``hosts(of:)``), without its custom
/// flags (`-D` flags do not reach the manifest), and a condition holds on it when it holds on one
/// of them. Without a matrix nothing changes: every branch counts.
struct ManifestPlatformFilter {
    let matrix: [BuildPlatform]
    let swiftVersion: SwiftVersion
    private let allNames: Set<String>
    private var cache: [[String]: Set<String>] = [:]

    init(matrix: [BuildPlatform], swiftVersion: SwiftVersion) {
        self.matrix = matrix
        self.swiftVersion = swiftVersion
        allNames = Set(matrix.map(\.name))
    }

    /// The manifest as the matrix sees it: targets, products and package dependencies that exist
    /// on no platform of it are dropped, and so are target dependencies whose conditions and
    /// `.when(platforms:)` hold together on none. A conditional target dependency gets the
    /// platforms where both hold in `platforms` (`nil` when that is all of the matrix).
    /// `dropped` names the targets left out; `partial` the platforms of targets that exist on only
    /// some platforms of the matrix.
    mutating func filter(
        _ manifest: Manifest
    ) -> (manifest: Manifest, dropped: Set<String>, partial: [String: Set<String>]) {
        guard !matrix.isEmpty else { return (manifest, [], [:]) }
        var result = manifest
        result.targets = manifest.targets.filter { holdsSomewhere($0.conditions) }
        result.products = manifest.products.filter { holdsSomewhere($0.conditions) }
        result.dependencies = manifest.dependencies.filter { holdsSomewhere($0.conditions) }
        for index in result.targets.indices {
            result.targets[index].dependencies = result.targets[index].dependencies.compactMap { filter($0) }
        }
        var partial: [String: Set<String>] = [:]
        for target in result.targets where !target.conditions.isEmpty {
            let names = platformNames(where: target.conditions)
            if names != allNames { partial[target.name] = names }
        }
        let kept = Set(result.targets.map(\.name))
        return (result, Set(manifest.targets.map(\.name)).subtracting(kept), partial)
    }

    /// The import restricted to `platforms`, those its file's target exists on; `nil` when it
    /// is compiled on none of them.
    func restrict(_ edge: ImportEdge, to platforms: Set<String>) -> ImportEdge? {
        let names = platforms.intersection(edge.platforms ?? Array(allNames))
        guard !names.isEmpty else { return nil }
        var restricted = edge
        restricted.platforms = names == allNames ? nil : Self.sorted(names)
        return restricted
    }

    private static func sorted(_ names: Set<String>) -> [String] {
        names.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
    }

    private mutating func filter(_ dependency: TargetDependency) -> TargetDependency? {
        guard !dependency.conditions.isEmpty else { return dependency }
        var names = platformNames(where: dependency.conditions)
        if let declared = dependency.platforms {
            names.formIntersection(declared.map { BuildPlatform.canonicalName($0) ?? $0 })
        }
        guard !names.isEmpty else { return nil }
        var filtered = dependency
        filtered.platforms = names == allNames ? nil : Self.sorted(names)
        return filtered
    }

    private mutating func holdsSomewhere(_ conditions: [String]) -> Bool {
        conditions.isEmpty || !platformNames(where: conditions).isEmpty
    }

    /// The matrix platforms on which `conditions` hold in the manifest.
    private mutating func platformNames(where conditions: [String]) -> Set<String> {
        if let known = cache[conditions] { return known }
        let evaluated = conditions.map(Self.undecidingUnknownModules)
        let names = Set(matrix.filter { platform in
            Self.hosts(of: platform).contains {
                ConditionEvaluator.holds(evaluated, on: $0, swiftVersion: swiftVersion)
            }
        }.map(\.name))
        cache[conditions] = names
        return names
    }

    /// A manifest imports only SDK and toolchain modules, so `canImport(X)` of a module the
    /// ``PlatformTable`` does not know is not "a package archlint cannot see, importable anywhere"
    /// as in sources: it may hold or not. It is renamed to a function the evaluator does not know,
    /// which it counts both ways.
    static func undecidingUnknownModules(_ condition: String) -> String {
        guard condition.contains("canImport") else { return condition }
        let macOS = BuildPlatform(name: "macOS")
        return condition.replacing(#/canImport(\(\s*([A-Za-z_][A-Za-z0-9_]*))/#) { match in
            let known = SystemModules.canImport(String(match.output.2), on: macOS.name) != nil
            return (known ? "canImport" : "_unknownManifestModule") + match.output.1
        }
    }

    /// The platforms whose machines compile the manifest when building for `platform`: macOS for
    /// Apple platforms, the platform itself for Linux and Windows, and any of the three for
    /// platforms that are only cross-compiled to (Android, WASI).
    static func hosts(of platform: BuildPlatform) -> [BuildPlatform] {
        switch platform.name {
        case "Linux", "Windows": [BuildPlatform(name: platform.name)]
        case _ where BuildPlatform.apple.contains(platform.name): [BuildPlatform(name: "macOS")]
        default: ["macOS", "Linux", "Windows"].map { BuildPlatform(name: $0) }
        }
    }
}
