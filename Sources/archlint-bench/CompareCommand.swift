import ArgumentParser
import Foundation
import ProcessSupport

/// `archlint-bench compare`: two archlint binaries timed in turn, round by round, on the same
/// generated trees: what a change did, measured the way its before and after are quoted.
///
/// Both binaries' pages are dropped from the page cache first (see ``ArchlintBinary/droppingPages()``),
/// each has its own cache folder (`ARCHLINT_CACHE_DIR`: archlint keeps one cache per folder linted,
/// and a run of the other binary would make it stale), and their outputs (`--format json`,
/// `--no-cache`) must be byte-identical on every tree, or the table says so.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Time two archlint binaries in turn on generated trees and print each one's medians and the ratio round by round.",
        discussion: """
            --archlint is the binary before a change, --against the one after. For each tree: a cold \
            run (--no-cache), a warm run (nothing changed since the last), a run after one file's \
            body was edited, and a cold and a warm run over a folder holding only the tree's \
            configuration (what every run pays). Ratios are after / before, the median of the \
            rounds' ratios.
            """)

    @OptionGroup var binary: BinaryOptions
    @Option(name: .long, help: "The binary compared with --archlint: the one after the change.")
    var against: String
    @Option(name: .long, help: "Comma-separated tree sizes, as for run.")
    var sizes = "1800,rules14"
    @OptionGroup var timing: TimingOptions

    func validate() throws {
        _ = try TimingOptions.sizes(sizes)
    }

    func run() throws {
        let (work, seed) = (timing.work, timing.seed)
        let scratch = work + "/scratch"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let before = try ArchlintBinary.locate(binary, scratch: scratch)
        let afterOptions = try BinaryOptions.parse(["--archlint", against] + (binary.keepPageCache ? ["--keep-page-cache"] : []))
        let after = try ArchlintBinary.locate(afterOptions, scratch: scratch)
        guard before.supportsNoCache, after.supportsNoCache else {
            throw BenchError("compare needs binaries with --no-cache (both runs cold and warm)")
        }
        print("before: " + before.banner.replacingOccurrences(of: "archlint: ", with: ""))
        print("after: " + after.banner.replacingOccurrences(of: "archlint: ", with: ""))
        print(BenchmarkRun.machine + "; runs: \(timing.runs) in turn after one warm-up round; medians, ratios round by round")
        let bench = TreeBenchmark(binary: before, runs: timing.runs, scratch: scratch)
        let pair = BinaryPair(before: before, after: after, scratch: scratch)
        var lines = [
            "| tree | run | before ms | after ms | after / before | before CPU ms | after CPU ms | CPU after / before |",
            "| --- | --- | --- | --- | --- | --- | --- | --- |",
        ]
        var differing: [String] = []
        for size in try TimingOptions.sizes(sizes) {
            let spec = WorkspaceSpec.preset(label: size.label, size: size.files, seed: seed)
            let (tree, generated) = try GeneratedTree.prepare(spec, in: work + "/tree-" + size.label)
            try BenchmarkRun.check(try bench.verify(tree: tree), against: generated, size: size.label)
            if try !pair.sameOutput(tree: tree) { differing.append(size.label) }
            BenchmarkRun.warn("\(size.label): timing \(generated.files) files, both binaries in turn...")
            let file = try TreeBenchmark.firstSourceFile(in: tree)
            let original = try Data(contentsOf: URL(fileURLWithPath: file))
            defer { try? original.write(to: URL(fileURLWithPath: file)) }
            let empty = try TreeBenchmark.configurationAlone(of: tree, in: work + "/tree-empty")
            let runs: [(String, [TimedCommand])] = [
                ("cold", pair.commands(tree: tree, cold: true)),
                ("warm", pair.commands(tree: tree, cold: false)),
                ("one file's body edited", pair.commands(tree: tree, cold: false, editing: (file, original))),
                ("no files, cold", pair.commands(tree: empty, cold: true)),
                ("no files, warm", pair.commands(tree: empty, cold: false)),
            ]
            for (name, commands) in runs {
                let samples = try bench.interleaved(commands)
                lines.append(Self.row(size.label, name, samples[0], samples[1]))
            }
        }
        print(lines.joined(separator: "\n"))
        print(differing.isEmpty
            ? "outputs: identical (--format json --no-cache) on every tree"
            : "WARNING  outputs differ (--format json --no-cache) on: \(differing.joined(separator: ", "))")
    }

    private static func row(_ tree: String, _ run: String, _ before: Samples, _ after: Samples) -> String {
        let (first, second) = (before.measurement, after.measurement)
        let ratio = String(format: "%.3fx", Samples.pairedRatio(after, before))
        let cpuRatio = String(format: "%.3fx", Samples.pairedRatio(after, before, cpu: true))
        func ms(_ value: Double) -> String { String(format: "%.2f", value) }
        return "| \(tree) | \(run) | \(ms(first.milliseconds)) | \(ms(second.milliseconds)) | \(ratio) | "
            + "\(ms(first.cpuMilliseconds)) | \(ms(second.cpuMilliseconds)) | \(cpuRatio) |"
    }
}

/// The two binaries of `compare`, each with its own cache folder under the scratch folder.
struct BinaryPair {
    let before: ArchlintBinary
    let after: ArchlintBinary
    let scratch: String

    private func environment(_ index: Int) -> [String: String] {
        ["ARCHLINT_CACHE_DIR": scratch + "/cache-\(index == 0 ? "before" : "after")"]
    }

    /// The same run for each binary, before first. `editing`: a file whose body gets a new comment
    /// appended to `original` before each run of either binary (the caller puts its bytes back).
    func commands(tree: String, cold: Bool, editing edited: (file: String, original: Data)? = nil) -> [TimedCommand] {
        let edits = EditCounter()
        return [before, after].enumerated().map { index, binary in
            TimedCommand(arguments: binary.arguments(tree: tree, cold: cold), accepted: [0], environment: environment(index)) {
                guard let edited else { return }
                edits.count += 1
                try TreeBenchmark.bodyEdited(edited.original, edits.count).write(to: URL(fileURLWithPath: edited.file))
            }
        }
    }

    /// Whether both binaries print the same `--format json --no-cache` report on `tree`.
    func sameOutput(tree: String) throws -> Bool {
        var outputs: [Data] = []
        for (index, binary) in [before, after].enumerated() {
            let output = scratch + "/compare-\(index).json"
            let result = try ChildProcess.measure(
                binary.arguments(tree: tree, cold: true, json: true), stdout: output, stderr: scratch + "/compare.err",
                environment: environment(index))
            guard result.exitCode == 0 else { throw BenchError("\(binary.path) exited with \(result.exitCode) on \(tree)") }
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        return outputs[0] == outputs[1]
    }
}

/// How many edits a `compare` run made so far (each run's comment differs from the last).
private final class EditCounter {
    var count = 0
}
