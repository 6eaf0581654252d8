import ArchCore

/// An allow-list: `from` may depend only on `to` and on itself.
public struct AllowRule: ArchitectureRule, RuleKind {
    public var header: RuleHeader
    public var from: [RuleReference]
    public var to: [RuleReference]

    public init(header: RuleHeader, from: [RuleReference], to: [RuleReference]) {
        self.header = header
        self.from = from
        self.to = to
    }

    public var references: [RuleReference] { from + to }
    public var importReach: ImportReach { .eachEdge }

    public func check(_ context: RuleContext) -> [Finding] {
        let sources = context.members(of: from)
        let targets = context.members(of: to)
        let allowed = to.isEmpty ? "nothing but itself" : "only \(to.quotedList)"
        let numbers = context.moduleNumbers
        let (anySource, anyTarget) = (MemberUnion(sources, numbers: numbers), MemberUnion(targets, numbers: numbers))
        return context.findings(header, startingIn: sources) { edge, ends in
            guard anySource.containsSource(of: edge, ends), !anySource.containsTarget(of: edge, ends),
                !anyTarget.containsTarget(of: edge, ends),
                !SystemModules.implicit.contains(edge.to.name), !context.leadsToNoComponent(edge),
                !(context.startsInTest(edge) && SystemModules.testing.contains(edge.to.name))
            else { return nil }
            return "\(from.quotedList) may depend on \(allowed)"
        }
    }

    static let optionKeys = ["from", "to"]

    static func decode(_ options: ConfigMapping, header: RuleHeader, decoder: ConfigDecoder) -> AllowRule? {
        decoder.requiredReferences(options, "from", "to").map { AllowRule(header: header, from: $0, to: $1) }
    }

    public static let description = RuleKindDescription(
        id: "allow",
        summary: "An allow-list: `from` may depend only on `to` (and on itself).",
        rationale: """
            The core of a clean architecture must stay small and pure. Listing what it may use, instead \
            of what it may not, catches every new dependency, including ones nobody thought to forbid. \
            `Swift`, `_Concurrency`, `_StringProcessing` and `SwiftShims` are always allowed, and so are \
            `XCTest` and `Testing` from test targets.
            """,
        examples: [
            RuleExample(
                """
                version: 1
                components:
                  domain: { targets: ["*Domain"] }
                rules:
                  - name: Domain depends on nothing
                    kind: allow
                    from: domain
                    to: [Foundation]
                    because: The domain is pure business logic; it must compile without any framework.
                """,
                .given(
                    """
                    Movies/Sources/MoviesDomain/Movie.swift:
                      import Foundation
                      import Alamofire
                    """,
                    reports: [
                        "Movies/Sources/MoviesDomain/Movie.swift:2:1: error: 'MoviesDomain' imports 'Alamofire'; 'domain' may depend on only 'Foundation' [allow: Domain depends on nothing]",
                    ]),
                .given(
                    """
                    Movies/Sources/MoviesDomain/Movie.swift:
                      import Foundation
                    Movies/Tests/MoviesDomainTests/MovieTests.swift:
                      import MoviesDomain
                      import Testing
                    """,
                    reports: [])),
        ])
}
