import ArchCore
import GateFiles
import Gates
import Reporting
import Workspace

/// What `archlint baseline write` did.
public struct BaselineWritten: Sendable {
    /// Where the baseline was written.
    public var path: String
    /// How many findings it records, and in how many entries (identical findings share one).
    public var findings: Int
    public var entries: Int
    /// How many findings say archlint could not read something: never recorded, they fail every run.
    public var unread = 0

    /// `archlint: wrote 3 findings in 2 entries to .archlint-baseline.json`, for standard error, and
    /// how many findings were not recorded, and why.
    public var summary: String {
        let wrote = "archlint: wrote \(findings) finding\(findings == 1 ? "" : "s") in \(entries) entr\(entries == 1 ? "y" : "ies") to \(path)"
        guard unread > 0 else { return wrote }
        return wrote + "; \(unread) finding\(unread == 1 ? "" : "s") not recorded: what archlint could not read is never "
            + "baselined and fails every run until it is fixed or excluded"
    }
}

extension Archlint {
    /// Records today's findings (after inline suppressions) in a baseline file, written atomically.
    /// `output` defaults to `<path>/.archlint-baseline.json`.
    public static func writeBaseline(
        path: String, configPath: String?, output: String?, loading: LoadingSettings = .none
    ) throws(ArchlintError) -> BaselineWritten {
        let configuration = ConfigurationFile(root: path, configPath: configPath)
        let architecture = try loadArchitecture(root: path, configuration, followLinksInto: loading.followLinksInto)
        let checked = try check(
            root: path, architecture: architecture, configuration: configuration, today: CalendarDay.today(),
            settings: loading)
        let baseline = Baseline(findings: checked.findings)
        let unread = checked.findings.count(where: \.saysUnread)
        let target = output ?? BaselineFile.defaultPath(root: path)
        if output == nil { try refuseLinkOutside(target, root: path) }
        try gateFile { () throws(GateFileError) in try BaselineFile.write(baseline, to: target) }
        return BaselineWritten(
            path: target, findings: checked.findings.count - unread, entries: baseline.entries.count, unread: unread)
    }

    /// Applies `--baseline`: hides the findings it records, adds a `baseline_stale` warning per stale
    /// entry, or with `--baseline-prune` rewrites the file without them.
    static func applyBaseline(_ findings: [Finding], _ options: LintOptions) throws(ArchlintError) -> GateResult {
        guard let path = options.baselinePath else { return GateResult(findings: findings) }
        let match = try gateFile { () throws(GateFileError) in try BaselineFile.read(path) }.match(findings)
        var result = GateResult(kept: match.kept, of: findings)
        result.hidden = match.hidden
        let staleCount = match.stale.reduce(0) { $0 + $1.count }
        if options.prunesBaseline {
            if staleCount > 0 { try gateFile { () throws(GateFileError) in try BaselineFile.write(match.pruned, to: path) } }
            result.notes.append("pruned \(staleCount) stale baseline entr\(staleCount == 1 ? "y" : "ies") from \(path)")
        } else {
            result.findings += match.staleFindings(baselineFile: DisplayPaths.located(path, root: options.path, currentDirectory: FileSystem.currentDirectory))
        }
        // The summary line says "N baselined" only when N > 0; a run with a baseline always says it.
        if match.hidden == 0 { result.notes.insert("baseline hid 0 findings", at: 0) }
        return result
    }

    /// A baseline file read or written; its failure is an output error of the run.
    private static func gateFile<T>(_ body: () throws(GateFileError) -> T) throws(ArchlintError) -> T {
        do {
            return try body()
        } catch {
            throw .output(error.description)
        }
    }
}

/// Findings after one gate (baseline, `--since`), how many it hid, and what to tell the user.
struct GateResult: Sendable {
    var findings: [Finding]
    var hidden = 0
    /// Phrases for the summary line, e.g. `baseline hid 3 findings`.
    var notes: [String] = []
    /// The findings the gate hid: already there before the change (reviewers' reports list them apart).
    var existing: [Finding] = []

    /// `kept` of `all`, the others (as many times as they were there) as `existing`.
    init(kept: [Finding], of all: [Finding], notes: [String] = []) {
        findings = kept
        var remaining = Dictionary(kept.map { ($0, 1) }, uniquingKeysWith: +)
        existing = all.filter { finding in
            guard let count = remaining[finding], count > 0 else { return true }
            remaining[finding] = count - 1
            return false
        }
        hidden = existing.count
        self.notes = notes
    }

    init(findings: [Finding]) {
        self.findings = findings
    }
}
