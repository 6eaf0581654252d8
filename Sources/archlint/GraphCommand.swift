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
            and edges with findings are drawn red, labelled '2 of 467' when only some of their dependencies \
            break a rule. \
            --format json --level component prints the component diagram as JSON. \
            --level folder draws the folders of one module (--module NAME, else the one module the \
            configuration's paths: components split, else the one module with sources; --depth 2 for \
            subfolders), edges labelled with the number of (file, file) references: inside a module no \
            import shows who uses whom, the declarations a file names do.
            Example: archlint graph --format dot | dot -Tsvg > graph.svg
            """)

    @OptionGroup var repository: RepositoryOptions

    @Option(name: .shortAndLong, help: "Output format.")
    var format: GraphFormat = .json

    @Option(help: "What to draw (component needs a configuration).")
    var level: GraphLevel = .module

    @Flag(help: "At the module level, also draw modules built elsewhere (toolchain, SDKs, remote packages).")
    var externals = false

    @Option(help: "At the folder level, the module whose folders to draw.")
    var module: String?

    @Option(help: "At the folder level, how many folders deep a node goes.")
    var depth = 1

    @Flag(help: "Read every file again, using no cache of earlier runs (see ARCHLINT_CACHE_DIR).")
    var noCache = false

    func validate() throws {
        guard depth >= 1 else { throw ValidationError("--depth must be at least 1") }
        if level != .folder {
            if module != nil { throw ValidationError("--module needs --level folder") }
        }
    }

    func run() throws {
        var options = GraphOptions(
            path: repository.path, configPath: repository.config, format: format, level: level, includesExternals: externals,
            module: module, depth: depth)
        options.loading.usesCache = !noCache
        options.loading.followLinksInto = repository.followLinksInto
        options.loading.warning = Terminal.warn
        let text: String
        do {
            text = try Archlint.graphOutput(options)
        } catch {
            throw Terminal.fail(error)
        }
        try Terminal.standardOutput(text)
    }
}
