import ArchCore
import Caches
import Configuration
import Gates
import Git
import Reporting
import Rules
import Workspace

/// archlint's pipeline: one static function per command (`lint`, `graph`, `writeBaseline`,
/// `writeInitialConfiguration`, `installHook`, ...), each ordering the steps of a run from options to
/// rendered reports; the rooms do the work.
public enum Archlint {
    public static let version = "0.1.0"

    /// Reads the configuration and the repository, evaluates the rules and renders the reports.
    public static func lint(_ options: LintOptions) throws(ArchlintError) -> LintOutcome {
        let started = ContinuousClock.now
        func elapsed() -> Double {
            let elapsed = started.duration(to: .now)
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
        let formats = options.outputs.map(\.reportFormat)
        let configuration = ConfigurationFile(root: options.path, configPath: options.configPath)
        try checkConfigurationFile(root: options.path, configuration, followLinksInto: options.loading.followLinksInto)
        let today = options.today ?? CalendarDay.today()
        let unparsed = workspaceOptions(root: options.path, architecture: nil, loading: options.loading)
        // Read once, for the result cache's key and the loader: a pipe cannot be read twice.
        let configurationBytes: [UInt8]
        do {
            configurationBytes = try ConfigurationLoader.bytes(path: configuration.path, displayPath: configuration.path)
        } catch {
            throw .configuration(error)
        }
        var inputs = cacheInputs(options, configPath: configuration.path, today: today)
        inputs.configuration = configurationBytes
        var memo = ResultCache(inputs, location: unparsed.cache)
        let kept = memo?.load()
        // The kept run's configuration is this run's (the key holds its bytes): walk as it did,
        // and when the tree is the kept one too, answer without parsing the configuration.
        var early: (walked: WalkedTree, settings: WalkSettings)?
        if let settings = kept?.walkSettings {
            let walked = try walk(settings.applied(to: unparsed))
            memo?.walked(walked)
            // The configuration is parsed only if moved findings are rendered again.
            if let memo, let kept, let outcome = try answerFromKeptRun(
                memo, kept, walked: walked, workspace: settings.applied(to: unparsed), settings, options, configuration,
                architecture: { () throws(ArchlintError) in try loadConfiguration(configuration, bytes: configurationBytes) })
            {
                return outcome.outcome(seconds: elapsed())
            }
            early = (walked, settings)
        }
        let architecture = try loadConfiguration(configuration, bytes: configurationBytes)
        let workspace = workspaceOptions(root: options.path, architecture: architecture, loading: options.loading)
        let walkSettings = WalkSettings(workspace)
        let walked: WalkedTree
        if let early, early.settings == walkSettings {
            walked = early.walked
        } else {
            walked = try walk(workspace)
            memo?.walked(walked)
            if let memo, let kept, let outcome = try answerFromKeptRun(
                memo, kept, walked: walked, workspace: workspace, walkSettings, options, configuration,
                architecture: { architecture })
            {
                return outcome.outcome(seconds: elapsed())
            }
        }
        let read = WorkspaceLoader.read(workspace, walked: walked)
        let checked = try check(
            root: options.path, architecture: architecture, configuration: configuration, today: today,
            loading: Loading(options: workspace, walked: walked, read: read))
        let graph = checked.graph
        // What a run after an edit to some files' imports starts from, when the rules allow it:
        // worked out on the other core while the reports are rendered.
        let keptGraph =
            memo?.isSettled == true && architecture.judgesEditedImportsAlone && rendersFindingsAlone(formats, options)
            ? BackgroundWork { [arcs = architecture.keepsModuleArcs] in WorkspaceLoader.keptGraph(of: graph, read, arcs: arcs) } : nil
        let baselined = try applyBaseline(checked.findings, options)
        let since = try applySince(
            baselined.findings, options, architecture: architecture, configuration: configuration, today: today)
        let ruleOrder = architecture.rules.map { (kind: $0.header.kind, name: $0.header.name) }
        // Merged last, so suppressions, the baseline and --since still see each rule's own finding.
        var scoped = since.findings
        var notes = baselined.notes + since.notes
        if let target = options.target {
            // Chosen before they are merged by place: in a file two targets compile, each run
            // keeps its own target's findings.
            let modules = target.modules(in: graph)
            scoped = TargetScope.findings(scoped, of: modules, in: graph, target: target.name)
            if modules.isEmpty { notes.append(targetNotFound(target)) }
        }
        let findings = shownFindings(scoped, options, architecture: architecture)
        var counts = CachedOutcome.Counts()
        (counts.manifests, counts.modules, counts.files, counts.imports) =
            (graph.manifests.count, graph.modules.count, graph.files.count, graph.imports.count)
        counts.xcodeProjects = graph.xcodeProjects.count { $0.hasSuffix(".xcodeproj") }
        counts.xcodeGenSpecs = graph.xcodeProjects.count { $0.hasSuffix(".yml") }
        counts.tuistManifests = graph.xcodeProjects.count { $0.hasSuffix(".swift") }
        let unassigned = graph.unassignedFileIndices.map { graph.files[$0].path }
        counts.unassignedFiles = unassigned.count
        let diagrams = needsDiagram(formats, options)
        let outcome = finish(
            Rendered(
                findings: findings, existing: FindingMerger.merge(baselined.existing + since.existing, ruleOrder: ruleOrder),
                notes: notes, counts: counts, suppressed: checked.suppressed, baselined: baselined.hidden),
            options, architecture: architecture,
            diagram: diagrams ? reportDiagram(architecture, graph: graph, findings: findings) : nil,
            folderDiagrams: diagrams ? reportFolderDiagrams(graph: graph, findings: findings) : [])
        if let memo, memo.isSettled {
            // Not for files in no module: a finding about such a file sits at 1:1, where an import may be.
            let places = read.importPlaces(of: Set(findings.flatMap(\.locatedFiles)).subtracting(unassigned))
            // The findings before merging, of the target's files alone with `--target`.
            let edits = keptGraph.map { ResultCache.Edits(graph: $0.value(), findings: scoped) } ?? ResultCache.Edits()
            memo.save(
                outcome, walkSettings: walkSettings, records: read.records, referencedFiles: read.referencedFiles, places: places,
                edits: edits)
        }
        // Freeing the graph takes about 4% of a run; the result does not wait for it.
        releaseInBackground((consume checked, consume graph, consume read))
        return outcome.outcome(seconds: elapsed())
    }

    /// The kept run's outcome, when this run walked its tree; or when Swift files were saved
    /// again without a change to what the graph holds (a function body, a comment), or their
    /// imports only moved: the graph, and so the outcome, are the kept run's, its findings moved
    /// with the imports. `nil` when the graph may have changed, or when moved findings would change
    /// more than the findings' places (``rendersFindingsAlone(_:_:)``). `architecture` is asked
    /// only to render moved findings again.
    static func answerFromKeptRun(
        _ memo: ResultCache, _ kept: ResultCache.Kept, walked: WalkedTree, workspace: WorkspaceOptions,
        _ walkSettings: WalkSettings, _ options: LintOptions, _ configuration: ConfigurationFile,
        architecture: () throws(ArchlintError) -> Architecture
    ) throws(ArchlintError) -> CachedOutcome? {
        if memo.walkedKeptTree(kept), let outcome = kept.outcome() { return outcome }
        // The changed files are read once, for both questions.
        guard let reading = WorkspaceLoader.changedSwiftFiles(
            workspace, walked: walked, fingerprint: memo.tree, since: kept.tree, records: kept.records)
        else { return nil }
        guard let unchanged = WorkspaceLoader.unchangedGraph(reading, referencedFiles: kept.referencedFiles) else {
            return try answerFromEditedImports(
                memo, kept, walked: walked, reading, walkSettings, options, configuration, architecture: architecture)
        }
        guard let outcome = kept.outcome(), let places = kept.importPlaces() else { return nil }
        if unchanged.moved.isEmpty {
            memo.save(
                outcome, walkSettings: walkSettings, records: unchanged.records, referencedFiles: kept.referencedFiles,
                places: places, edits: kept.edits)
            return outcome
        }
        guard rendersFindingsAlone(options.outputs.map(\.reportFormat), options),
            let findings = movedFindings(outcome.findings, unchanged.moved, places)
        else { return nil }
        // The findings before merging move with the imports too, for a later edit; when they
        // cannot, or the kept arcs' first edges moved, that edit reads the whole tree.
        let edits = kept.edits.decodedFindings().flatMap { movedFindings($0, unchanged.moved, places) }.map {
            ResultCache.Edits(
                graph: WorkspaceLoader.keptGraph(kept.edits.graph, afterMoving: Set(unchanged.moved.keys), walked: walked),
                findings: $0)
        }
        let moved = finish(
            Rendered(
                findings: findings, existing: [], notes: outcome.notes, counts: outcome.counts,
                suppressed: outcome.suppressed, baselined: outcome.baselined),
            options, architecture: try architecture())
        let keptPlaces = importPlaces(of: moved.findings) { file in unchanged.moved[file] ?? places[file] }
        memo.save(
            moved, walkSettings: walkSettings, records: unchanged.records, referencedFiles: kept.referencedFiles,
            places: keptPlaces, edits: edits ?? ResultCache.Edits())
        return moved
    }

    /// The findings a run shows: merged by place (one finding per place, the others as notes),
    /// errors shown as warnings by the build-tool plugin when the configuration says so.
    static func shownFindings(_ findings: [Finding], _ options: LintOptions, architecture: Architecture) -> [Finding] {
        let ruleOrder = architecture.rules.map { (kind: $0.header.kind, name: $0.header.name) }
        var findings = FindingMerger.merge(findings, ruleOrder: ruleOrder)
        if options.buildPlugin, architecture.buildPluginErrorsAs == .warning {
            findings = findings.map { finding in
                var finding = finding
                if finding.severity == .error { finding.severity = .warning }
                return finding
            }
        }
        return findings
    }

    /// What a run's reports are rendered from, besides the options and the diagrams.
    struct Rendered {
        var findings: [Finding]
        /// Findings the baseline or `--since` found already there.
        var existing: [Finding]
        var notes: [String]
        var counts: CachedOutcome.Counts
        var suppressed: Int
        var baselined: Int
    }

    /// Renders every requested report (and the step summary) of a run.
    static func finish(
        _ run: Rendered, _ options: LintOptions, architecture: Architecture, diagram: DependencyDiagram? = nil,
        folderDiagrams: [FolderDiagram] = []
    ) -> CachedOutcome {
        let formats = options.outputs.map(\.reportFormat)
        let counts = run.counts
        var summary = Summary(
            manifests: counts.manifests, modules: counts.modules, files: counts.files, imports: counts.imports,
            counting: run.findings, suppressed: run.suppressed, baselined: run.baselined)
        summary.xcodeProjects = counts.xcodeProjects
        summary.xcodeGenSpecs = counts.xcodeGenSpecs
        summary.tuistManifests = counts.tuistManifests
        summary.unassignedFiles = counts.unassignedFiles
        var report = Report(
            findings: run.findings, summary: summary, rules: ruleInfos(architecture), diagram: diagram,
            folderDiagrams: folderDiagrams, toolVersion: version)
        report.linkTemplate = options.linkTemplate
        report.existingFindings = run.existing
        report.comparesWithEarlier = options.baselinePath != nil || options.since != nil
        report.warningsFail = options.strict
        report.hasStepSummary = writesStepSummary(options) != nil
        if let base = options.since ?? options.changedLinesBase, formats.contains(.github) {
            // Only an order of preference: without it (a shallow clone has no base) every finding
            // is still printed, in report order.
            report.changedLines = try? GitChangedLines.since(base, root: options.path)
        }
        let shown = report.prefixingPaths(with: DisplayPaths.prefix(forRoot: options.path, explicit: options.pathPrefix))
        let outputs = zip(options.outputs, formats).map { request, format in
            RenderedOutput(path: request.path, text: render(shown, as: format))
        } + stepSummaryOutputs(shown, options)
        return CachedOutcome(
            outputs: outputs.map { CachedOutcome.Output(path: $0.path, text: $0.text, appends: $0.appends) },
            findings: run.findings, counts: counts, summary: summaryLine(for: report), notes: run.notes,
            suppressed: run.suppressed, baselined: run.baselined)
    }

    /// Why a `--target` run reports nothing: no local module of that name (in that folder).
    static func targetNotFound(_ target: TargetScope) -> String {
        "no target '\(target.name)'\(target.folder.map { " in '\($0.isEmpty ? "." : $0)'" } ?? "") among the modules read (excluded, "
            + "or not a Swift target?): no finding is reported for it"
    }

    /// One tree's findings: the graph's problems and the rules' findings, after the tree's inline
    /// suppressions (whose own findings are added). Findings located in the configuration name it
    /// as `configuration` says. `isOlderRevision` tolerates rules that name modules the tree does
    /// not have yet (see `evaluateOlderRevision`).
    static func check(
        root: String, architecture: Architecture, configuration: ConfigurationFile, today: CalendarDay,
        loading: Loading? = nil, settings: LoadingSettings = .none, isOlderRevision: Bool = false
    ) throws(ArchlintError) -> CheckedTree {
        let graph: Graph
        if let loading {
            graph = loading.read.map(WorkspaceLoader.build) ?? WorkspaceLoader.load(loading.options, walked: loading.walked)
        } else {
            graph = try loadGraph(root: root, architecture: architecture, loading: settings)
        }
        var findings: [Finding]
        do {
            findings = try architecture.evaluate(on: graph, map: concurrently)
        } catch {
            guard isOlderRevision else { throw .configuration(withUnreadParts(error, of: graph, root: root)) }
            findings = evaluateOlderRevision(architecture, on: graph)
        }
        findings = graph.problems + configuration.relocating(findings)
        let result = suppress(findings, graph: graph, today: today)
        return CheckedTree(graph: graph, findings: result.findings.sorted(), suppressed: result.suppressed)
    }

    /// `error` (the rules name what the graph lacks) with the errors of reading the repository,
    /// when there are any: a name the graph lacks may be a target of a project or a package that
    /// could not be read, and the run stops before the findings that would say so are shown.
    /// Their paths start at `root`, as the configuration's does.
    static func withUnreadParts(_ error: ConfigurationError, of graph: Graph, root: String) -> ConfigurationError {
        let unread = graph.problems.filter { $0.severity == .error }
        guard !unread.isEmpty else { return error }
        var error = error
        let count = unread.count == 1 ? "an error" : "\(unread.count) errors"
        error.problems.append(ConfigurationProblem(
            message: "part of the repository could not be read (\(count) below): a name above may be there", location: nil))
        error.problems += unread.map { problem in
            var location = problem.location
            if root != ".", let file = location?.file { location?.file = joined(root, file) }
            return ConfigurationProblem(message: problem.message, location: location)
        }
        return error
    }

    /// Reads the repository into the graph (`archlint graph`). The configuration is optional here:
    /// when given (or found at `<path>/.archlint.yml`) its `exclude` and `modules` apply.
    public static func graph(
        path: String, configPath: String?, loading: LoadingSettings = LoadingSettings()
    ) throws(ArchlintError) -> Graph {
        if configPath == nil, !FileSystem.exists(defaultConfigurationPath(root: path)) {
            return try loadGraph(root: path, architecture: nil, loading: loading)
        }
        let configuration = ConfigurationFile(root: path, configPath: configPath)
        let architecture = try loadArchitecture(root: path, configuration, followLinksInto: loading.followLinksInto)
        return try loadGraph(root: path, architecture: architecture, loading: loading)
    }

    /// The configuration, once `root` is known to be a readable folder: a mistyped PATH is reported
    /// as such, not as a missing `PATH/.archlint.yml`.
    static func loadArchitecture(
        root: String, _ configuration: ConfigurationFile, followLinksInto: [String]
    ) throws(ArchlintError) -> Architecture {
        try checkConfigurationFile(root: root, configuration, followLinksInto: followLinksInto)
        return try loadConfiguration(configuration)
    }

    /// What ``loadArchitecture(root:_:followLinksInto:)`` checks before it reads the file: the
    /// root is a readable folder, the file exists, and the default file is no link outside the
    /// root or into what the walk skips (nothing is read there, the configuration's bytes included).
    static func checkConfigurationFile(
        root: String, _ configuration: ConfigurationFile, followLinksInto: [String]
    ) throws(ArchlintError) {
        try checkFolder(root)
        let path = configuration.path
        guard FileSystem.exists(path) else {
            let hint =
                configuration.isDefault ? " (write a starting one with 'archlint init \(FileSystem.onOneLine(root))', or pass --config FILE)" : ""
            throw .configuration(ConfigurationError("no configuration: '\(FileSystem.onOneLine(path))' does not exist\(hint)"))
        }
        if configuration.isDefault, let target = FileSystem.linkedOutside(path, root: root, allowed: followLinksInto) {
            throw .configuration(ConfigurationError(
                "'\(path)' is a symbolic link to '\(target)', outside the linted folder: archlint reads nothing outside it "
                    + "unless asked (name the file with --config FILE, or its folder with --follow-links-into FOLDER)"))
        }
        if configuration.isDefault, let place = FileSystem.linkedIntoSkipped(path, root: root, allowed: followLinksInto) {
            throw .configuration(ConfigurationError(
                "'\(path)' is a symbolic link into '\(place)', which archlint never reads (hidden entries and build folders "
                    + "are skipped; '.git/config' holds credentials): name the file with --config FILE to read it"))
        }
    }

    /// The configuration file parsed, once ``checkConfigurationFile(root:_:followLinksInto:)`` passed;
    /// from `bytes` when the file was read already (for the result cache's key).
    static func loadConfiguration(_ configuration: ConfigurationFile, bytes: [UInt8]? = nil) throws(ArchlintError) -> Architecture {
        do {
            if let bytes { return try ConfigurationLoader.load(bytes: bytes, displayPath: configuration.path) }
            return try ConfigurationLoader.load(path: configuration.path, displayPath: configuration.path)
        } catch {
            throw .configuration(error)
        }
    }

    static func loadGraph(
        root: String, architecture: Architecture?, loading: LoadingSettings = .none
    ) throws(ArchlintError) -> Graph {
        let options = workspaceOptions(root: root, architecture: architecture, loading: loading)
        return WorkspaceLoader.load(options, walked: try walk(options))
    }

    static func workspaceOptions(root: String, architecture: Architecture?, loading: LoadingSettings) -> WorkspaceOptions {
        var options = WorkspaceOptions(
            root: root, exclude: architecture?.exclude ?? [], modules: architecture?.modules ?? [],
            platforms: architecture?.platforms ?? [], swiftVersion: architecture?.swiftVersion ?? .default,
            cache: loading.cacheLocation(root: root, version: version), progress: loading.progress)
        options.followLinksInto = loading.followLinksInto
        options.bazelQueries = architecture?.bazelQueries ?? []
        options.bazelWorkspace = architecture?.bazelWorkspace
        // Suppression comments are found while the bytes are in memory anyway (and cached with the imports).
        options.keepComments = { SuppressionScanner.comments(file: $0, bytes: $1) }
        // Modules whose files the components split are read again whole, for their references.
        if let architecture { options.referenceModules = { architecture.referenceModules(in: $0) } }
        return options
    }

    static func walk(_ options: WorkspaceOptions) throws(ArchlintError) -> WalkedTree {
        try checkFolder(options.root)
        do {
            return try WorkspaceLoader.walk(options)
        } catch {
            throw .workspace(error)
        }
    }

    /// PATH checked first: a folder that does not exist, a file or an unreadable folder stops the
    /// run with a message naming it.
    static func checkFolder(_ root: String) throws(ArchlintError) {
        do {
            try WorkspaceLoader.checkFolder(root)
        } catch {
            throw .workspace(error)
        }
    }

    /// A tree already walked, and the options it was walked with.
    struct Loading {
        var options: WorkspaceOptions
        var walked: WalkedTree
        /// Its files, when already read.
        var read: ReadTree? = nil
    }

    /// Rules checked, and their context built, on every core.
    static let concurrently = RuleMap { count, body in LargeStack.concurrentPerform(iterations: count, body) }

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

extension Archlint {
    /// Text for a terminal or a CI log: control and bidirectional formatting characters (a path or
    /// name from the checked repository may carry them) as visible escapes, line breaks kept, and
    /// nothing a CI runner would obey as a command (``Reporting/runnerSafeText(_:)``).
    public static func visible(_ text: String) -> String {
        visibleControls(text).split(separator: "\n", omittingEmptySubsequences: false).map { runnerSafeText(String($0)) }
            .joined(separator: "\n")
    }
}
