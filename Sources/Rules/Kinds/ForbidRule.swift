import ArchCore

/// `from` must not depend on any of `to`.
public struct ForbidRule: ArchitectureRule, RuleKind {
    public var header: RuleHeader
    public var from: [RuleReference]
    public var to: [RuleReference]

    public init(header: RuleHeader, from: [RuleReference], to: [RuleReference]) {
        self.header = header
        self.from = from
        self.to = to
    }

    public var references: [RuleReference] { from + to }

    public func check(_ context: RuleContext) -> [Finding] {
        let sources = context.members(of: from)
        let targets = context.members(of: to)
        return context.findings(header) { edge in
            guard sources.containsSource(of: edge), let index = targets.firstIndexContainingTarget(of: edge) else {
                return nil
            }
            return "\(from.quotedList) must not depend on \(to[index]); remove the dependency or move the code"
        }
    }

    static let optionKeys = ["from", "to"]

    static func decode(_ options: ConfigMapping, header: RuleHeader, decoder: ConfigDecoder) -> ForbidRule? {
        decoder.requiredReferences(options, "from", "to").map { ForbidRule(header: header, from: $0, to: $1) }
    }

    public static let description = RuleKindDescription(
        id: "forbid",
        summary: "A deny-list: `from` must not depend on any of `to`.",
        rationale: """
            Some dependencies are wrong whatever else happens: a feature reaching into the data layer, \
            the UI talking to the network client. Forbid names them so they cannot creep back in.
            """,
        examples: [
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
        ])
}
