/// Identifies a module: a target of a package or of an Xcode project, or a module defined elsewhere.
///
/// Two packages may define modules of the same name, so a target's id includes its package's
/// folder (for an Xcode target, its `.xcodeproj`'s path). Modules built elsewhere (Foundation, a remote package's product) and modules named in
/// `.archlint.yml` have no package.
public struct ModuleID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The package folder relative to the root (`""` for the root package), or the `.xcodeproj`
    /// path of an Xcode target; `nil` when no local manifest or project defines the module.
    public var package: String?
    public var name: String

    public init(package: String?, name: String) {
        self.package = package
        self.name = name
    }

    public static func external(_ name: String) -> ModuleID { ModuleID(package: nil, name: name) }

    public static func == (lhs: ModuleID, rhs: ModuleID) -> Bool {
        lhs.name == rhs.name && lhs.package == rhs.package
    }

    /// The name alone: modules of one name in several packages are rare, and rules hash module ids
    /// in every lookup, so hashing one string instead of two pays.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    public static func < (lhs: ModuleID, rhs: ModuleID) -> Bool {
        (lhs.name, lhs.package ?? "") < (rhs.name, rhs.package ?? "")
    }

    public var description: String { name }
}

/// A node of the graph.
public struct Module: Hashable, Sendable, Codable {
    public enum Kind: Hashable, Sendable, Codable {
        /// A target declared in a `Package.swift`.
        case target(TargetKind)
        /// A module named in the configuration's `modules:` (e.g. an Xcode app target).
        case configured
        /// Built elsewhere: the toolchain, an SDK, a remote package.
        case external
    }

    public var id: ModuleID
    public var kind: Kind
    /// Folder of the module's sources relative to the root; `nil` for external modules.
    public var sourceRoot: String?
    /// Where it is declared (its `.target(` in `Package.swift`, its object in `project.pbxproj`,
    /// or its entry in `.archlint.yml`).
    public var location: SourceLocation?
    /// For a target of an Xcode project, what it builds (`app`, `framework`, `app-extension`,
    /// `unit-test`); `nil` for every other module. Its ``kind`` says how rules treat it.
    public var xcodeProduct: String?
    /// For a target of a `bazel query` output, its rule's class (`swift_library`); `""` for a module
    /// named after a label the output does not list (its name derived as rules_swift would);
    /// `nil` for every other module.
    public var bazelRule: String?
    /// For a target of an Xcode project (or an XcodeGen or Tuist spec) whose module has another
    /// name (`PRODUCT_NAME` or `PRODUCT_MODULE_NAME` set: the target `IceCubesApp` builds the module
    /// `Ice_Cubes`; or a target name that is no identifier: `My App` builds `My_App`), the target's
    /// own name, what Xcode passes as `TARGET_NAME`; `nil` otherwise.
    public var xcodeTargetName: String?
    /// For a module that several Xcode targets build (an iOS and a watchOS framework, both with
    /// `PRODUCT_NAME = Core`), the names of the targets after the first that differ from the
    /// module's (`Core-watchOS`); `nil` when there are none.
    public var otherXcodeTargetNames: [String]?

    /// For a module several Xcode targets build, what each of them holds of it, by the target's
    /// name (`Core-iOS`, or `Core` when the target is named like the module); `nil` otherwise.
    public var xcodeTargetShares: [String: XcodeTargetShare]?

    /// For an Xcode target (or a spec's), the names of dependencies archlint could not resolve,
    /// `*` for entries it could not read: what they provide is unknown, as for a package target's
    /// unresolved entries; `nil` when there are none.
    public var unresolvedDependencies: [String]?

    /// The names of the Xcode targets that build the module, the first one's first (its module's
    /// name when it is named so); empty for other modules.
    public var allXcodeTargetNames: [String] {
        guard isXcodeTarget || xcodeTargetName != nil else { return [] }
        return [xcodeTargetName ?? name] + (otherXcodeTargetNames ?? [])
    }

    /// The names of the Xcode targets that build the module under another name.
    public var xcodeTargetNames: [String] { (xcodeTargetName.map { [$0] } ?? []) + (otherXcodeTargetNames ?? []) }

    public init(
        id: ModuleID, kind: Kind, sourceRoot: String? = nil, location: SourceLocation? = nil, xcodeProduct: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.sourceRoot = sourceRoot
        self.location = location
        self.xcodeProduct = xcodeProduct
    }

    public var name: String { id.name }
    public var isTest: Bool { kind == .target(.test) }
    public var isExternal: Bool { kind == .external }
    /// Whether it is a target of an Xcode project (its `package` is then the `.xcodeproj`'s path).
    public var isXcodeTarget: Bool { xcodeProduct != nil }
    /// Whether it is a target of a `bazel query` output (declared in a `BUILD` file).
    public var isBazelTarget: Bool { bazelRule != nil }
    /// What a component's `packages:` globs match: the package's folder (`""` for the root), the
    /// `.xcodeproj`'s path, or a Bazel target's package folder (`features/movies`).
    public var selectedPackage: String? { isBazelTarget ? sourceRoot : id.package }
}

