import ArchlintKit
import ArgumentParser

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print what archlint read, or draw the module or component graph (Graphviz, Mermaid).",
        discussion: """
            --format json at the module level prints everything archlint read: packages, targets, declared \
            dependencies and imports. dot and mermaid draw one node per local module (--externals adds \
            Foundation, remote products...) or, with --level component, one per component of the \
            configuration; edges are labelled with their number of imports and declared dependencies. \
            The configuration is PATH/.archlint.yml when it exists, or --config; with one, its rules run \
            and edges with findings are drawn red. \
            --format json --level component prints the component diagram as JSON.
            Example: archlint graph --format dot | dot -Tsvg > graph.svg
            """)

    @OptionGroup var repository: RepositoryOptions

    @Option(name: .shortAndLong, help: "Output format.")
    var format: GraphFormat = .json

    @Option(help: "What to draw (component needs a configuration).")
    var level: GraphLevel = .module

    @Flag(help: "At the module level, also draw modules built elsewhere (toolchain, SDKs, remote packages).")
    var externals = false

    func run() throws {
        let options = GraphOptions(
            path: repository.path, configPath: repository.config, format: format, level: level, includesExternals: externals)
        do {
            try Terminal.write([RenderedOutput(path: nil, text: Archlint.graphOutput(options))])
        } catch {
            throw Terminal.fail(error)
        }
    }
}
