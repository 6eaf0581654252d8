import ArchCore

/// No member depends on another member.
public struct IndependentRule: ArchitectureRule, RuleKind {
    /// How the members are written.
    public enum Among: Hashable, Sendable {
        /// One component or module glob: each of its modules is a member.
        case reference(RuleReference)
        /// Several references: each one (all it selects) is a member.
        case list([RuleReference])
        /// An inline selector: each distinct `{name}` capture is a member (each module without one).
        case selector(ComponentSelector, label: String)
    }

    public var header: RuleHeader
    public var among: Among

    public init(header: RuleHeader, among: Among) {
        self.header = header
        self.among = among
    }

    public var references: [RuleReference] {
        switch among {
        case .reference(let reference): [reference]
        case .list(let references): references
        case .selector: []
        }
    }

    public var inlineSelectors: [ComponentSelector] {
        if case .selector(let selector, _) = among { return [selector] }
        return []
    }

    public var importReach: ImportReach { .eachEdge }

    public func check(_ context: RuleContext) -> [Finding] {
        let (label, members) = self.members(in: context)
        let index = MemberIndex(members.map(\.set), numbers: context.moduleNumbers)
        return context.findings(header, startingIn: members.map(\.set)) { edge, ends in
            let owners = index.targets(of: edge, ends)
            guard let owner = owners.first else { return nil }
            let sources = index.sources(of: edge, ends)
            guard let source = sources.first, MemberIndex.disjointAscending(sources, owners) else { return nil }
            return "'\(members[source].name)' and '\(members[owner].name)' are members of \(label) "
                + "and must not depend on each other"
        }
    }

    /// How many members the rule keeps apart (a group its `exclude:` empties is none).
    func memberCount(in context: RuleContext) -> Int { members(in: context).1.filter { !$0.set.isEmpty }.count }

    /// The members, named, in a deterministic order.
    private func members(in context: RuleContext) -> (label: String, [(name: String, set: MemberSet)]) {
        switch among {
        case .reference(let reference):
            let set = context.members(of: reference)
            return ("\(reference)", perModule(set, context))
        case .list(let references):
            return (references.quotedList, references.map { ($0.name, context.members(of: $0)) })
        case .selector(let selector, let label):
            let groups = context.groups(of: selector)
            if !selector.hasCapture { return (label, perModule(groups[""] ?? MemberSet(), context)) }
            return (label, groups.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        }
    }

    private func perModule(_ set: MemberSet, _ context: RuleContext) -> [(name: String, set: MemberSet)] {
        set.modules.sorted().map { module in
            (module.name, MemberSet(modules: [module], excludedFiles: set.excludedFiles))
        }
    }

    static let optionKeys = ["among"]

    static func decode(_ options: ConfigMapping, header: RuleHeader, decoder: ConfigDecoder) -> IndependentRule? {
        guard let node = decoder.required(options, "among") else { return nil }
        let path = options.path("among")
        switch node.value {
        case .mapping:
            guard let selector = ComponentSelector.decode(node, path: path, decoder: decoder) else { return nil }
            let label = "'" + selector.allPatterns.joined(separator: "', '") + "'"
            return IndependentRule(header: header, among: .selector(selector, label: label))
        case .sequence:
            return decoder.references(node, path: path).map { IndependentRule(header: header, among: .list($0)) }
        default:
            return decoder.references(node, path: path).map { IndependentRule(header: header, among: .reference($0[0])) }
        }
    }

    public static let description = RuleKindDescription(
        id: "independent",
        summary: "No member depends on another member.",
        rationale: """
            Features, plugins or bounded contexts that know nothing of each other can be built, tested, \
            removed and reordered on their own. `among` is a component (each module is a member), a list \
            (each entry is a member), or a selector with a `{name}` capture (each captured value is a member).
            """,
        examples: [
            RuleExample(
                """
                version: 1
                components:
                  features: { targets: ["*Feature"] }
                rules:
                  - name: Features stay route-agnostic
                    kind: independent
                    among: features
                """,
                .given(
                    """
                    Sources/SearchFeature/SearchView.swift:
                      import MoviesDomain
                      import DetailFeature
                    Sources/DetailFeature/DetailView.swift:
                      import MoviesDomain
                    """,
                    reports: [
                        "Sources/SearchFeature/SearchView.swift:2:1: error: 'SearchFeature' imports 'DetailFeature'; 'SearchFeature' and 'DetailFeature' are members of 'features' and must not depend on each other [independent: Features stay route-agnostic]",
                    ]),
                .given(
                    """
                    Sources/SearchFeature/SearchView.swift:
                      import MoviesDomain
                    Sources/DetailFeature/DetailView.swift:
                      import MoviesDomain
                    """,
                    reports: [])),
            RuleExample(
                """
                version: 1
                rules:
                  - name: Feature packages know nothing of each other
                    kind: independent
                    among: { packages: ["Features/{name}"] }
                """,
                .given(
                    """
                    Features/Search/Sources/SearchFeature/SearchView.swift:
                      import SearchModels
                      import DetailFeature
                    Features/Search/Sources/SearchModels/Query.swift:
                    Features/Detail/Sources/DetailFeature/DetailView.swift:
                      import MoviesDomain
                    """,
                    reports: [
                        "Features/Search/Sources/SearchFeature/SearchView.swift:2:1: error: 'SearchFeature' imports 'DetailFeature'; 'Search' and 'Detail' are members of 'Features/{name}' and must not depend on each other [independent: Feature packages know nothing of each other]",
                    ])),
        ])
}
