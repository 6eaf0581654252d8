import ArchCore
import Caches
import Rules
import Workspace

/// A run after Swift files' imports were edited (one added, removed or changed) and nothing else:
/// when every rule judges one edge at a time (``Rules/Architecture/judgesEditedImportsAlone``),
/// only the edited files' imports are judged again, against the kept graph's modules and
/// declared dependencies; the kept findings elsewhere stand.
extension Archlint {
    /// This run's outcome from the kept run's, when only some Swift files' imports changed and
    /// the configuration's rules judge such files alone; `nil` for a full run.
    static func answerFromEditedImports(
        _ memo: ResultCache, _ kept: ResultCache.Kept, walked: WalkedTree, _ changed: ChangedSwiftFiles, _ walkSettings: WalkSettings,
        _ options: LintOptions, _ configuration: ConfigurationFile,
        architecture: () throws(ArchlintError) -> Architecture
    ) throws(ArchlintError) -> CachedOutcome? {
        guard !kept.edits.graph.isEmpty, rendersFindingsAlone(options.outputs.map(\.reportFormat), options)
        else { return nil }
        let architecture = try architecture()
        guard architecture.judgesEditedImportsAlone else { return nil }
        // The graph is built: with the configuration's modules and platforms, which the walk
        // did not need (the kept walk settings hold what it did).
        let workspace = workspaceOptions(root: options.path, architecture: architecture, loading: options.loading)
        guard WalkSettings(workspace) == walkSettings,
            let edited = WorkspaceLoader.editedGraph(
                workspace, walked: walked, changed, referencedFiles: kept.referencedFiles, kept: kept.edits.graph,
                checkingArcs: architecture.keepsModuleArcs, checkingExports: architecture.judgesModuleImports),
            let before = kept.edits.decodedFindings(), let outcome = kept.outcome(), let places = kept.importPlaces()
        else { return nil }
        guard let checked = editedFindings(before, edited, architecture: architecture, configuration, target: options.target)
        else { return nil }
        let findings = shownFindings(checked, options, architecture: architecture)
        var counts = outcome.counts
        counts.imports += edited.addedImports
        let rendered = finish(
            Rendered(
                findings: findings, existing: [], notes: outcome.notes, counts: counts, suppressed: outcome.suppressed,
                baselined: outcome.baselined),
            options, architecture: architecture)
        let keptPlaces = importPlaces(of: rendered.findings) { file in edited.places[file] ?? places[file] }
        memo.save(
            rendered, walkSettings: walkSettings, records: edited.records, referencedFiles: kept.referencedFiles,
            places: keptPlaces, edits: ResultCache.Edits(graph: edited.kept, findings: checked))
        return rendered
    }

    /// The kept run's findings (before merging; of `target`'s files alone when there is one)
    /// with those in the edited files judged again on the graph of those files alone; `nil` when
    /// that cannot be done for certain: the rules cannot be evaluated on it (a full run says
    /// why), or a finding elsewhere points into an edited file. The rules that judge the module
    /// graph's arcs (`no-cycles`) keep their findings, wherever they are: the edit left the arcs
    /// and their first edges, where those findings and their notes sit, as they were
    /// (``Workspace/WorkspaceLoader/editedGraph(_:walked:_:referencedFiles:kept:checkingArcs:checkingExports:)``).
    /// So do the rules that judge the modules each module imports (`manifest`), when, besides,
    /// nothing is re-exported (checked there too), none of their findings is about the imports of
    /// an edited file's module, and the edited files' edges give none
    /// (``Rules/Architecture/findsNothingForModuleImports(inEdgesOf:on:)``).
    static func editedFindings(
        _ before: [Finding], _ edited: EditedGraph, architecture: Architecture, _ configuration: ConfigurationFile,
        target: TargetScope? = nil
    ) -> [Finding]? {
        func isEdited(_ location: SourceLocation?) -> Bool { location.map { edited.files.contains($0.file) } ?? false }
        let judgesImports = architecture.judgesModuleImports
        if judgesImports, !architecture.findsNothingForModuleImports(inEdgesOf: edited.files, on: edited.graph) { return nil }
        let editedModules = judgesImports ? Set(edited.graph.files.compactMap { $0.module?.name }) : []
        var kept: [Finding] = []
        kept.reserveCapacity(before.count)
        for finding in before {
            if architecture.judgesArcs(finding) {
                kept.append(finding)
                continue
            }
            if judgesImports, architecture.judgesModuleImports(finding) {
                guard !editedModules.contains(where: { architecture.isAboutImports(of: $0, finding) }) else { return nil }
                kept.append(finding)
                continue
            }
            guard !isEdited(finding.location) else { continue }
            guard !finding.locatedFiles.contains(where: edited.files.contains) else { return nil }
            kept.append(finding)
        }
        guard let evaluated = try? architecture.judgingEachEdge.evaluate(on: edited.graph, map: concurrently) else { return nil }
        var fresh = (edited.graph.problems + configuration.relocating(evaluated)).filter { isEdited($0.location) }
        // The edited files' modules are in this graph, as is every module a target may name.
        if let target { fresh = TargetScope.findings(fresh, of: target.modules(in: edited.graph), in: edited.graph, target: target.name) }
        return (kept + fresh).sorted()
    }
}
