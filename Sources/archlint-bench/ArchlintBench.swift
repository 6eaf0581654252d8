import ArgumentParser

/// Generates synthetic layered SwiftPM monorepos and times archlint on them against `grep`, the
/// floor for any tool that must read every file. archlint runs as a separate process: this tool
/// never links archlint's libraries, so it measures exactly what a user waits for.
@main
struct ArchlintBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archlint-bench",
        abstract: "Generate synthetic monorepos and time archlint against grep.",
        subcommands: [
            GenerateCommand.self, RunCommand.self, CompareCommand.self, FoldersCommand.self, ManifestCommand.self, BazelCommand.self, HostileCommand.self,
            SmokeCommand.self,
        ]
    )

    @Flag(name: .long, help: "Quick self-check for CI: generate a small tree, lint it once, check the result.")
    var smoke = false

    @OptionGroup var binary: BinaryOptions

    func run() throws {
        guard smoke else { throw CleanExit.helpRequest(self) }
        try SmokeCommand.check(binary)
    }
}

/// `--archlint PATH`, shared by the root command (for `--smoke`) and its subcommands.
struct BinaryOptions: ParsableArguments {
    @Option(name: .long, help: "The archlint binary (default: .build/release/archlint, .build/debug/archlint, then PATH).")
    var archlint: String?
    @Flag(name: .long, help: "Time the binary as the page cache holds it now, instead of asking the system to drop its pages first (see docs/benchmarks.md: the same bytes start faster or slower depending on how the page cache holds them).")
    var keepPageCache = false
}
