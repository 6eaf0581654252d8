import ArchlintKit
import ArgumentParser

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starting .archlint.yml from the targets of PATH; it passes on the code as it is.",
        discussion: """
            Components come from target names (*Domain, *Application/*UseCases, *Infrastructure/*Data, \
            *Adapter(s), *Feature, *Presentation/*UI; executable targets are the app), with a layers rule \
            in the usual order, independent features, and an allow-list of what the domain uses today. \
            Every finding today becomes an except: entry, so 'archlint' exits 0 right after; remove them \
            as you fix the code. The output is the same for the same code.
            """)

    @OptionGroup var location: PathArgument

    @Option(name: .shortAndLong, help: "Where to write (default: PATH/.archlint.yml).", completion: .file())
    var output: String?

    @Flag(help: "Replace an existing file.")
    var force = false

    func run() throws {
        do {
            let written = try Archlint.writeInitialConfiguration(path: location.path, output: output, force: force)
            Terminal.printError(written.summary)
        } catch {
            throw Terminal.fail(error)
        }
    }
}
