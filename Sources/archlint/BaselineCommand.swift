import ArgumentParser

struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Record today's findings, so that 'archlint --baseline FILE' reports only new ones.",
        subcommands: [BaselineWriteCommand.self])
}
