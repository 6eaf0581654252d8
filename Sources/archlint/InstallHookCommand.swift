import ArchlintKit
import ArgumentParser
import Foundation

struct InstallHookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install-hook",
        abstract: "Install a git pre-commit hook that runs 'archlint --quiet PATH'.",
        discussion: """
            Writes pre-commit in the folder git runs hooks from (core.hooksPath and worktrees respected). \
            The hook calls this archlint binary by its absolute path, else 'archlint' on PATH, and checks \
            the working tree (not only what is staged). PATH may be any folder inside the repository. An \
            existing hook that is not archlint's is kept unless --force. With the pre-commit framework, use \
            .pre-commit-hooks.yaml instead.
            """)

    @OptionGroup var location: PathArgument

    @Flag(help: "Replace an existing pre-commit hook that is not archlint's.")
    var force = false

    func run() throws {
        let path = location.path
        let installation: HookInstallation
        do {
            installation = try Archlint.installHook(path: path, archlint: Self.runningBinary(), force: force)
        } catch {
            throw Terminal.fail(error)
        }
        try Terminal.standardOutput(installation.summary + "\n")
        let config = Archlint.defaultConfigurationPath(root: path)
        if !FileManager.default.fileExists(atPath: config) {
            Terminal.printError("archlint: warning: '\(config)' does not exist: the hook fails until you write one")
        }
    }

    /// This binary as it was called (a symlink such as Homebrew's stays a symlink, so upgrades keep
    /// working), made absolute; the resolved executable when called through `PATH`.
    static func runningBinary() -> String {
        let called = CommandLine.arguments.first ?? ""
        if called.contains("/") {
            let url = URL(fileURLWithPath: called, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            return url.standardizedFileURL.path
        }
        return Bundle.main.executablePath ?? "archlint"
    }
}
