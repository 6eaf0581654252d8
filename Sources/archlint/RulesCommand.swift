import ArchlintKit
import ArgumentParser

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the rule kinds.")

    func run() throws {
        try Terminal.standardOutput(RuleCatalog.list())
    }
}
