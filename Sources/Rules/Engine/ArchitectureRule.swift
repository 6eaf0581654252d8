import ArchCore

/// What every rule has, whatever its kind.
public struct RuleHeader: Hashable, Sendable {
    /// The user's `name:`; the kind when there is none.
    public var name: String
    /// The kind id, e.g. `layers`; it becomes `Finding.ruleID`.
    public var kind: String
    public var severity: Severity
    /// The user's `because:`, shown with each finding.
    public var because: String?
    /// Where the rule is written in the configuration.
    public var location: SourceLocation?
    /// `tests:`, which edges from test targets the rule judges.
    public var tests: TestScope
    /// `except:`, the edges and files the rule lets through.
    public var exceptions: [RuleException]

    public init(
        name: String? = nil, kind: String, severity: Severity = .error, because: String? = nil,
        location: SourceLocation? = nil, tests: TestScope = .exclude, exceptions: [RuleException] = []
    ) {
        self.name = name ?? kind
        self.kind = kind
        self.severity = severity
        self.because = because
        self.location = location
        self.tests = tests
        self.exceptions = exceptions
    }
}

/// A configured rule: a pure function from the graph to findings.
public protocol ArchitectureRule: Sendable {
    var header: RuleHeader { get }
    /// Every component or module name it uses, checked against the graph before it runs.
    var references: [RuleReference] { get }
    /// Selectors written inline in the rule (not through a component), which may select test targets.
    var inlineSelectors: [ComponentSelector] { get }
    /// What an edit to a file's imports may change in its findings.
    var importReach: ImportReach { get }
    func check(_ context: RuleContext) -> [Finding]
    /// For a rule whose findings depend on the modules each module imports
    /// (``ImportReach/moduleImports``): whether the import edges of the edited `files` in `graph`
    /// (the graph of those files, with every module and declared dependency) give none of its
    /// findings, for certain; `exclude`: the configuration's.
    func findsNothing(inEdgesOf files: Set<String>, on graph: Graph, exclude: [String]) -> Bool
    /// For a rule whose direct findings are about one edge each and whose chains go along the
    /// module graph's arcs (``ImportReach/eachEdgeAndChains``): the rule without its chains.
    var withoutChains: any ArchitectureRule { get }
}

extension ArchitectureRule {
    public var inlineSelectors: [ComponentSelector] { [] }
    public var importReach: ImportReach { .wholeGraph }
    public func findsNothing(inEdgesOf files: Set<String>, on graph: Graph, exclude: [String]) -> Bool { false }
    public var withoutChains: any ArchitectureRule { self }
}

/// What an edit to one file's imports (one added, removed or changed) may change in a rule's
/// findings: the ground for judging the edited files' imports alone after such an edit
/// (``Architecture/judgesEditedImportsAlone``).
public enum ImportReach: Sendable {
    /// Nothing: its findings are about modules, which imports neither add nor remove (`exhaustive`).
    case nothing
    /// Its own findings about that file: each finding is about one edge and sits at it, and is
    /// the same whatever other edges the graph has (`layers`, `allow`, a direct `forbid`, ...).
    case eachEdge
    /// Any finding, but only through the module graph's arcs (module to module, by imports and
    /// declarations) and the first edge behind each (in the rules' order: imports by place, then
    /// declarations): an edit that adds no arc, takes none away and leaves each arc's first edge
    /// where it was changes none of its findings (`no-cycles`).
    case moduleArcs
    /// Any finding, but each through which modules each module imports (its arcs, however many
    /// edges each has), what modules re-export (`@_exported import`), and, for a finding about
    /// one module's imports of another, every such edge (it sits at the first, notes at the
    /// others): an edit that adds no arc and takes none away, re-exports nothing before or after,
    /// whose files' modules have no such finding, and whose edges give none
    /// (``ArchitectureRule/findsNothing(inEdgesOf:on:)``), changes none of its findings (`manifest`).
    case moduleImports
    /// Its direct findings as ``eachEdge``, and its chains (`transitive: true`, each at the first
    /// edge from a module towards the target, with a note at the first edge of each arc after
    /// it) as ``moduleArcs``: an edit that leaves the arcs and their first edges as they were
    /// changes none of its chains (`forbid` and `confine` with `transitive`).
    case eachEdgeAndChains
    /// Any finding: what a target's imports need as a whole.
    case wholeGraph
}

/// What `archlint rules`, `archlint explain KIND`, the README and the tests say about a rule kind.
public struct RuleKindDescription: Hashable, Sendable {
    public var id: String
    /// One line.
    public var summary: String
    /// Why one would want it.
    public var rationale: String
    /// Complete `.archlint.yml` files (a `rules:` entry each, with the components it uses), each
    /// with repositories and the findings it gives on them; the tests run every one.
    public var ruleExamples: [RuleExample]
    /// The kind's own keys, besides the common keys (`RuleKinds.commonKeys`) (filled in by `RuleKinds.all`).
    public var options: [String]

    public init(id: String, summary: String, rationale: String, examples: [RuleExample], options: [String] = []) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.ruleExamples = examples
        self.options = options
    }

    /// The examples as `archlint explain` prints them (``RuleExample/text``): valid configurations,
    /// with the repositories and findings as comments.
    public var examples: [String] { ruleExamples.map(\.text) }
}

/// A rule kind: its description and how it reads its own options, so adding a kind touches only
/// its file and `RuleKinds.registered`.
protocol RuleKind: ArchitectureRule {
    static var description: RuleKindDescription { get }
    /// The keys it reads besides the common keys (`RuleKinds.commonKeys`).
    static var optionKeys: [String] { get }
    static func decode(_ options: ConfigMapping, header: RuleHeader, decoder: ConfigDecoder) -> Self?
}

/// Every rule kind archlint knows.
public enum RuleKinds {
    static let registered: [any RuleKind.Type] = [
        LayersRule.self, AllowRule.self, ForbidRule.self, IndependentRule.self, ConfineRule.self, NoCyclesRule.self,
        ExhaustiveRule.self, ManifestRule.self, ImportsRule.self,
    ]

    /// Every option key of every kind, for checking a rule whose kind is unknown.
    static let allOptionKeys: [String] = {
        var keys: Set<String> = []
        for kind in registered { keys.formUnion(kind.optionKeys) }
        return keys.sorted()
    }()

    /// Descriptions in the order `archlint rules` lists them.
    public static let all: [RuleKindDescription] = registered.map { kind in
        var description = kind.description
        description.options = kind.optionKeys
        return description
    }

    /// The keys every rule has.
    public static let commonKeys = ["name", "kind", "severity", "because", "tests", "except"]

    /// The description of a kind id, if archlint knows it.
    public static func description(of id: String) -> RuleKindDescription? {
        all.first { $0.id == id }
    }
}
