import ArchlintKit
import ArgumentParser

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
}
