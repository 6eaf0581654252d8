import ArchCore
import Gates
import Git
import Rules
import Workspace

extension Archlint {
    /// Applies `--since REV`: checks the revision's tree with the same configuration and hides every
    /// finding whose key (rule, name, file, subject or message; see `FindingKey`) the old tree also had, as a
    /// multiset. Findings located in the configuration (the current one) name it as the current
    /// tree's do. Not a file filter: a change that creates a violation in an untouched file shows.
    /// The revision's files are those the walk reads (Xcode projects, `.xcconfig` files and specs
    /// with the Swift files) and its links; a submodule's files at the revision are in another
    /// repository, so one `since_not_compared` warning says so and its findings are all shown.
    static func applySince(
        _ findings: [Finding], _ options: LintOptions, architecture: Architecture, configuration: ConfigurationFile,
        today: CalendarDay
    ) throws(ArchlintError) -> GateResult {
        guard let revision = options.since else { return GateResult(findings: findings) }
        let snapshot: GitSnapshot
        do {
            snapshot = try GitSnapshot.extract(root: options.path, revision: revision, reads: WorkspaceLoader.reads(workspaceOptions(root: options.path, architecture: architecture, loading: .none)))
        } catch {
            throw .output(error.description)
        }
        defer { snapshot.remove() }
        let old = try check(
            root: snapshot.root, architecture: architecture, configuration: configuration, today: today,
            settings: options.loading.withoutCache, isOlderRevision: true)
        let (kept, absorbed) = findings.subtracting(old.findings.keyCounts())
        let hidden = absorbed.values.reduce(0, +)
        var result = GateResult(
            kept: kept, of: findings, notes: ["\(hidden) finding\(hidden == 1 ? "" : "s") already at \(revision) not shown"])
        result.hidden = hidden
        result.findings += snapshot.submodules.filter { !WorkspaceLoader.isExcluded(folder: $0, by: architecture.exclude) }.map {
            Finding(
                ruleID: "since_not_compared", severity: .warning,
                message: "'\($0)' is a git submodule: its files at \(revision) are not in this repository, so its findings are "
                    + "not compared with \(revision) and all are shown (exclude it in .archlint.yml if it is not yours to check)",
                location: SourceLocation(file: $0, line: 1, column: 1))
        }
        return result
    }

    /// The rules' findings on an older revision whose graph lacks modules the current configuration
    /// names (a change that adds a module and a rule about it): unknown names select nothing there,
    /// instead of being the configuration error they are on the current tree. Without the
    /// `component_matches_nothing` warnings, which `Architecture.evaluate` alone computes.
    static func evaluateOlderRevision(_ architecture: Architecture, on graph: Graph) -> [Finding] {
        let context = RuleContext(graph: graph, components: architecture.components, exclude: architecture.exclude)
        return architecture.rules.flatMap { $0.check(context) }
    }
}
