import ArchlintKit
import ArgumentParser

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Describe a rule kind, with examples.")

    @Argument(help: "A rule kind, as `archlint rules` lists them.")
    var kind: String

    func run() throws {
        guard let text = RuleCatalog.explain(kind) else {
            throw Terminal.fail(.usage("unknown rule kind '\(kind)'; see 'archlint rules'"))
        }
        try Terminal.standardOutput(text)
    }
}
