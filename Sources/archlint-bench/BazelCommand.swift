import ArgumentParser
import Foundation

/// `archlint-bench bazel`: what reading Bazel targets from `bazel query`'s output costs a cold run.
/// Two twin trees with the same Swift files and the same targets: one declares them in a
/// `Package.swift` per package, the other in `BUILD.bazel` files, read from one
/// `bazel.query.xml` at its root (2,500 targets and 100k files by default: the size of the
/// largest Bazel iOS codebases). Both are linted cold, in turn, round after round; the table gives
/// each one's medians and the median of the round-by-round ratio Bazel / SwiftPM (goal: at most
/// 1.10, reading the query output costs at most 10% more than reading the manifests).
struct BazelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bazel",
        abstract: "Time archlint cold on twin trees: targets from bazel.query.xml against the same targets from Package.swift files."
    )

    @OptionGroup var binary: BinaryOptions
    @Option(name: .long, help: "Swift files in each tree: 10k, 100k, ...") var files = "100k"
    @Option(name: .long, help: "Targets in each tree (4 per package).") var targets = 2_500
    @OptionGroup var timing: TimingOptions

    func validate() throws {
        guard WorkspaceSpec.parseSize(files).map({ $0 >= targets }) == true, targets >= 4 else {
            throw ValidationError("--files must be a size such as 100k, at least --targets, and --targets at least 4")
        }
    }

    func run() throws {
        let (bench, _) = try timing.start(binary, median: "median wall time")
        let fileCount = WorkspaceSpec.parseSize(files) ?? 0
        var spec = WorkspaceSpec(
            packages: targets / 4, targetsPerPackage: 4, filesPerTarget: max(1, fileCount / targets), importsPerFile: 3,
            ifShare: 0.1, lateImportShare: 0.02, seed: timing.seed)
        var trees: [(label: String, path: String, bytes: Int)] = []
        for bazel in [false, true] {
            spec.bazel = bazel
            let label = bazel ? "bazel" : "swiftpm"
            let tree = timing.work + "/bazel-twin-\(label)-\(files)-\(targets)"
            let record = tree + "/.bench-spec"
            if (try? String(contentsOfFile: record, encoding: .utf8)) != spec.fingerprint {
                BenchmarkRun.warn("generating the \(label) tree (\(spec.files) files)...")
                try? FileManager.default.removeItem(atPath: tree)
                _ = try WorkspaceGenerator(spec: spec).write(to: tree)
                try spec.fingerprint.write(toFile: record, atomically: true, encoding: .utf8)
            }
            let declarations = bazel
                ? [tree + "/" + BazelQueryWriter.fileName]
                : (try FileManager.default.contentsOfDirectory(atPath: tree + "/Packages")).map { tree + "/Packages/\($0)/Package.swift" }
            let bytes = declarations.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
            trees.append((label, tree, bytes))
        }
        Thread.sleep(forTimeInterval: 2.5)
        let summaries = try trees.map { try bench.verify(tree: $0.path) }
        guard summaries[0].files == summaries[1].files, summaries[0].imports == summaries[1].imports,
            summaries.allSatisfy({ $0.findings == 0 })
        else {
            throw BenchError("the twins differ: \(summaries) (same files and imports, no findings expected)")
        }
        BenchmarkRun.warn("timing \(summaries[0].files) files, \(targets) targets, each tree in turn...")
        let samples = try bench.interleaved(trees.map { bench.coldCommand(tree: $0.path) })
        var lines = [
            "| targets from | declarations | cold wall | cold CPU | peak memory |", "| --- | ---: | ---: | ---: | ---: |",
        ]
        for (index, tree) in trees.enumerated() {
            let measured = samples[index].measurement
            let what = index == 0 ? "\(targets / 4) Package.swift" : "1 bazel.query.xml"
            lines.append(
                "| \(what) | \(tree.bytes / 1024) KB | \(format(measured.milliseconds, 0)) ms "
                    + "| \(format(measured.cpuMilliseconds, 0)) ms | \(measured.peakBytes / 1_048_576) MB |")
        }
        let wall = Samples.pairedRatio(samples[1], samples[0])
        let cpu = Samples.pairedRatio(samples[1], samples[0], cpu: true)
        print(lines.joined(separator: "\n"))
        print(
            "Bazel / SwiftPM, round by round: wall \(format(wall, 2))x, CPU \(format(cpu, 2))x (goal: <= 1.10): "
                + (wall <= 1.10 ? "PASS" : "FAIL"))
    }
}