/// A `.swift` file of the repository and what it imports.
public struct SourceFile: Hashable, Sendable, Codable {
    /// Relative to the root, `/` separators.
    public var path: String
    /// The module the file is compiled into; `nil` when no target or configured module claims it.
    public var module: ModuleID?
    /// Further modules that compile the same file (an Xcode project may compile a file into an
    /// app and its extension); `nil` when there are none.
    public var otherModules: [ModuleID]?
    public var imports: [Import]

    public init(path: String, module: ModuleID?, imports: [Import], otherModules: [ModuleID]? = nil) {
        self.path = path
        self.module = module
        self.imports = imports
        self.otherModules = otherModules
    }

    /// Every module that compiles the file.
    public var modules: [ModuleID] { (module.map { [$0] } ?? []) + (otherModules ?? []) }

    /// Whether no module compiles the file although it is code: a Tuist manifest or one of its
    /// helpers (``TuistManifest``) is read, never compiled into a target.
    public var isUnassigned: Bool {
        module == nil && !TuistManifest.isDescription(imports: imports) && !TuistManifest.isInHelpersFolder(path)
    }
}

/// A dependency declared in a `Package.swift`, resolved to the module it names.
public struct DeclaredDependency: Hashable, Sendable, Codable {
    public var from: ModuleID
    public var to: ModuleID
    /// Location of the dependency entry in `Package.swift`.
    public var location: SourceLocation
    /// The product it goes through (`.product(name:package:)` or a bare name that is a product).
    public var product: String?
    /// The platforms on which the dependency holds, when not on all of them: its
    /// `condition: .when(platforms:)`, or with a platform matrix the matrix's platforms it holds on
    /// (`nil` when it holds on every platform of the matrix). `nil` when unconditional.
    public var platforms: [String]?
    /// Whether the dependency is kept out of the module's interface (Bazel's `private_deps`):
    /// `true`, else `nil`.
    public var implementationOnly: Bool?

    public init(from: ModuleID, to: ModuleID, location: SourceLocation, product: String? = nil, platforms: [String]? = nil) {
        self.from = from
        self.to = to
        self.location = location
        self.product = product
        self.platforms = platforms
    }
}

/// An import, resolved to the module it names.
///
/// Its fields live in one immutable shared box, so copying an edge (graphs hold thousands, and
/// sorting and filtering move them around) costs one reference count instead of one per string.
public struct ImportEdge: Hashable, Sendable, Codable {
    struct Fields: Hashable, Sendable, Codable {
        var file: String
        var from: ModuleID?
        var to: ModuleID
        var `import`: Import
        var platforms: [String]?
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// The importing file.
    public var file: String {
        get { box.fields.file }
        set { update { $0.file = newValue } }
    }
    /// The importing file's module; `nil` for files no module claims.
    public var from: ModuleID? {
        get { box.fields.from }
        set { update { $0.from = newValue } }
    }
    public var to: ModuleID {
        get { box.fields.to }
        set { update { $0.to = newValue } }
    }
    public var `import`: Import {
        get { box.fields.import }
        set { update { $0.import = newValue } }
    }
    /// With a platform matrix, the matrix's platforms on which the import is compiled, sorted, when
    /// not all of them; `nil` without a matrix or when it is compiled on every platform of it.
    public var platforms: [String]? {
        get { box.fields.platforms }
        set { update { $0.platforms = newValue } }
    }

    /// Whether the import is `@_exported`, read in place (``import`` copies the whole import).
    public var isExported: Bool { box.fields.import.isExported }

    /// Whether the import sits under some `#if`, read in place.
    public var isConditional: Bool { !box.fields.import.conditions.isEmpty }

    public init(file: String, from: ModuleID?, to: ModuleID, import: Import, platforms: [String]? = nil) {
        box = Box(Fields(file: file, from: from, to: to, import: `import`, platforms: platforms))
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = box.fields
        change(&fields)
        box = Box(fields)
    }

    public var location: SourceLocation {
        SourceLocation(file: box.fields.file, line: box.fields.import.line, column: box.fields.import.column)
    }

    /// Orders by location, then by target: the graph's order.
    public static func graphOrder(_ lhs: ImportEdge, _ rhs: ImportEdge) -> Bool {
        let (left, right) = (lhs.box, rhs.box)
        if left.fields.file != right.fields.file { return left.fields.file < right.fields.file }
        let (leftLine, rightLine) = (left.fields.import.line, right.fields.import.line)
        if leftLine != rightLine { return leftLine < rightLine }
        let (leftColumn, rightColumn) = (left.fields.import.column, right.fields.import.column)
        if leftColumn != rightColumn { return leftColumn < rightColumn }
        return left.fields.to < right.fields.to
    }

    public static func == (lhs: ImportEdge, rhs: ImportEdge) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    public func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }

    public init(from decoder: any Decoder) throws { box = Box(try Fields(from: decoder)) }

    public func encode(to encoder: any Encoder) throws { try box.fields.encode(to: encoder) }
}

/// What one of several Xcode targets that build one module holds of it: the files it compiles, and
/// where it and the dependencies it lists are declared (`--target` of it keeps the findings there).
public struct XcodeTargetShare: Hashable, Sendable, Codable {
    public var files: [String]
    public var places: [SourceLocation]

    public init(files: [String], places: [SourceLocation]) {
        self.files = files
        self.places = places
    }
}
