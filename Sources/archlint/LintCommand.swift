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
            "With --target: the folder of the package or Xcode project that defines it, inside PATH (when several define a target of that name); relative to the current folder or to PATH.",
            valueName: "DIR"))
    var targetFolder: String?

    @Flag(help: "Run as archlint's build-tool plugin runs it: the configuration's build-plugin: applies (errors-as: warnings).")
    var buildPlugin = false

    @Option(
        help: ArgumentHelp(
            "Write FILE (a Swift comment) when the run ends without error findings, and remove it otherwise: the output a build system waits for.",
            valueName: "FILE"))
    var stamp: String?

    /// The values parsed, as plain values: what `validate()` checks and `run()` runs, whether
    /// ArgumentParser or the quick path of `LintArguments(quickParsing:)` read them.
    var arguments: LintArguments {
        LintArguments(
            path: repository.path, config: repository.config, followLinksInto: repository.followLinksInto, format: format, output: output,
            baseline: baseline, baselinePrune: baselinePrune, since: since, pathPrefix: pathPrefix, absolutePaths: absolutePaths,
            linkTemplate: linkTemplate, strict: strict, quiet: quiet, noCache: noCache, target: target, targetFolder: targetFolder,
            buildPlugin: buildPlugin, stamp: stamp)
    }

    func validate() throws { try arguments.validate() }

    func run() throws { try arguments.run() }
}
