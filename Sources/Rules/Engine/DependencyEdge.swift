import ArchCore

/// One dependency the rules judge: an `import` in a file, a dependency declared in a `Package.swift`,
/// or a file's use of a declaration of another file of its module (a reference).
///
/// Its fields live in one immutable shared box: rules filter and pass around thousands of edges,
/// and a copy then costs one reference count instead of one per string.
public struct DependencyEdge: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case `import`
        case declaration
        case reference
    }

    private struct Fields: Hashable, Sendable {
        var kind: Kind
        var from: ModuleID?
        var file: String?
        var to: ModuleID
        var location: SourceLocation
        var platforms: [String]?
        var product: String?
        /// For a reference: the declaring file, the declaration's name and place, and the other uses.
        var toFile: String?
        var name: String?
        var declaration: SourceLocation?
        var others = 0
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
    /// The file a reference leads to (`nil` for imports and declarations, which lead to a module).
    public var toFile: String? { box.fields.toFile }
    /// The name a reference uses, where it is declared, and how many more uses of the same file follow.
    public var referenceDetails: (name: String, declaration: SourceLocation, others: Int)? {
        guard let name = box.fields.name, let declaration = box.fields.declaration else { return nil }
        return (name, declaration, box.fields.others)
    }

    public init(
        kind: Kind, from: ModuleID?, file: String?, to: ModuleID, location: SourceLocation,
        platforms: [String]? = nil, product: String? = nil
    ) {
        box = Box(Fields(
            kind: kind, from: from, file: file, to: to, location: location, platforms: platforms, product: product))
    }

    /// A file's use of a declaration of another file of the same module.
    public init(reference: FileReference) {
        box = Box(Fields(
            kind: .reference, from: reference.module, file: reference.file, to: reference.module,
            location: reference.location, toFile: reference.declaringFile, name: reference.name,
            declaration: reference.declaration, others: reference.others))
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
        case .reference:
            return "'\(file ?? "?")' uses '\(box.fields.name ?? "?")' of '\(toFile ?? "?")'"
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
    public func ends(in members: MemberSet) -> Bool { members.containsTarget(to, file: toFile) }
}

extension [MemberSet] {
    func containsSource(of edge: DependencyEdge) -> Bool { contains { edge.starts(in: $0) } }
    func containsTarget(of edge: DependencyEdge) -> Bool { contains { edge.ends(in: $0) } }
    func firstIndexContainingTarget(of edge: DependencyEdge) -> Int? { firstIndex { edge.ends(in: $0) } }
}
