import ArchCore

/// One dependency the rules judge: an `import` in a file, or a dependency declared in a `Package.swift`.
///
/// Its fields live in one immutable shared box: rules filter and pass around thousands of edges,
/// and a copy then costs one reference count instead of one per string.
public struct DependencyEdge: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case `import`
        case declaration
    }

    private struct Fields: Hashable, Sendable {
        var kind: Kind
        var from: ModuleID?
        var file: String?
        var to: ModuleID
        var location: SourceLocation
        var platforms: [String]?
        var product: String?
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private let box: Box

    public var kind: Kind { box.fields.kind }
    /// The depending module; `nil` for a file no module claims.
    public var from: ModuleID? { box.fields.from }
    /// The importing file; `nil` for declarations.
    public var file: String? { box.fields.file }
    public var to: ModuleID { box.fields.to }
    /// The import, or the dependency entry in `Package.swift`.
    public var location: SourceLocation { box.fields.location }
    /// The platforms on which it holds when not on all of them (``ArchCore/ImportEdge/platforms``,
    /// ``ArchCore/DeclaredDependency/platforms``); `nil` when everywhere.
    public var platforms: [String]? { box.fields.platforms }
    /// The product a declaration goes through, when it names one.
    public var product: String? { box.fields.product }

    public init(
        kind: Kind, from: ModuleID?, file: String?, to: ModuleID, location: SourceLocation,
        platforms: [String]? = nil, product: String? = nil
    ) {
        box = Box(Fields(
            kind: kind, from: from, file: file, to: to, location: location, platforms: platforms, product: product))
    }

    public static func == (lhs: DependencyEdge, rhs: DependencyEdge) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    public func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }

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
