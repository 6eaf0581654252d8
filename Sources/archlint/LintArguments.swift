import ArchlintKit
import ArgumentParser
import Foundation
import Workspace

/// The lint command's arguments as plain values, with their defaults: `LintCommand` declares them
/// for ArgumentParser (help, completion, errors), and this runs them.
struct LintArguments: Equatable {
    var path = "."
    var config: String?
    var followLinksInto: [String] = []
    var format: ReportFormat = .text
    var output: [String] = []
    var baseline: String?
    var baselinePrune = false
    var since: String?
    var pathPrefix: String?
    var absolutePaths = false
    var linkTemplate: String?
    var strict = false
    var quiet = false
    var noCache = false
    var target: String?
    var targetFolder: String?
    var buildPlugin = false
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
            path: path, configPath: config, outputs: outputRequests(), baselinePath: baseline,
            prunesBaseline: baselinePrune, since: since)
        options.pathPrefix = pathPrefix
        if pathPrefix == nil, absolutePaths || (!buildPlugin && Terminal.environment("XCODE_VERSION_ACTUAL") != nil) {
            options.pathPrefix = Self.absolute(path)
        }
        if let target {
            options.target = TargetScope(name: target, folder: try targetFolder.map { try Self.relativeFolder($0, inside: path) })
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
            usesCache: !noCache, progress: progress.map { line in line.update }, followLinksInto: followLinksInto,
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
        FileSystem.absolute(path)
    }

    /// `folder` (absolute, or relative to the current directory) relative to `root`.
    static func relativeFolder(_ folder: String, inside root: String) throws(ValidationError) -> String {
        func resolved(_ path: String) -> [String] {
            FileSystem.resolved(path).split(separator: "/").map(String.init)
        }
        let rootParts = resolved(root)
        // As the current folder reads it (what the build-tool plugin passes, absolute), else, for
        // a relative folder, as PATH reads it (`--target-folder Component/Bag app1`).
        var candidates = [folder]
        if !folder.hasPrefix("/") { candidates.append(root + "/" + folder) }
        for candidate in candidates {
            let parts = resolved(candidate)
            guard parts.starts(with: rootParts) else { continue }
            if candidate != folder, !FileSystem.exists(candidate) { continue }
            return parts.dropFirst(rootParts.count).joined(separator: "/")
        }
        throw ValidationError(
            "--target-folder '\(folder)' is not inside the folder archlint reads ('\(root)'); give it relative to the current "
                + "folder or to that folder, or as an absolute path")
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
