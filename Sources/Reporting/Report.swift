import ArchCore
import Diagrams

/// Everything a reporter needs, as plain values: the findings of one run, the counts, the configured
/// rules and the component diagram. Rendering a `Report` is a pure function: same report, same bytes.
public struct Report: Sendable, Hashable {
    /// The findings; reporters sort them again (`Finding`'s order), so callers need not.
    public var findings: [Finding]
    public var summary: Summary
    /// Every configured rule, in configuration order, including the ones that found nothing.
    public var rules: [RuleInfo]
    /// The components and the edges between them, when the run computed them.
    public var diagram: DependencyDiagram?
    /// The folders of each module whose files the components split, with the references between
    /// them, when the run computed them.
    public var folderDiagrams: [FolderDiagram]
    /// archlint's version, e.g. `0.1.0`, shown by SARIF, JUnit, Markdown and HTML.
    public var toolVersion: String
    /// Where Markdown and HTML link each location (`--link-template`, or the CI's); `nil` for no links.
    public var linkTemplate: LinkTemplate?
    /// With `--baseline` or `--since`: the findings that were already there, which `findings` leaves
    /// out (they do not fail the run). Markdown and HTML list them apart.
    public var existingFindings: [Finding] = []
    /// Whether the run compared with an earlier state (`--baseline`, `--since`), so that
    /// `findings` are what the change introduced.
    public var comparesWithEarlier = false
    /// Whether warnings fail the run (`--strict`): JUnit then writes them as failures.
    public var warningsFail = false
    /// Whether the run also writes the Markdown report to the step summary (`$GITHUB_STEP_SUMMARY`),
    /// which the GitHub format's notice about findings left out of the annotations points to.
    public var hasStepSummary = false
    /// With `--since`, the lines the change touched, by file as findings name them: the GitHub
    /// format gives its few annotations to the findings on those lines first. `nil` otherwise.
    public var changedLines: [String: [ClosedRange<Int>]]?

    public init(
        findings: [Finding],
        summary: Summary,
        rules: [RuleInfo] = [],
        diagram: DependencyDiagram? = nil,
        folderDiagrams: [FolderDiagram] = [],
        toolVersion: String
    ) {
        self.findings = findings
        self.summary = summary
        self.rules = rules
        self.diagram = diagram
        self.folderDiagrams = folderDiagrams
        self.toolVersion = toolVersion
    }

    /// The findings in report order (path, line, column, rule, message); findings without a
    /// location come first. Findings equal in that order are ordered by severity, rationale and
    /// notes, so the result does not depend on the order of `findings`.
    public var sortedFindings: [Finding] {
        findings.sorted { a, b in
            if a < b { return true }
            if b < a { return false }
            return Self.tieBreak(a).lexicographicallyPrecedes(Self.tieBreak(b))
        }
    }

    /// Every rule's findings, in report order: each finding, then one per rule it also breaks
    /// (``ArchCore/Finding/perRule``). What the rule table, the per-rule sections, SARIF's results
    /// and JUnit's failures count.
    public var findingsPerRule: [Finding] { sortedFindings.flatMap(\.perRule) }

    private static func tieBreak(_ finding: Finding) -> [String] {
        [finding.severity.rawValue, finding.because ?? ""]
            + finding.notes.map { "\($0.location?.description ?? "")\u{0}\($0.message)" }
    }
}

/// One module's folders and the references between them (`DependencyDiagram.folders`).
public struct FolderDiagram: Sendable, Hashable {
    /// The module's name as reports show it.
    public var module: String
    public var diagram: DependencyDiagram

    public init(module: String, diagram: DependencyDiagram) {
        self.module = module
        self.diagram = diagram
    }
}

/// The counts of one run.
public struct Summary: Sendable, Hashable {
    public var manifests: Int
    public var modules: Int
    public var files: Int
    public var imports: Int
    public var errors: Int
    public var warnings: Int
    public var infos: Int
    /// Findings silenced by `// archlint:disable` style suppressions (not in `findings`).
    public var suppressed: Int
    /// Findings hidden because the baseline already records them (not in `findings`).
    public var baselined: Int
    /// Xcode projects read (`.xcodeproj`).
    public var xcodeProjects = 0
    /// XcodeGen specs read (`project.yml`), as the projects they generate.
    public var xcodeGenSpecs = 0
    /// Tuist manifests read (`Project.swift`), as the projects they generate.
    public var tuistManifests = 0
    /// Swift files no module claims (checked by no rule).
    public var unassignedFiles = 0
    /// Rules broken, counted per place and rule: more than `errors + warnings + infos` when a
    /// place breaks several rules (one finding, counted under each rule).
    public var ruleBreaks = 0

    public init(
        manifests: Int = 0,
        modules: Int = 0,
        files: Int = 0,
        imports: Int = 0,
        errors: Int = 0,
        warnings: Int = 0,
        infos: Int = 0,
        suppressed: Int = 0,
        baselined: Int = 0
    ) {
        self.manifests = manifests
        self.modules = modules
        self.files = files
        self.imports = imports
        self.errors = errors
        self.warnings = warnings
        self.infos = infos
        self.suppressed = suppressed
        self.baselined = baselined
    }

    /// Counts errors, warnings and infos from `findings`, so they cannot disagree with the report.
    public init(
        manifests: Int,
        modules: Int,
        files: Int,
        imports: Int,
        counting findings: [Finding],
        suppressed: Int = 0,
        baselined: Int = 0
    ) {
        self.init(
            manifests: manifests,
            modules: modules,
            files: files,
            imports: imports,
            errors: findings.count(where: { $0.severity == .error }),
            warnings: findings.count(where: { $0.severity == .warning }),
            infos: findings.count(where: { $0.severity == .info }),
            suppressed: suppressed,
            baselined: baselined
        )
        ruleBreaks = findings.reduce(0) { $0 + 1 + ($1.alsoBreaks?.count ?? 0) }
    }
}

/// One configured rule, as reports describe it.
public struct RuleInfo: Sendable, Hashable {
    /// The rule kind, e.g. `layers` (matches `Finding.ruleID`).
    public var id: String
    /// The user's name for the rule (matches `Finding.ruleName`); the kind when it has none.
    public var name: String
    public var severity: Severity
    /// The rule's rationale (`because:` in the configuration).
    public var because: String?
    /// One sentence that says what the kind checks (from the rule kind's description).
    public var summary: String

    public init(id: String, name: String? = nil, severity: Severity, because: String? = nil, summary: String) {
        self.id = id
        self.name = name ?? id
        self.severity = severity
        self.because = because
        self.summary = summary
    }
}
