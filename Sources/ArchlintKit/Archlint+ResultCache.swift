import Caches
import Gates
import Reporting

extension Archlint {
    /// What the result cache keys a run by, from its options.
    static func cacheInputs(_ options: LintOptions, configPath: String, today: CalendarDay) -> ResultCache.Inputs {
        var inputs = ResultCache.Inputs(
            path: options.path, configPath: configPath, baselinePath: options.baselinePath,
            prunesBaseline: options.prunesBaseline, since: options.since,
            outputs: options.outputs.map { (format: $0.format, path: $0.path) }, pathPrefix: options.pathPrefix,
            stepSummaryPath: options.stepSummaryPath, linkTemplate: options.linkTemplate?.template, today: today.description)
        inputs.followLinksInto = options.loading.followLinksInto
        if let target = options.target { inputs.view += ["target", target.name, target.folder ?? "\u{0}"] }
        if options.buildPlugin { inputs.view.append("build-plugin") }
        if options.strict { inputs.view.append("strict") }
        if let base = options.changedLinesBase { inputs.view += ["changed-lines", base] }
        return inputs
    }
}

extension CachedOutcome {
    /// The run's outcome, its summary line ending with the elapsed time.
    func outcome(seconds: Double) -> LintOutcome {
        LintOutcome(
            outputs: outputs.map { RenderedOutput(path: $0.path, text: $0.text, appends: $0.appends) },
            findings: findings,
            summary: ([summary + " (\(formatSeconds(seconds)) s)"] + notes).joined(separator: "; "),
            suppressed: suppressed, baselined: baselined)
    }
}
