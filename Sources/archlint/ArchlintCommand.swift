import ArchlintKit
import ArgumentParser
import Foundation

@main
struct ArchlintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archlint",
        abstract: "Enforce the dependency rule of Clean Architecture on Swift codebases.",
        discussion: """
            Reads every Package.swift statically (never executing it) and every import of every \
            .swift file, applies the rules in .archlint.yml, and reports what breaks them.
            Exit codes: 0 no error findings, 1 error findings, 2 archlint could not run, 64 usage error.
            """,
        version: Archlint.version,
        subcommands: [
            LintCommand.self, BaselineCommand.self, GraphCommand.self, RulesCommand.self, ExplainCommand.self,
            InitCommand.self, FixCommand.self, SchemaCommand.self, InstallHookCommand.self,
        ],
        defaultSubcommand: LintCommand.self
    )

    /// Arguments are decoded as UTF-8 before ArgumentParser sees them; a byte that is not UTF-8
    /// becomes U+FFFD, so a path spelled that way names nothing on disk and would be reported as
    /// missing. Say the real reason instead (usage error).
    static func main() {
        MemoryTuning.forOneShortRun()
        Terminal.holdStandardStreams()
        // On Linux the Swift runtime reads the arguments from /proc/self/cmdline: in a chroot
        // without /proc it gets none, and archlint would check '.' whatever it was asked.
        guard CommandLine.argc > 0 else {
            Terminal.printError(
                "archlint: error: archlint cannot see its command line (no arguments, not even its name: is /proc mounted?)")
            Foundation.exit(2)
        }
        for index in stride(from: 1, to: Int(CommandLine.argc), by: 1) {
            guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) == nil else { continue }
            Terminal.printError(
                "archlint: error: argument \(index) ('\(String(cString: raw))') is not valid UTF-8; archlint takes paths and options "
                    + "as UTF-8 text (rename the folder, or run archlint from inside it)")
            Foundation.exit(64)
        }
        // ArgumentParser's own main prints help and --version with `print`, whose failure (a full
        // disk, a closed standard output) it never sees: exit 0 having written nothing. Written
        // here through Terminal instead, as every report is.
        do {
            if let arguments = LintArguments(quickParsing: Array(CommandLine.arguments.dropFirst()), commandNames: commandNames) {
                try arguments.run()
            } else {
                var command = try parseAsRoot(nil)
                try command.run()
            }
        } catch let code as ExitCode {
            // What exit(withError:) does with an exit code, without the help text it builds first
            // (by reflection over every command) and never prints: a run with findings ends here.
            Foundation.exit(code.rawValue)
        } catch {
            if exitCode(for: error) == .success {
                let message = fullMessage(for: error)
                do {
                    try Terminal.standardOutput(message.isEmpty ? "" : message + "\n")
                } catch let code {
                    exit(withError: code)
                }
                Foundation.exit(0)
            }
            exit(withError: error)
        }
    }

    /// The words ArgumentParser reads as a command rather than as the lint command's PATH.
    /// Every name a command answers to, written out: ArgumentParser works them out by reflection
    /// over each command, about half a millisecond of every run. A test checks the list against
    /// ``reflectedCommandNames``.
    static let commandNames: Set<String> = [
        "lint", "baseline", "graph", "rules", "explain", "init", "fix", "schema", "install-hook", "help",
    ]

    /// The names ArgumentParser gives the subcommands and their aliases, and `help`.
    static var reflectedCommandNames: Set<String> {
        Set(configuration.subcommands.flatMap { command in [command._commandName] + command.configuration.aliases } + ["help"])
    }
}
