import ArchlintKit
import ArgumentParser

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print what archlint read: packages, targets, declared dependencies and imports.")

    @Argument(help: "The folder to read.", completion: .directory)
    var path: String = "."

    @Option(name: .shortAndLong, help: "The configuration whose exclude and modules apply (default: PATH/.archlint.yml if present).")
    var config: String?

    @Option(name: .shortAndLong, help: "Output format: json.")
    var format: String = "json"

    func validate() throws {
        guard format == "json" else { throw ValidationError("unknown graph format '\(format)'; expected: json") }
    }

    func run() throws {
        do {
            let graph = try Archlint.graph(path: path, configPath: config)
            try Terminal.write([RenderedOutput(path: nil, text: Archlint.graphJSON(graph))])
        } catch {
            throw Terminal.fail(error)
        }
    }
}
