import ArchCore

/// The form of imports: `@testable` only in tests, no `@_exported`, no `@_implementationOnly`, no
/// scoped imports (`import struct M.T`), and imports of some modules no more visible than a level
/// (`internal import VendorSDK`).
public struct ImportsRule: ArchitectureRule, RuleKind {
    /// A requirement on the access level of imports of some modules.
    public struct AccessRequirement: Hashable, Sendable {
        /// The imported modules it is about: components or module names (globs allowed).
        public var modules: [RuleReference]
        /// The most visible level allowed: `internal` accepts `internal`, `fileprivate` and `private`.
        public var level: AccessLevel

        public init(modules: [RuleReference], level: AccessLevel) {
            self.modules = modules
            self.level = level
        }
    }

    public var header: RuleHeader
    /// The importing components or modules judged; every local module when empty.
    public var from: [RuleReference]
    /// `@testable import` only in test targets.
    public var testableInTestsOnly: Bool
    public var forbidExported: Bool
    public var forbidImplementationOnly: Bool
    public var forbidScoped: Bool
    public var access: [AccessRequirement]
    /// What an import without an access modifier counts as: `public` (Swift 5 and 6 language
    /// modes), `internal` with the `InternalImportsByDefault` upcoming feature.
    public var defaultAccess: AccessLevel

    public init(
        header: RuleHeader, from: [RuleReference] = [], testableInTestsOnly: Bool = true, forbidExported: Bool = false,
        forbidImplementationOnly: Bool = false, forbidScoped: Bool = false, access: [AccessRequirement] = [],
        defaultAccess: AccessLevel = .public
    ) {
        self.header = header
        self.from = from
        self.testableInTestsOnly = testableInTestsOnly
        self.forbidExported = forbidExported
        self.forbidImplementationOnly = forbidImplementationOnly
        self.forbidScoped = forbidScoped
        self.access = access
        self.defaultAccess = defaultAccess
    }

    public var references: [RuleReference] { from + access.flatMap(\.modules) }
    public var importReach: ImportReach { .eachEdge }

    public func check(_ context: RuleContext) -> [Finding] {
        let sources = from.isEmpty ? nil : context.members(of: from)
        let requirements = access.map { (context.members(of: $0.modules), $0) }
        return context.graph.imports.compactMap { edge -> Finding? in
            guard let module = edge.from, !context.exclude.contains(where: { $0.matches(edge.file) }) else { return nil }
            if let sources, !sources.contains(where: { $0.containsSource(module: module, file: edge.file) }) { return nil }
            let problems = problems(of: edge, isTest: context.index.isTest(module), requirements)
            guard !problems.isEmpty else { return nil }
            return Finding(
                ruleID: header.kind, ruleName: header.name, severity: header.severity,
                message: "'\(module.name)' imports '\(edge.importedName)' \(problems.joined(separator: "; and "))",
                location: edge.location, because: header.because, subject: "'\(module.name)' imports '\(edge.importedName)'")
        }.sorted()
    }

    /// What is wrong with one import, each a phrase that follows "'A' imports 'B' ".
    private func problems(of edge: ImportEdge, isTest: Bool, _ requirements: [([MemberSet], AccessRequirement)]) -> [String] {
        let statement = edge.import
        var problems: [String] = []
        if testableInTestsOnly, statement.isTestable, !isTest {
            problems.append("with @testable outside a test target; make what it needs public, or move the code to a test target")
        }
        if forbidExported, statement.isExported {
            problems.append("with @_exported, which re-exports it to every importer; let each importer import it itself")
        }
        if forbidImplementationOnly, statement.hasAttribute("_implementationOnly") {
            problems.append("with @_implementationOnly; write 'internal import \(edge.to.name)' instead (SE-0409)")
        }
        if forbidScoped, let kind = statement.kind {
            problems.append("as a scoped import ('import \(kind) \(statement.path.joined(separator: "."))'); import the whole module")
        }
        let level = effectiveAccess(statement)
        if let (_, requirement) = requirements.first(where: { sets, _ in sets.contains { $0.containsTarget(edge.to) } }),
            level.rank > requirement.level.rank
        {
            let written = statement.accessLevel == nil && !statement.isExported ? " (no modifier counts as \(defaultAccess.rawValue))" : ""
            problems.append(
                "as \(level.rawValue)\(written); imports of \(requirement.modules.quotedList) must be \(requirement.level.rawValue) or narrower: write '\(requirement.level.rawValue) import \(edge.to.name)'")
        }
        return problems
    }

    /// The access level the import has: `@_exported` makes it public, `@_implementationOnly`
    /// internal, no modifier the default.
    private func effectiveAccess(_ statement: Import) -> AccessLevel {
        if statement.isExported { return .public }
        if let level = statement.accessLevel { return level }
        return statement.hasAttribute("_implementationOnly") ? .internal : defaultAccess
    }
}

extension AccessLevel {
    /// Wider is greater: `private` 0 ... `public` 4.
    var rank: Int {
        switch self {
        case .private: 0
        case .fileprivate: 1
        case .internal: 2
        case .package: 3
        case .public: 4
        }
    }
}

extension ImportEdge {
    /// The module as written, with the declaration of a scoped import (`M.T`).
    var importedName: String { `import`.path.joined(separator: ".") }
}
