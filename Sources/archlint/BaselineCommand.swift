import ArchlintKit
import ArgumentParser

struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Record today's findings, so that 'archlint --baseline FILE' reports only new ones.",
        subcommands: [Write.self])

    struct Write: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "write",
            abstract: "Write every finding of PATH to a baseline file (JSON, stable, sorted, without line numbers).",
            discussion: """
                Entries are keyed by rule kind, rule name, file and message, with a count, so moving code \
                within a file keeps them matching. Inline suppressions apply first: suppressed findings \
                are not recorded. The file is replaced atomically.
                """)

        @Argument(help: "The folder to lint.", completion: .directory)
        var path: String = "."

        @Option(name: .shortAndLong, help: "The configuration file (default: PATH/.archlint.yml).", completion: .file())
        var config: String?

        @Option(name: .shortAndLong, help: "The baseline file to write (default: PATH/.archlint-baseline.json).", completion: .file())
        var output: String?

        @Flag(name: .shortAndLong, help: "Print nothing on standard error.")
        var quiet = false

        func run() throws {
            do {
                let written = try Archlint.writeBaseline(path: path, configPath: config, output: output)
                if !quiet { Terminal.printError(written.summary) }
            } catch {
                throw Terminal.fail(error)
            }
        }
    }
}
