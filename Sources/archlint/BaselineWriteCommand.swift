import ArchlintKit
import ArgumentParser

/// `archlint baseline write`.
struct BaselineWriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "write",
        abstract: "Write every finding of PATH to a baseline file (JSON, stable, sorted, without line numbers).",
        discussion: """
            Entries are keyed by rule kind, rule name, file and message, with a count, so moving code \
            within a file keeps them matching. Inline suppressions apply first: suppressed findings \
            are not recorded. Nor is what archlint could not read (unreadable_file, unreadable_path, \
            manifest_unreadable, project_unreadable): it fails every run until fixed or excluded. \
            The file is replaced atomically.
            """)

    @OptionGroup var repository: RepositoryOptions

    @Option(name: .shortAndLong, help: "The baseline file to write (default: PATH/.archlint-baseline.json).", completion: .file())
    var output: String?

    @Flag(name: .shortAndLong, help: "Print nothing on standard error.")
    var quiet = false

    func run() throws {
        do {
            let written = try Archlint.writeBaseline(
                path: repository.path, configPath: repository.config, output: output,
                loading: LoadingSettings(usesCache: false, followLinksInto: repository.followLinksInto))
            if !quiet { Terminal.printError(written.summary) }
        } catch {
            throw Terminal.fail(error)
        }
    }
}
