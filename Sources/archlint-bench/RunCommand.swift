import ArgumentParser
import Foundation

/// `archlint-bench run`: generates a tree per size and times archlint cold, warm and grep on it.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Time archlint (cold, warm) against grep on generated trees and print a table."
    )

    @OptionGroup var binary: BinaryOptions
    @Option(name: .long, help: "Comma-separated tree sizes in files: 200, 1k, 1800, 10k, 100k; 'xcode' is the 1,800-file app with an Xcode project as its composition root.")
    var sizes = "1k,1800,rules14,10k,100k"
    @OptionGroup var timing: TimingOptions
    @Flag(name: .long, help: "Also time `swift package dump-package` on a sample of manifests.") var withSwiftpm = false
    @Option(name: .long, help: "Manifests sampled for --with-swiftpm.") var swiftpmSample = 5

    func validate() throws {
        _ = try TimingOptions.sizes(sizes)
    }

    func run() throws {
        let (work, seed) = (timing.work, timing.seed)
        let (bench, scratch) = try timing.start(binary, median: "median")
        var rows: [BenchmarkRow] = []
        var trees: [String] = []
        for size in try TimingOptions.sizes(sizes) {
            let spec = WorkspaceSpec.preset(label: size.label, size: size.files, seed: seed)
            let (tree, generated) = try GeneratedTree.prepare(spec, in: work + "/tree-" + size.label)
            try BenchmarkRun.check(try bench.verify(tree: tree), against: generated, size: size.label)
            rows.append(try BenchmarkRun.measure(bench, tree: tree, size: size.label, spec: spec, generated: generated))
            trees.append(tree)
        }
        print(BenchmarkTable.render(rows))
        // What a run costs whatever the tree: the same configuration over a folder without files.
        let growthTree = zip(rows, trees).first { $0.0.spec.isMonorepoShape && $0.0.generated.files >= 900 }?.1
        let fixed = try growthTree.map { try bench.fixedCost(configurationOf: $0, in: work + "/tree-empty") }
        BenchmarkGoals.verdicts(rows, fixed: fixed).forEach { print($0) }
        // SwiftPM is compared on the modular app, the tree issue 7 names for it.
        if withSwiftpm, let index = rows.firstIndex(where: { $0.spec.files == WorkspaceSpec.appSize })
            ?? rows.firstIndex(where: { $0.generated.files >= 900 }) ?? rows.indices.first
        {
            let comparison = SwiftPMComparison(sample: swiftpmSample, scratch: scratch)
            print(try comparison.report(tree: trees[index], row: rows[index]))
        }
    }
}

/// The steps `run` and `--smoke` share.
enum BenchmarkRun {
    /// Throws when archlint did not see the files the generator wrote; warns about findings
    /// (the generated trees obey their rules, so any finding is archlint's false positive).
    static func check(_ lint: LintSummary, against generated: GenerationSummary, size: String) throws {
        guard lint.files == generated.files else {
            throw BenchError("\(size): archlint saw \(lint.files) files, the generator wrote \(generated.files)")
        }
        if lint.manifests != generated.manifests || lint.findings > 0 {
            warn("\(size): archlint saw \(lint.manifests) of \(generated.manifests) manifests, \(lint.findings) findings")
        }
    }

    static func measure(
        _ bench: TreeBenchmark, tree: String, size: String, spec: WorkspaceSpec, generated: GenerationSummary
    ) throws -> BenchmarkRow {
        warn("\(size): timing \(generated.files) files...")
        let (cold, grep, coldRatio, cpuRatio) = try bench.coldAgainstGrep(tree: tree)
        let warm = try bench.warmAgainstGrep(tree: tree)
        let edit = try bench.edit(tree: tree)
        var row = BenchmarkRow(size: size, generated: generated, cold: cold, warm: warm?.warm, edit: edit, grep: grep, spec: spec)
        row.importEdit = try bench.edit(tree: tree, .imports)
        row.addedImportEdit = try bench.edit(tree: tree, .addedImport)
        row.paired = PairedRatios(cold: coldRatio, coldCPU: cpuRatio, warm: warm?.ratio)
        if spec.fourteenRules { row.ruleScaling = try ruleScaling(bench, tree: tree, spec: spec) }
        return row
    }

