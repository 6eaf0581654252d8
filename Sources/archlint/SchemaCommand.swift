import ArchlintKit
import ArgumentParser

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of .archlint.yml (for editors: yaml-language-server, VS Code, ...).")

    func run() throws {
        try Terminal.standardOutput(Archlint.configurationSchema)
    }
}
