import ArchCore
import Configuration
import Foundation
import Reporting
import Rules
import Workspace

/// archlint's one entry point: from options to rendered reports.
public enum Archlint {
    public static let version = "0.1.0"

    /// The report formats `--format` accepts.
    public static var formats: [String] { ReportFormat.allCases.map(\.rawValue) }

    /// Reads the configuration and the repository, evaluates the rules and renders the reports.
    public static func lint(_ options: LintOptions) throws(ArchlintError) -> LintOutcome {
        let started = ContinuousClock.now
        let formats = try options.outputs.map { request throws(ArchlintError) in try format(named: request.format) }
        let architecture = try loadArchitecture(root: options.path, configPath: options.configPath)
        let today = options.today ?? CalendarDay.today()
        let checked = try check(root: options.path, architecture: architecture, today: today, loading: options.loading)
        let graph = checked.graph
        let baselined = try applyBaseline(checked.findings, options)
        let since = try applySince(baselined.findings, options, architecture: architecture, today: today)
        let ruleOrder = architecture.rules.map { (kind: $0.header.kind, name: $0.header.name) }
        // Merged last, so suppressions, the baseline and --since still see each rule's own finding.
        let findings = FindingMerger.merge(since.findings, ruleOrder: ruleOrder)
        let report = Report(
            findings: findings,
            summary: Summary(
                manifests: graph.manifests.count, modules: graph.modules.count, files: graph.files.count,
                imports: graph.imports.count, counting: findings, suppressed: checked.suppressed,
                baselined: baselined.hidden),
            rules: ruleInfos(architecture),
            diagram: reportDiagram(architecture, graph: graph, findings: findings),
            toolVersion: version)
        let shown = report.prefixingPaths(with: DisplayPaths.prefix(forRoot: options.path, explicit: options.pathPrefix))
        let outputs = zip(options.outputs, formats).map { request, format in
            RenderedOutput(path: request.path, text: render(shown, as: format))
        }
        let elapsed = started.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let summary = ([summaryLine(for: report, seconds: seconds)] + baselined.notes + since.notes).joined(separator: "; ")
        return LintOutcome(
            outputs: outputs + stepSummaryOutputs(report, options), findings: findings, summary: summary, suppressed: checked.suppressed, baselined: baselined.hidden)
    }

    /// One tree's findings: the graph's problems and the rules' findings, after the tree's inline
    /// suppressions (whose own findings are added). `isOlderRevision` tolerates rules that name
    /// modules the tree does not have yet (see `evaluateOlderRevision`).
    static func check(
        root: String, architecture: Architecture, today: CalendarDay, loading: LoadingSettings = .none,
        isOlderRevision: Bool = false
    ) throws(ArchlintError) -> CheckedTree {
        let graph = try loadGraph(root: root, architecture: architecture, loading: loading)
        let findings: [Finding]
        do {
            findings = graph.problems + (try architecture.evaluate(on: graph))
        } catch {
            guard isOlderRevision else { throw .configuration(error) }
            findings = graph.problems + evaluateOlderRevision(architecture, on: graph)
        }
        let result = suppress(findings, root: root, graph: graph, today: today)
        return CheckedTree(graph: graph, findings: result.findings.sorted(), suppressed: result.suppressed)
    }

    /// Reads the repository into the graph (`archlint graph`). The configuration is optional here:
    /// when given (or found at `<path>/.archlint.yml`) its `exclude` and `modules` apply.
    public static func graph(
        path: String, configPath: String?, loading: LoadingSettings = LoadingSettings()
    ) throws(ArchlintError) -> Graph {
        let defaultConfig = path + "/.archlint.yml"
        if configPath == nil, !FileManager.default.fileExists(atPath: defaultConfig) {
            return try loadGraph(root: path, architecture: nil, loading: loading)
        }
        return try loadGraph(
            root: path, architecture: loadArchitecture(root: path, configPath: configPath), loading: loading)
    }

    /// The graph as JSON: stable key order, two-space indentation.
    public static func graphJSON(_ graph: Graph) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(graph)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func format(named name: String) throws(ArchlintError) -> ReportFormat {
        guard let format = ReportFormat(rawValue: name) else {
            throw .usage("unknown format '\(name)'; expected one of: \(formats.joined(separator: ", "))")
        }
        return format
    }

    static func loadArchitecture(root: String, configPath: String?) throws(ArchlintError) -> Architecture {
        let path = configPath ?? (root == "." ? ".archlint.yml" : root + "/.archlint.yml")
        guard FileManager.default.fileExists(atPath: path) else {
            let hint = configPath == nil ? " (pass --config FILE, or write one: see the README)" : ""
            throw .configuration(ConfigurationError("no configuration: '\(path)' does not exist\(hint)"))
        }
        do {
            return try ConfigurationLoader.load(path: path, displayPath: path)
        } catch {
            throw .configuration(error)
        }
    }

    static func loadGraph(
        root: String, architecture: Architecture?, loading: LoadingSettings = .none
    ) throws(ArchlintError) -> Graph {
        let options = WorkspaceOptions(
            root: root, exclude: architecture?.exclude ?? [], modules: architecture?.modules ?? [],
            platforms: architecture?.platforms ?? [], swiftVersion: architecture?.swiftVersion ?? .default,
            cache: loading.cacheLocation(root: root, version: version), progress: loading.progress)
        do {
            return try WorkspaceLoader.load(options)
        } catch {
            throw .workspace(error)
        }
    }

    static func ruleInfos(_ architecture: Architecture) -> [RuleInfo] {
        architecture.rules.map { rule in
            let header = rule.header
            let summary = RuleKinds.all.first { $0.id == header.kind }?.summary ?? ""
            return RuleInfo(id: header.kind, name: header.name, severity: header.severity, because: header.because, summary: summary)
        }
    }
}

/// What one tree gave: the graph and its findings.
struct CheckedTree: Sendable {
    var graph: Graph
    var findings: [Finding]
    /// How many findings inline suppressions silenced.
    var suppressed: Int
}
