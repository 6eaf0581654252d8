import ArchlintKit
import ArgumentParser
import Foundation

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint", abstract: "Check a repository against its .archlint.yml (the default command).")

    @OptionGroup var repository: RepositoryOptions

    @Option(name: .shortAndLong, help: "Report format for standard output (or --output).")
    var format: ReportFormat = .text

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Write the report to FILE instead of standard output; FORMAT=FILE adds a report in another format. Repeatable. A word before '=' is a format: write ./a=b for a file named a=b.",
            valueName: "FILE|FORMAT=FILE"))
    var output: [String] = []

    @Option(
        help: ArgumentHelp(
            "Report only findings not recorded in this baseline (see 'archlint baseline write'); entries that match nothing are reported as baseline_stale.",
            valueName: "FILE"),
        completion: .file())
    var baseline: String?

    @Flag(help: "With --baseline: rewrite the baseline without its stale entries instead of reporting them.")
    var baselinePrune = false

    @Option(
        help: ArgumentHelp(
            "Report only findings that git revision REV did not have: REV's files are checked with the CURRENT configuration file, and findings are matched by rule, file and what they are about (the dependency; not the line). Needs git and REV in the clone (in CI: fetch-depth: 0).",
            valueName: "REV"))
    var since: String?

    @Option(
        help: ArgumentHelp(
            "Put PREFIX before every path in reports (default: PATH when it is relative; e.g. apps/movies in a monorepo).",
            valueName: "PREFIX"))
    var pathPrefix: String?

    @Flag(
        help: "Print every path in reports as an absolute path (the default when Xcode runs archlint from a Run Script phase: XCODE_VERSION_ACTUAL is set).")
    var absolutePaths = false

    @Option(
        help: ArgumentHelp(
            "Link every location in Markdown and HTML reports: {path}, {line} and {column} are filled in, e.g. https://github.com/org/repo/blob/main/{path}#L{line} (default: in GitHub Actions and GitLab CI, the file at the commit being checked; \"\" for no links).",
            valueName: "TEMPLATE"))
    var linkTemplate: String?

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print no summary and no progress on standard error.")
    var quiet = false

    @Flag(help: "Read every file again and evaluate every rule, using no cache of earlier runs (see ARCHLINT_CACHE_DIR).")
    var noCache = false

    @Option(
        help: ArgumentHelp(
            "Report only the findings of target NAME: in its files, at its declaration and at the dependencies it declares (a package target, or an Xcode target by name). The build-tool plugin passes it.",
            valueName: "NAME"))
    var target: String?

    @Option(
        help: ArgumentHelp(
            "With --target: the folder of the package or Xcode project that defines it, inside PATH (when several define a target of that name).",
            valueName: "DIR"))
    var targetFolder: String?

    @Flag(help: "Run as archlint's build-tool plugin runs it: the configuration's build-plugin: applies (errors-as: warnings).")
    var buildPlugin = false

    @Option(
        help: ArgumentHelp(
            "Write FILE (a Swift comment) when the run ends without error findings, and remove it otherwise: the output a build system waits for.",
            valueName: "FILE"))
    var stamp: String?

    func validate() throws {
        if baselinePrune, baseline == nil { throw ValidationError("--baseline-prune needs --baseline FILE") }
        let outputs = try output.map { value throws(ValidationError) in try OutputOption(parsing: value) }
        try OutputOption.refuseSharedFiles(outputs)
        if targetFolder != nil, target == nil { throw ValidationError("--target-folder needs --target NAME") }
        if let target, target.isEmpty { throw ValidationError("--target needs a target's name; it is empty") }
        if absolutePaths, pathPrefix != nil { throw ValidationError("--absolute-paths and --path-prefix choose the same thing; give one") }
        if let linkTemplate, !linkTemplate.isEmpty {
            do { _ = try LinkTemplate(linkTemplate) } catch { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        var options = LintOptions(
            path: repository.path, configPath: repository.config, outputs: outputRequests(), baselinePath: baseline,
            prunesBaseline: baselinePrune, since: since)
        options.pathPrefix = pathPrefix
        if pathPrefix == nil, absolutePaths || (!buildPlugin && Terminal.environment("XCODE_VERSION_ACTUAL") != nil) {
            options.pathPrefix = Self.absolute(repository.path)
        }
        if let target {
            options.target = TargetScope(name: target, folder: try targetFolder.map { try Self.relativeFolder($0, inside: repository.path) })
        }
        options.buildPlugin = buildPlugin
        options.strict = strict
        if let base = Terminal.environment("GITHUB_BASE_REF"), !base.isEmpty { options.changedLinesBase = "origin/" + base }
        options.stepSummaryPath = Terminal.githubStepSummaryPath
        switch linkTemplate {
        case nil: options.linkTemplate = LinkTemplate.fromCI(Terminal.environment)
        case ""?: options.linkTemplate = nil
        case let template?: options.linkTemplate = try? LinkTemplate(template)
        }
        let progress = quiet ? nil : ProgressLine.forTerminal()
        options.loading = LoadingSettings(
            usesCache: !noCache, progress: progress.map { line in line.update }, followLinksInto: repository.followLinksInto,
            warning: Terminal.warn)
        let outcome: LintOutcome
        do {
            outcome = try Archlint.lint(options)
        } catch {
            progress?.finish()
            throw Terminal.fail(error)
        }
        progress?.finish()
        try Terminal.write(outcome.outputs)
        if !quiet { Terminal.printError(outcome.summary) }
        let fails = outcome.errorCount > 0 || (strict && outcome.warningCount > 0)
        if let stamp {
            do {
                try StampFile.update(stamp, passed: !fails, target: target)
            } catch {
                throw Terminal.fail(error)
            }
        }
        if fails { throw ExitCode.findings }
    }

    /// `path` (absolute, or relative to the current directory) as an absolute path without `.`
    /// or `..` components: what `--absolute-paths` puts before every reported path.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `folder` (absolute, or relative to the current directory) relative to `root`.
    static func relativeFolder(_ folder: String, inside root: String) throws(ValidationError) -> String {
        func resolved(_ path: String) -> [String] {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        }
        let (folderParts, rootParts) = (resolved(folder), resolved(root))
        guard folderParts.starts(with: rootParts) else {
            throw ValidationError("--target-folder '\(folder)' is not inside the folder archlint reads ('\(root)')")
        }
        return folderParts.dropFirst(rootParts.count).joined(separator: "/")
    }

    /// `--format F` goes to standard output unless a plain `--output FILE` redirects it;
    /// each `--output FORMAT=FILE` adds one more report.
    func outputRequests() -> [OutputRequest] {
        var requests: [OutputRequest] = []
        var primaryPath: String?
        // validate() has parsed every value already.
        for option in output.compactMap({ try? OutputOption(parsing: $0) }) {
            switch option {
            case .report(let format, let path): requests.append(OutputRequest(format: format, path: path))
            case .file(let path): primaryPath = path
            }
        }
        let hasFileOutputs = !requests.isEmpty
        if primaryPath != nil || !hasFileOutputs || format != .text {
            requests.insert(OutputRequest(format: format, path: primaryPath), at: 0)
        } else {
            requests.insert(OutputRequest(format: .text), at: 0)
        }
        return requests
    }
}
