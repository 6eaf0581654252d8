import ArchCore

/// `from` must not depend on any of `to`.
public struct ForbidRule: ArchitectureRule, RuleKind {
    public var header: RuleHeader
    public var from: [RuleReference]
    public var to: [RuleReference]
    /// Also report chains: `from` reaching `to` through other modules.
    public var transitive: Bool

    public init(header: RuleHeader, from: [RuleReference], to: [RuleReference], transitive: Bool = false) {
        self.header = header
        self.from = from
        self.to = to
        self.transitive = transitive
    }

    public var references: [RuleReference] { from + to }
    public var importReach: ImportReach { transitive ? .eachEdgeAndChains : .eachEdge }

    public var withoutChains: any ArchitectureRule {
        var direct = self
        direct.transitive = false
        return direct
    }

    public func check(_ context: RuleContext) -> [Finding] {
        let sources = context.members(of: from)
        let targets = context.members(of: to)
        let numbers = context.moduleNumbers
        let (anySource, anyTarget) = (MemberUnion(sources, numbers: numbers), MemberUnion(targets, numbers: numbers))
        let direct = context.findings(header, startingIn: sources) { edge, ends in
            guard anySource.containsSource(of: edge, ends), anyTarget.containsTarget(of: edge, ends),
                let index = targets.firstIndexContainingTarget(of: edge)
            else { return nil }
            return "\(from.quotedList) must not depend on \(to[index]); remove the dependency or move the code"
        }
        guard transitive else { return direct }
        let search = TransitiveSearch(
            firstHops: context.edges.filter {
                $0.kind != .reference && anySource.containsSource(of: $0) && !anyTarget.containsTarget(of: $0)
            },
            isTarget: { module in anyTarget.containsTarget(module) },
            mayPass: { module in !anyTarget.containsTarget(module) && !anySource.containsTarget(module) })
        return (direct + context.transitiveFindings(header, search) { edge, target, via in
            "\(edge.indirectSummary(to: target, via: via)); \(from.quotedList) must not depend on \(to.quotedList), even indirectly"
        }).sorted()
    }

    static let optionKeys = ["from", "to", "transitive"]

    static func decode(_ options: ConfigMapping, header: RuleHeader, decoder: ConfigDecoder) -> ForbidRule? {
        let transitive = decoder.optionalBool(options, "transitive")
        guard let (from, to) = decoder.requiredReferences(options, "from", "to"), let transitive else { return nil }
        return ForbidRule(header: header, from: from, to: to, transitive: transitive)
    }

    public static let description = RuleKindDescription(
        id: "forbid",
        summary: "A deny-list: `from` must not depend on any of `to`.",
        rationale: """
            Some dependencies are wrong whatever else happens: a feature reaching into the data layer, \
            the UI talking to the network client. Forbid names them so they cannot creep back in. \
            With `transitive: true` it also reports chains (`from` -> X -> `to`), each along the \
            shortest one, with a note per dependency.
            """,
        examples: [
            RuleExample(
                """
                version: 1
                components:
                  features: { targets: ["*Feature"] }
                  infrastructure: { targets: ["*Infrastructure"] }
                rules:
                  - name: Features never reach the data layer
                    kind: forbid
                    from: features
                    to: [infrastructure, Alamofire]
                    severity: warning
                """,
                .given(
                    """
                    Features/Sources/SearchFeature/SearchView.swift:
                      import MoviesDomain
                      import MoviesInfrastructure
                      import Alamofire
                    Movies/Sources/MoviesInfrastructure/MovieStore.swift:
                      import Alamofire
                    """,
                    reports: [
                        "Features/Sources/SearchFeature/SearchView.swift:2:1: warning: 'SearchFeature' imports 'MoviesInfrastructure'; 'features' must not depend on 'infrastructure'; remove the dependency or move the code [forbid: Features never reach the data layer]",
                        "Features/Sources/SearchFeature/SearchView.swift:3:1: warning: 'SearchFeature' imports 'Alamofire'; 'features' must not depend on 'Alamofire'; remove the dependency or move the code [forbid: Features never reach the data layer]",
                    ]),
                .given(
                    """
                    Features/Sources/SearchFeature/SearchView.swift:
                      import MoviesDomain
                    Movies/Sources/MoviesInfrastructure/MovieStore.swift:
                      import MoviesDomain
                      import Alamofire
                    """,
                    reports: [])),
            RuleExample(
                """
                version: 1
                components:
                  ui: { targets: ["*UI"] }
                rules:
                  - name: The UI never reaches the network, even indirectly
                    kind: forbid
                    from: ui
                    to: [Alamofire]
                    transitive: true
                """,
                .given(
                    """
                    Sources/SearchUI/SearchView.swift:
                      import Networking
                    Sources/Networking/Client.swift:
                      import Alamofire
                    """,
                    reports: [
                        "Sources/SearchUI/SearchView.swift:1:1: error: 'SearchUI' depends on 'Alamofire' through 'Networking'; 'ui' must not depend on 'Alamofire', even indirectly [forbid: The UI never reaches the network, even indirectly]",
                    ])),
        ])
}
