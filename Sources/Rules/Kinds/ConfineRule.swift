import ArchCore

/// Only `to` may depend on `modules` (members of `modules` may depend on each other).
public struct ConfineRule: ArchitectureRule, RuleKind {
    public var header: RuleHeader
    public var modules: [RuleReference]
    public var to: [RuleReference]
    /// Also report chains that reach `modules` through modules that are not in `to`.
    public var transitive: Bool

    public init(header: RuleHeader, modules: [RuleReference], to: [RuleReference], transitive: Bool = false) {
        self.header = header
        self.modules = modules
        self.to = to
        self.transitive = transitive
    }

    public var references: [RuleReference] { modules + to }
    public var importReach: ImportReach { transitive ? .eachEdgeAndChains : .eachEdge }

    public var withoutChains: any ArchitectureRule {
        var direct = self
        direct.transitive = false
        return direct
    }

    public func check(_ context: RuleContext) -> [Finding] {
        let confined = MemberUnion(context.members(of: modules), numbers: context.moduleNumbers)
        let userSets = context.members(of: to)
        let users = MemberUnion(userSets, numbers: context.moduleNumbers)
        let declaringUsers = Self.modulesWithFiles(in: userSets, context.graph)
        let who = to.isEmpty ? "nothing outside \(modules.quotedList)" : "only \(to.quotedList)"
        let direct = context.findings(header, judgeByNumber: { edge, ends in
            // Test targets are left alone unless the rule's `tests:` says otherwise (RuleContext.scoped).
            guard confined.containsTarget(of: edge, ends), !confined.containsSource(of: edge, ends),
                !users.containsSource(of: edge, ends), !Self.isDeclared(edge, forOneOf: declaringUsers)
            else { return nil }
            return "\(who) may depend on \(modules.quotedList); go through one of them instead"
        })
        guard transitive else { return direct }
        func isConfined(_ module: ModuleID) -> Bool { confined.containsTarget(module) }
        let search = TransitiveSearch(
            firstHops: context.edges.filter {
                $0.kind != .reference && !confined.containsSource(of: $0) && !users.containsSource(of: $0)
                    && !Self.isDeclared($0, forOneOf: declaringUsers) && !confined.containsTarget(of: $0)
            },
            isTarget: isConfined,
            mayPass: { module in !isConfined(module) && !users.containsTarget(module) })
        return (direct + context.transitiveFindings(header, search) { edge, target, via in
            "\(edge.indirectSummary(to: target, via: via)); \(who) may depend on \(modules.quotedList), even indirectly"
        }).sorted()
    }

    /// The modules some of whose files `sets` select by path (a module split into folders, whose
    /// `Core/` folder is one of `to`).
    private static func modulesWithFiles(in sets: [MemberSet], _ graph: Graph) -> Set<ModuleID> {
        let files = sets.reduce(into: Set<String>()) { $0.formUnion($1.files) }
        guard !files.isEmpty else { return [] }
        return Set(graph.files.lazy.filter { files.contains($0.path) }.flatMap(\.modules))
    }

    /// Whether `edge` is a module's declared dependency that one of `to`'s files may need: a
    /// module split into folders declares its dependencies once for all of them, so its
    /// declaration is no break while a folder of it may depend on the confined modules (its
    /// other folders' imports are judged one by one).
    private static func isDeclared(_ edge: DependencyEdge, forOneOf modules: Set<ModuleID>) -> Bool {
        guard edge.kind == .declaration, !modules.isEmpty, let from = edge.from else { return false }
        return modules.contains(from)
    }

    static let optionKeys = ["modules", "to", "transitive"]

    static func decode(_ options: ConfigMapping, header: RuleHeader, decoder: ConfigDecoder) -> ConfineRule? {
        let transitive = decoder.optionalBool(options, "transitive")
        guard let (modules, to) = decoder.requiredReferences(options, "modules", "to"), let transitive else { return nil }
        return ConfineRule(header: header, modules: modules, to: to, transitive: transitive)
    }

    public static let description = RuleKindDescription(
        id: "confine",
        summary: "Only `to` may depend on `modules`.",
        rationale: """
            A vendor SDK, a database or a networking library should be wrapped by one adapter, so that \
            replacing it touches one place. Confine keeps everyone else from importing it directly. \
            With `transitive: true` it also reports chains that reach the confined modules without \
            going through one of `to` (through a helper module, say).
            """,
        examples: [
            RuleExample(
                """
                version: 1
                components:
                  adapters: { packages: ["Adapters/**"] }
                  vendor-sdk: { external: [TMDb] }
                rules:
                  - name: Only adapters touch the vendor SDK
                    kind: confine
                    modules: vendor-sdk
                    to: [adapters, App]
                """,
                .given(
                    """
                    Sources/App/App.swift:
                      import TMDb
                    Adapters/TMDb/Sources/TMDbAdapter/Client.swift:
                      import TMDb
                    Features/Sources/SearchFeature/SearchView.swift:
                      import TMDbAdapter
                      import TMDb
                    """,
                    reports: [
                        "Features/Sources/SearchFeature/SearchView.swift:2:1: error: 'SearchFeature' imports 'TMDb'; only 'adapters', 'App' may depend on 'vendor-sdk'; go through one of them instead [confine: Only adapters touch the vendor SDK]",
                    ]),
                .given(
                    """
                    Sources/App/App.swift:
                      import TMDb
                    Adapters/TMDb/Sources/TMDbAdapter/Client.swift:
                      import TMDb
                    Features/Sources/SearchFeature/SearchView.swift:
                      import TMDbAdapter
                    """,
                    reports: [])),
            RuleExample(
                """
                version: 1
                components:
                  persistence: { targets: ["*Persistence"] }
                rules:
                  - name: Only persistence reaches the database, even indirectly
                    kind: confine
                    modules: [GRDB]
                    to: persistence
                    transitive: true
                """,
                .given(
                    """
                    Sources/MoviesPersistence/MovieStore.swift:
                      import GRDB
                    Sources/SearchFeature/SearchView.swift:
                      import Cache
                    Sources/Cache/Cache.swift:
                      import GRDB
                    """,
                    reports: [
                        "Sources/Cache/Cache.swift:1:1: error: 'Cache' imports 'GRDB'; only 'persistence' may depend on 'GRDB'; go through one of them instead [confine: Only persistence reaches the database, even indirectly]",
                        "Sources/SearchFeature/SearchView.swift:1:1: error: 'SearchFeature' depends on 'GRDB' through 'Cache'; only 'persistence' may depend on 'GRDB', even indirectly [confine: Only persistence reaches the database, even indirectly]",
                    ]),
                .given(
                    """
                    Sources/MoviesPersistence/MovieStore.swift:
                      import GRDB
                    Sources/SearchFeature/SearchView.swift:
                      import MoviesPersistence
                    """,
                    reports: [])),
        ])
}
