/// One configuration of the platform matrix (`platforms:` in `.archlint.yml`): a platform with the
/// custom compilation flags (`-D DEBUG`) it is built with, and whether it targets the simulator.
///
/// `#if` conditions and `.when(platforms:)` dependencies are evaluated against each configuration
/// of the matrix; an edge that holds on none of them is not an edge.
public struct BuildPlatform: Hashable, Sendable, Codable {
    /// One of ``known``, as spelled there.
    public var name: String
    /// Custom flags defined on this platform: `#if DEBUG` holds when `DEBUG` is in the set.
    public var flags: Set<String>
    /// Whether `targetEnvironment(simulator)` holds (meaningful for iOS, tvOS, watchOS, visionOS).
    public var simulator: Bool

    public init(name: String, flags: Set<String> = [], simulator: Bool = false) {
        self.name = name
        self.flags = flags
        self.simulator = simulator
    }

    /// Every platform a matrix may name.
    public static let known = [
        "macOS", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "Linux", "Windows", "Android", "WASI",
    ]

    /// The Apple platforms among ``known``.
    public static let apple: Set<String> = ["macOS", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]

    /// The ``known`` name spelled like `name` up to case (`linux` -> `Linux`, as `Package.swift`'s
    /// `.linux` is read), or `nil` when archlint does not know the platform.
    public static func canonicalName(_ name: String) -> String? {
        let lowered = name.lowercased()
        return known.first { $0.lowercased() == lowered }
    }
}

/// A Swift language or compiler version (`6.0`, `5.9.2`), compared component by component with
/// missing components counting as zero, as `#if swift(>=5.9)` compares them.
public struct SwiftVersion: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var components: [Int]

    /// Parses `6`, `6.0` or `5.9.2`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 5 else { return nil }
        var components: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy(\.isASCII), let value = Int(part), value >= 0 else { return nil }
            components.append(value)
        }
        self.components = components
    }

    /// The version `swift:` defaults to.
    public static let `default` = SwiftVersion("6.0")!

    public static func < (lhs: SwiftVersion, rhs: SwiftVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let l = index < lhs.components.count ? lhs.components[index] : 0
            let r = index < rhs.components.count ? rhs.components[index] : 0
            if l != r { return l < r }
        }
        return false
    }

    public static func == (lhs: SwiftVersion, rhs: SwiftVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    public var description: String { components.map(String.init).joined(separator: ".") }
}
