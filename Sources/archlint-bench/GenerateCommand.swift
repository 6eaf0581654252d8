import ArgumentParser
import Foundation

/// `archlint-bench generate DIR ...`: writes one synthetic workspace.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a synthetic layered SwiftPM workspace (same seed, same bytes)."
    )

    @Argument(help: "The folder to write; must be empty or missing unless --force.")
    var directory: String

    @Option(name: .long, help: "Number of packages.") var packages = 30
    @Option(name: .long, help: "Targets per package: Domain, Application, Infrastructure, Feature, then extra features.")
    var targetsPerPackage = 4
    @Option(name: .long, help: "Source files per target.") var filesPerTarget = 8
    @Option(name: .long, help: "At most this many imports per file, Foundation included.") var importsPerFile = 3
    @Option(name: .long, help: "Share of files with an import inside #if.") var ifShare = 0.1
    @Option(name: .long, help: "Share of files with an import after their declarations.") var lateImportShare = 0.02
    @Option(name: .long, help: "Share of files whose body mentions the word import in a string.")
    var importWordShare = 0.03
    @Option(name: .long, help: "Random seed.") var seed: UInt64 = 1
    @Flag(name: .long, help: "Delete DIR first if it is not empty.") var force = false
    @Flag(name: .long, help: "Add an Xcode project at App/ as the composition root (an 80-file app linking a product of each package, a 20-file widget).")
    var xcodeApp = false
    @Flag(name: .long, help: "Make each package's last target a test target and write the 14-rule configuration (the rules14 preset is this with --xcode-app).")
    var fourteenRules = false

    var spec: WorkspaceSpec {
        WorkspaceSpec(
            packages: packages, targetsPerPackage: targetsPerPackage, filesPerTarget: filesPerTarget,
            importsPerFile: importsPerFile, ifShare: ifShare, lateImportShare: lateImportShare,
            importWordShare: importWordShare, seed: seed, xcodeApp: xcodeApp, fourteenRules: fourteenRules)
    }

    func validate() throws {
        guard packages >= 1, (1...64).contains(targetsPerPackage), filesPerTarget >= 1, importsPerFile >= 0 else {
            throw ValidationError("need --packages >= 1, --targets-per-package 1...64, --files-per-target >= 1")
        }
        guard [ifShare, lateImportShare, importWordShare].allSatisfy((0...1).contains) else {
            throw ValidationError("--if-share, --late-import-share and --import-word-share are shares between 0 and 1")
        }
    }

    func run() throws {
        try TreeDirectory.prepare(directory, force: force)
        let clock = ContinuousClock()
        var summary = GenerationSummary()
        let elapsed = try clock.measure { summary = try WorkspaceGenerator(spec: spec).write(to: directory) }
        print(
            "wrote \(summary.manifests) manifests, \(summary.files) files, \(summary.imports) imports, "
                + "\(summary.bytes / 1_000_000) MB to \(directory) in \(Milliseconds(elapsed))")
    }
}

/// Guards against writing into (or deleting) a folder the user did not mean to give us.
enum TreeDirectory {
    static func prepare(_ path: String, force: Bool) throws {
        let manager = FileManager.default
        let contents = (try? manager.contentsOfDirectory(atPath: path)) ?? []
        guard !contents.isEmpty else { return }
        guard force else {
            throw BenchError("'\(path)' is not empty; pass --force to replace it")
        }
        try manager.removeItem(atPath: path)
    }
}

/// A duration printed in whole milliseconds.
struct Milliseconds: CustomStringConvertible {
    var value: Double

    init(_ duration: Duration) {
        value = Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
    }

    var description: String { String(format: "%.0f ms", value) }
}
