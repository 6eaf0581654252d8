import ArchCore

/// Every local module belongs to one of the components, so a new module cannot escape the rules.
public struct ExhaustiveRule: ArchitectureRule, RuleKind {
    public var header: RuleHeader
    /// The components (or module names) that must cover every module; every component when empty.
    public var components: [RuleReference]

    public init(header: RuleHeader, components: [RuleReference] = []) {
        self.header = header
        self.components = components
    }

    public var references: [RuleReference] { components }
    public var importReach: ImportReach { .nothing }

    public func check(_ context: RuleContext) -> [Finding] {
        let sets = components.isEmpty ? context.components.keys.sorted().map { context.components[$0]! } : context.members(of: components)
        let names = components.isEmpty ? "any component" : "any of \(components.quotedList)"
        return context.coverageFindings(header, sets, advice: "belongs to no component; add it to \(names) or to the configuration's exclude")
    }

    static let optionKeys = ["components"]

    static func decode(_ options: ConfigMapping, header: RuleHeader, decoder: ConfigDecoder) -> ExhaustiveRule? {
        guard let node = options["components"] else { return ExhaustiveRule(header: header) }
        return decoder.references(node, path: options.path("components")).map { ExhaustiveRule(header: header, components: $0) }
    }

    public static let description = RuleKindDescription(
        id: "exhaustive",
        summary: "Every local module (test targets aside) belongs to a component.",
        rationale: """
            Rules only judge the modules their components select. A module added later, with a name \
            no pattern expected, would be judged by none of them; this rule reports it at its \
            declaration. `layers` has the same check for its own layers with `exhaustive: true`.
            """,
        examples: [
            RuleExample(
                """
                version: 1
                components:
                  domain: { targets: ["*Domain"] }
                  data: { targets: ["*Data", "*Repository"] }
                rules:
                  - name: Every module has a place
                    kind: exhaustive
                    components: [domain, data]
                """,
                .given(
                    """
                    Package.swift:
                      .target(name: "MoviesDomain"),
                      .target(name: "MoviesData", dependencies: ["MoviesDomain"]),
                      .target(name: "MoviesHelpers"),
                      .testTarget(name: "MoviesDomainTests", dependencies: ["MoviesDomain"]),
                    """,
                    reports: [
                        "Package.swift:3:1: error: 'MoviesHelpers' belongs to no component; add it to any of 'domain', 'data' or to the configuration's exclude [exhaustive: Every module has a place]",
                    ]),
                .given(
                    """
                    Package.swift:
                      .target(name: "MoviesDomain"),
                      .target(name: "MoviesData", dependencies: ["MoviesDomain"]),
                      .testTarget(name: "MoviesDomainTests", dependencies: ["MoviesDomain"]),
                    """,
                    reports: [])),
        ])
}