    /// Cold runs of the same tree with the 14 rules' components and no rule, with the 14 rules,
    /// and with them written 10 times, round after round: what the rules cost, and how that grows
    /// with their number.
    static func ruleScaling(_ bench: TreeBenchmark, tree: String, spec: WorkspaceSpec) throws -> RuleScaling {
        var commands: [TimedCommand] = []
        for copies in [0, 1, 10] {
            let path = tree + "/.archlint-rules\(copies * 14).yml"
            try BenchConfiguration.fourteenRules(packages: spec.packages, copies: copies)
                .write(toFile: path, atomically: true, encoding: .utf8)
            commands.append(bench.coldCommand(tree: tree, extra: ["--config", path]))
        }
        warn("\(spec.packages) packages: timing 0, 14 and 140 rules in turn...")
        let samples = try bench.interleaved(commands)
        return RuleScaling(
            none: samples[0].measurement, fourteen: samples[1].measurement, tenfold: samples[2].measurement,
            shareWithout: Samples.pairedRatio(samples[0], samples[1], cpu: true),
            tenfoldRatio: Samples.pairedRatio(samples[2], samples[1], cpu: true))
    }

    /// Cores, date and load: wall times on a shared machine mean little without the load.
    static var machine: String {
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3)
        return "machine: \(ProcessInfo.processInfo.activeProcessorCount) cores; \(Date()); "
            + "load average: \(load?.joined(separator: " ") ?? "unknown")"
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// A generated tree on disk, reused while its spec is unchanged (100k files take a while to write).
enum GeneratedTree {
    static func prepare(_ spec: WorkspaceSpec, in tree: String) throws -> (String, GenerationSummary) {
        let record = tree + ".spec"
        if let text = try? String(contentsOfFile: record, encoding: .utf8) {
            let lines = text.split(separator: "\n").map(String.init)
            let numbers = lines.dropFirst().first?.split(separator: " ").compactMap { Int($0) } ?? []
            if lines.first == spec.fingerprint, numbers.count == 4 {
                return (tree, GenerationSummary(manifests: numbers[0], files: numbers[1], imports: numbers[2], bytes: numbers[3]))
            }
        }
        try? FileManager.default.removeItem(atPath: record)
        try TreeDirectory.prepare(tree, force: true)
        let summary = try WorkspaceGenerator(spec: spec).write(to: tree)
        // archlint keeps a run's outcome only for a tree whose files changed more than 2 s before
        // it (a file system's clock cannot prove newer stamps final): let the new tree settle.
        Thread.sleep(forTimeInterval: 2.5)
        let counts = [summary.manifests, summary.files, summary.imports, summary.bytes].map(String.init)
        try (spec.fingerprint + "\n" + counts.joined(separator: " ") + "\n").write(toFile: record, atomically: true, encoding: .utf8)
        return (tree, summary)
    }
}

/// The options `run` and `folders` share.
struct TimingOptions: ParsableArguments {
    @Option(name: .long, help: "Timed runs per command (after one warm-up); the median is reported.")
    var runs = 3
    @Option(name: .long, help: "Folder for generated trees.")
    var work = NSTemporaryDirectory() + "archlint-bench"
    @Option(name: .long, help: "Random seed of the generated trees.") var seed: UInt64 = 1

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
    }

    /// What every timing run does first: the scratch folder, the archlint binary (`binary`), its
    /// banner and the machine line (which ends with `median`, what the table reports).
    func start(_ binary: BinaryOptions, median: String) throws -> (bench: TreeBenchmark, scratch: String) {
        let scratch = work + "/scratch"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let located = try ArchlintBinary.locate(binary, scratch: scratch)
        print(located.banner)
        print(BenchmarkRun.machine + "; runs: \(runs) after one warm-up; \(median)")
        return (TreeBenchmark(binary: located, runs: runs, scratch: scratch), scratch)
    }

    /// `1k,10k` as labels and file counts; a usage error for anything else.
    static func sizes(_ text: String) throws -> [(label: String, files: Int)] {
        let sizes = text.split(separator: ",").map { (String($0), WorkspaceSpec.parseSize(String($0)) ?? 0) }
        guard !sizes.isEmpty, sizes.allSatisfy({ $0.1 > 0 }) else {
            throw ValidationError("--sizes must be sizes such as 200,1k,10k,100k")
        }
        return sizes
    }
}
