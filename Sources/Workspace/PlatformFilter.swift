import ArchCore
import ImportScanner

/// Decides on which platforms of the matrix each import and declared dependency holds.
///
/// Without a matrix nothing is filtered: every `#if` branch counts. With one, an edge gets the
/// names of the matrix platforms it holds on (`nil` when it holds on all of
/// them), sorted ignoring case and an
/// edge that holds on none is dropped. Results are memoized per distinct list of conditions: a
/// repository has few.
struct PlatformFilter {
    let matrix: [BuildPlatform]
    let swiftVersion: SwiftVersion
    let localModules: Set<String>
    private let allNames: Set<String>
    private var cache: [[String]: Set<String>] = [:]

    init(matrix: [BuildPlatform], swiftVersion: SwiftVersion, localModules: Set<String>) {
        self.matrix = matrix
        self.swiftVersion = swiftVersion
        self.localModules = localModules
        allNames = Set(matrix.map(\.name))
    }

    /// The import with its platforms, or `nil` when it is compiled on no platform of the matrix.
    mutating func filter(_ edge: ImportEdge) -> ImportEdge? {
        guard !matrix.isEmpty, !edge.import.conditions.isEmpty else { return edge }
        let names = cachedNames(edge.import.conditions)
        guard !names.isEmpty else { return nil }
        var filtered = edge
        filtered.platforms = label(names)
        return filtered
    }

    /// The dependency with its platforms, or `nil` when its `.when(platforms:)` names no platform
    /// of the matrix. Without a matrix, its platforms are kept, sorted, known names in their
    /// canonical spelling (`linux` -> `Linux`).
    func filter(_ dependency: DeclaredDependency) -> DeclaredDependency? {
        guard let declared = dependency.platforms else { return dependency }
        var filtered = dependency
        let canonical = Set(declared.map { BuildPlatform.canonicalName($0) ?? $0 })
        guard !matrix.isEmpty else {
            filtered.platforms = Self.sorted(canonical)
            return filtered
        }
        let names = allNames.intersection(canonical)
        guard !names.isEmpty else { return nil }
        filtered.platforms = label(names)
        return filtered
    }

    private mutating func cachedNames(_ conditions: [String]) -> Set<String> {
        if let known = cache[conditions] { return known }
        let platforms = ConditionEvaluator.platforms(
            where: conditions, in: matrix, swiftVersion: swiftVersion, localModules: localModules)
        let names = Set(platforms.map(\.name))
        cache[conditions] = names
        return names
    }

    private func label(_ names: Set<String>) -> [String]? {
        names == allNames ? nil : Self.sorted(names)
    }

    private static func sorted(_ names: Set<String>) -> [String] {
        names.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
    }
}
