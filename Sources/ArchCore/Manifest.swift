/// What the static reader recovered from one `Package.swift`, without executing it.
public struct Manifest: Hashable, Sendable, Codable {
    /// The package's folder relative to the linted root (`""` for the root itself).
    public var directory: String
    /// `name:` of the `Package(...)` call (the folder name when it is not a literal).
    public var name: String
    /// Location of the `Package(` call (or of the file's first line when there is none).
    public var location: SourceLocation
    public var targets: [TargetDeclaration]
    public var products: [ProductDeclaration]
    public var dependencies: [PackageDependency]
    /// What the reader could not understand, each at the exact place it skipped.
    public var problems: [ManifestProblem]
    /// The `// swift-tools-version:` of the first line, as `major.minor` (`5.9`); `nil` when
    /// the line does not say.
    public var toolsVersion: String?

    public init(
        directory: String,
        name: String,
        location: SourceLocation,
        targets: [TargetDeclaration] = [],
        products: [ProductDeclaration] = [],
        dependencies: [PackageDependency] = [],
        problems: [ManifestProblem] = [],
        toolsVersion: String? = nil
    ) {
        self.directory = directory
        self.name = name
        self.location = location
        self.targets = targets
        self.products = products
        self.dependencies = dependencies
        self.problems = problems
        self.toolsVersion = toolsVersion
    }

    /// Whether the tools version is at least `major.minor`; true when it is not known.
    public func toolsVersion(atLeast major: Int, _ minor: Int) -> Bool {
        guard let parts = toolsVersion?.split(separator: ".").compactMap({ Int($0) }), parts.count == 2 else { return true }
        return (parts[0], parts[1]) >= (major, minor)
    }
}

/// Target kinds as `Package.swift` spells them.
public enum TargetKind: String, Hashable, Sendable, Codable, CaseIterable {
    case regular = "target"
    case executable = "executableTarget"
    case test = "testTarget"
    case macro
    case plugin
    case system = "systemLibrary"
    case binary = "binaryTarget"
}

public struct TargetDeclaration: Hashable, Sendable, Codable {
    public var name: String
    public var kind: TargetKind
    /// `path:` relative to the package folder, when given.
    public var path: String?
    public var exclude: [String]
    /// `sources:` relative to the target's path, when given.
    public var sources: [String]?
    public var dependencies: [TargetDependency]
    public var location: SourceLocation
    /// The `#if` conditions of `Package.swift` it is declared under, outermost first, in the format
    /// of ``Import/conditions``; empty when unconditional. A target declared in several `#if`
    /// branches holds when any of them does: `(A) || (B)`.
    public var conditions: [String]

    public init(
        name: String,
        kind: TargetKind,
        path: String? = nil,
        exclude: [String] = [],
        sources: [String]? = nil,
        dependencies: [TargetDependency] = [],
        location: SourceLocation,
        conditions: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.exclude = exclude
        self.sources = sources
        self.dependencies = dependencies
        self.location = location
        self.conditions = conditions
    }
}

/// One entry of a target's `dependencies:`.
public struct TargetDependency: Hashable, Sendable, Codable {
    public enum Reference: Hashable, Sendable, Codable {
        /// `"Name"` or `.byName(name: "Name")`: a target of this package, else a product of a dependency.
        case byName(String)
        /// `.target(name: "Name")`.
        case target(String)
        /// `.product(name: "P", package: "identity")`; `package` is `nil` only in old manifests
        /// that omit it.
        case product(name: String, package: String?)
    }

    public var reference: Reference
    /// Platforms of `condition: .when(platforms: [...])`, e.g. `["iOS", "macOS"]`; `nil` when unconditional.
    public var platforms: [String]?
    public var location: SourceLocation
    /// The `#if` conditions of `Package.swift` it is declared under, outermost first, in the format
    /// of ``Import/conditions``; empty when unconditional. They include the conditions of
    /// its target: the dependency exists only where both hold.
    public var conditions: [String]

    public init(
        reference: Reference, platforms: [String]? = nil, location: SourceLocation, conditions: [String] = []
    ) {
        self.reference = reference
        self.platforms = platforms
        self.location = location
        self.conditions = conditions
    }

    /// The name written in the manifest.
    public var name: String {
        switch reference {
        case .byName(let name), .target(let name), .product(let name, _): name
        }
    }
}

public struct ProductDeclaration: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case library, executable, plugin
    }

    public var name: String
    public var kind: Kind
    public var targets: [String]
    public var location: SourceLocation
    /// The `#if` conditions of `Package.swift` it is declared under, outermost first, in the format
    /// of ``Import/conditions``; empty when unconditional. `targets:` entries added under `#if`
    /// are not told apart.
    public var conditions: [String]

    public init(
        name: String, kind: Kind, targets: [String], location: SourceLocation, conditions: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.targets = targets
        self.location = location
        self.conditions = conditions
    }
}

/// One entry of the package's `dependencies:`.
public struct PackageDependency: Hashable, Sendable, Codable {
    public enum Source: Hashable, Sendable, Codable {
        /// `.package(path:)`, relative to the manifest's folder as written.
        case path(String)
        case url(String)
        /// `.package(id: "scope.name", ...)`.
        case registry(String)
    }

    /// How `.product(package:)` names it: `name:` if given, else the last path or URL component
    /// without `.git`. Compare case-insensitively.
    public var identity: String
    public var source: Source
    public var location: SourceLocation
    /// The `#if` conditions of `Package.swift` it is declared under, outermost first, in the format
    /// of ``Import/conditions``; empty when unconditional.
    public var conditions: [String]

    public init(identity: String, source: Source, location: SourceLocation, conditions: [String] = []) {
        self.identity = identity
        self.source = source
        self.location = location
        self.conditions = conditions
    }
}

/// Something in a manifest the static reader could not resolve; it becomes a
/// `manifest_not_understood` warning, or a `manifest_unreadable` error when it may hide targets.
public struct ManifestProblem: Hashable, Sendable, Codable {
    /// What was skipped and why, e.g. "skipped call to helper function 'feature(_:)'; its targets are not in the graph".
    public var message: String
    public var location: SourceLocation
    /// The package's targets cannot be known (a syntax error, a targets list or a target name that
    /// cannot be read): rules about the missing targets would pass in silence, so the run fails.
    public var hidesTargets: Bool
    /// Entries of the package's own `dependencies:` may be missing (`dependencies: helper()`): a
    /// name no entry read provides may come from one archlint did not see.
    public var hidesPackageDependencies: Bool
    /// Products, or the targets a product lists, may be missing: a name no product read provides
    /// may be one archlint did not see.
    public var hidesProducts: Bool

    public init(
        message: String, location: SourceLocation, hidesTargets: Bool = false, hidesPackageDependencies: Bool = false,
        hidesProducts: Bool = false
    ) {
        self.message = message
        self.location = location
        self.hidesTargets = hidesTargets
        self.hidesPackageDependencies = hidesPackageDependencies
        self.hidesProducts = hidesProducts
    }
}

extension Manifest {
    // A problem that hides targets (a syntax error, reading stopped, no `Package(...)` call) may
    // hide anything after it, so it leaves the products and the package dependencies unknown too.

    /// Whether every entry of the package's own `dependencies:` was read.
    public var knowsPackageDependencies: Bool { !problems.contains { $0.hidesPackageDependencies || $0.hidesTargets } }
    /// Whether every product, and every target each lists, was read.
    public var knowsProducts: Bool { !problems.contains { $0.hidesProducts || $0.hidesTargets } }
    /// Whether every target was read.
    public var knowsTargets: Bool { !problems.contains(where: \.hidesTargets) }
}
