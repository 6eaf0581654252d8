import ArgumentParser
import Foundation

/// `archlint-bench manifest`: one `Package.swift` with thousands of targets, as monorepos with a
/// single root manifest have. Each target has one file importing the target before it and a few
/// earlier ones (a long chain, the worst case for anything that walks what a target reaches), and
/// declares them. Times archlint cold with the rules that read every target (manifest,
/// no-cycles, exhaustive) and prints the time per target, which stays flat when reading and
/// judging stay linear in the manifest's size. With `--without-folders` no target has its folder
/// (a manifest checked out without its sources, or generated ahead of them): archlint then warns
/// once per target, and must still take linear time.
struct ManifestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manifest",
        abstract: "Time archlint on one Package.swift with thousands of targets (linear or not)."
    )

    @OptionGroup var binary: BinaryOptions
    @Option(name: .long, help: "Comma-separated target counts: 1k, 4k, 16k, ...") var targets = "1k,4k,16k"
    @Flag(name: .long, help: "Write the manifest only: no target has its source folder.") var withoutFolders = false
    @OptionGroup var timing: TimingOptions

    func validate() throws {
        _ = try TimingOptions.sizes(targets)
    }

    func run() throws {
        let (bench, _) = try timing.start(binary, median: "median wall time")
        var lines = ["| targets | manifest | cold | per 1,000 targets | peak memory |", "| ---: | ---: | ---: | ---: | ---: |"]
        for size in try TimingOptions.sizes(targets) {
            let tree = timing.work + "/manifest-" + size.label
            let bytes = try Self.write(targets: size.files, to: tree, folders: !withoutFolders)
            Thread.sleep(forTimeInterval: 2.5)
            let lint = try bench.verify(tree: tree)
            // Without folders, one warning per target: its source folder is missing.
            let (files, findings) = withoutFolders ? (0, size.files) : (size.files, 0)
            guard lint.files == files, lint.findings == findings else {
                throw BenchError("\(tree): archlint saw \(lint.files) of \(files) files, \(lint.findings) findings (expected \(findings))")
            }
            BenchmarkRun.warn("\(size.label): timing \(size.files) targets...")
            let cold = try bench.cold(tree: tree)
            lines.append(
                "| \(size.files) | \(bytes / 1024) KB | \(format(cold.milliseconds, 0)) ms "
                    + "| \(format(cold.milliseconds * 1000 / Double(size.files), 0)) ms | \(cold.peakBytes / 1_048_576) MB |")
        }
        print(lines.joined(separator: "\n"))
    }

    /// Writes the tree (replacing it); returns the manifest's size in bytes.
    static func write(targets count: Int, to tree: String, folders: Bool = true) throws -> Int {
        let files = FileManager.default
        try? files.removeItem(atPath: tree)
        var manifest = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Monolith\",\n    targets: [\n"
        for index in 0..<count {
            let dependencies = [1, 7, 31].map { index - $0 }.filter { $0 >= 0 }.map { "T\($0)" }
            manifest += "        .target(name: \"T\(index)\", dependencies: [\(dependencies.map { "\"\($0)\"" }.joined(separator: ", "))]),\n"
            guard folders else { continue }
            let folder = tree + "/Sources/T\(index)"
            try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let source = dependencies.map { "import \($0)\n" }.joined() + "\npublic struct T\(index) {}\n"
            try Data(source.utf8).write(to: URL(fileURLWithPath: folder + "/T\(index).swift"))
        }
        manifest += "    ]\n)\n"
        try files.createDirectory(atPath: tree, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: tree + "/Package.swift"))
        let configuration = """
            version: 1
            components:
              all: { targets: ["T*"] }
            rules:
              - kind: manifest
              - kind: no-cycles
              - kind: exhaustive
                components: [all]

            """
        try Data(configuration.utf8).write(to: URL(fileURLWithPath: tree + "/.archlint.yml"))
        return manifest.utf8.count
    }
}
