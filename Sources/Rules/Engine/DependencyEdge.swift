import ArchCore

/// One dependency the rules judge: an `import` in a file, or a dependency declared in a `Package.swift`.
public struct DependencyEdge: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case `import`
        case declaration
    }

    public var kind: Kind
    /// The depending module; `nil` for a file no module claims.
    public var from: ModuleID?
    /// The importing file; `nil` for declarations.
    public var file: String?
    public var to: ModuleID
    /// The import, or the dependency entry in `Package.swift`.
    public var location: SourceLocation
    /// The platforms on which it holds when not on all of them (``ArchCore/ImportEdge/platforms``,
    /// ``ArchCore/DeclaredDependency/platforms``); `nil` when everywhere.
    public var platforms: [String]?
    /// The product a declaration goes through, when it names one.
    public var product: String?

    public init(
        kind: Kind, from: ModuleID?, file: String?, to: ModuleID, location: SourceLocation,
        platforms: [String]? = nil, product: String? = nil
    ) {
        self.kind = kind
        self.from = from
        self.file = file
        self.to = to
        self.location = location
        self.platforms = platforms
        self.product = product
    }

    /// `'A' imports 'B'` or `'A' declares a dependency on 'B'`.
    public var summary: String {
        let subject = from?.name ?? file ?? "?"
        switch kind {
        case .import: return "'\(subject)' imports '\(to.name)'"
        case .declaration:
            let through = product.map { $0 == to.name ? "" : " (product '\($0)')" } ?? ""
            return "'\(subject)' declares a dependency on '\(to.name)'\(through)"
        }
    }

    /// ` (on iOS, macOS)` when it holds only on some platforms, else empty.
    public var platformSuffix: String {
        guard let platforms, !platforms.isEmpty else { return "" }
        return " (on \(platforms.joined(separator: ", ")))"
    }

    /// Whether it starts in `members`.
    public func starts(in members: MemberSet) -> Bool { members.containsSource(module: from, file: file) }

    /// Whether it ends in `members`.
    public func ends(in members: MemberSet) -> Bool { members.containsTarget(to) }
}

extension [MemberSet] {
    func containsSource(of edge: DependencyEdge) -> Bool { contains { edge.starts(in: $0) } }
    func containsTarget(of edge: DependencyEdge) -> Bool { contains { edge.ends(in: $0) } }
    func firstIndexContainingTarget(of edge: DependencyEdge) -> Int? { firstIndex { edge.ends(in: $0) } }
}
