import ArchlintKit
import ArgumentParser

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the rule kinds.")

    func run() {
        print(RuleCatalog.list(), terminator: "")
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Describe a rule kind, with examples.")

    @Argument(help: "A rule kind, as `archlint rules` lists them.")
    var kind: String

    func run() throws {
        guard let text = RuleCatalog.explain(kind) else {
            Terminal.printError("archlint: error: unknown rule kind '\(kind)'; see 'archlint rules'")
            throw ExitCode(64)
        }
        print(text, terminator: "")
    }
}
