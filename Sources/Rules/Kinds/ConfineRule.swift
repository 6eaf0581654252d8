import ArchCore

/// Only `to` may depend on `modules` (members of `modules` may depend on each other).
public struct ConfineRule: ArchitectureRule, RuleKind {
    public var header: RuleHeader
    public var modules: [RuleReference]
    public var to: [RuleReference]

    public init(header: RuleHeader, modules: [RuleReference], to: [RuleReference]) {
        self.header = header
        self.modules = modules
        self.to = to
    }

    public var references: [RuleReference] { modules + to }

    public func check(_ context: RuleContext) -> [Finding] {
        let confined = context.members(of: modules)
        let users = context.members(of: to)
        let who = to.isEmpty ? "nothing outside \(modules.quotedList)" : "only \(to.quotedList)"
        return context.findings(header) { edge in
            guard confined.containsTarget(of: edge), !confined.containsSource(of: edge), !users.containsSource(of: edge)
            else { return nil }
            return "\(who) may depend on \(modules.quotedList); go through one of them instead"
        }
    }

    static let optionKeys = ["modules", "to"]

    static func decode(_ options: ConfigMapping, header: RuleHeader, decoder: ConfigDecoder) -> ConfineRule? {
        decoder.requiredReferences(options, "modules", "to").map { ConfineRule(header: header, modules: $0, to: $1) }
    }

    public static let description = RuleKindDescription(
        id: "confine",
        summary: "Only `to` may depend on `modules`.",
        rationale: """
            A vendor SDK, a database or a networking library should be wrapped by one adapter, so that \
            replacing it touches one place. Confine keeps everyone else from importing it directly.
            """,
        examples: [
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
        ])
}
