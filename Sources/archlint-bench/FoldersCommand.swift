import ArgumentParser
import Foundation
import ProcessSupport

/// `archlint-bench folders`: single-module apps whose layers are folders (``FolderTree``), where
/// the rules judge the references between files. Times archlint cold with the same rules judging
/// imports only (`references: false`) and with references, so the difference is the reference
/// pass, and compares that with a plain swift-syntax parse of the same files, its floor; then the
/// pre-commit case: one file changed, every cache warm.
struct FoldersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folders",
        abstract: "Time the reference pass on single-module apps with folder layers against a plain parse."
    )

    @OptionGroup var binary: BinaryOptions
    @Option(name: .long, help: "Comma-separated sizes in files: 1k, 10k, ...") var sizes = "1k,10k"
    @OptionGroup var timing: TimingOptions

    /// The goal of issue 15: the reference pass costs at most 25% more than parsing the files.
    static let goal = 1.25

    func validate() throws {
        _ = try TimingOptions.sizes(sizes)
    }

    func run() throws {
        let (runs, work, seed) = (timing.runs, timing.work, timing.seed)
        let (bench, scratch) = try timing.start(binary, median: "median wall time")
        var lines = [
            "| size | files | references | grep | imports only | with references | reference pass | plain parse | pass / parse | edit |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        var verdicts: [String] = []
        for size in try TimingOptions.sizes(sizes) {
            let tree = work + "/folders-" + size.label
            let written = try FolderTree(files: size.files, seed: seed).write(to: tree)
            // Let the files settle, as for the monorepo trees (archlint's caches trust only settled stamps).
            Thread.sleep(forTimeInterval: 2.5)
            try check(tree: tree, written: written, bench: bench, binary: bench.binary, scratch: scratch)
            BenchmarkRun.warn("\(size.label): timing \(written.files) files...")
            let grep = try bench.grep(tree: tree)
            let importsOnly = try bench.cold(tree: tree, extra: ["--config", tree + "-imports-only.yml"])
            let full = try bench.cold(tree: tree)
            let parse = Milliseconds(PlainParse.time(files: try Self.swiftFiles(in: tree), runs: runs)).value
            // Before a commit: one presentation file changed, every cache warm.
            let edited = tree + "/Sources/App/Presentation/" + FolderTree.typeName(layer: 3, index: 0) + ".swift"
            let edit = try bench.edit(tree: tree, file: edited)
            let pass = full.milliseconds - importsOnly.milliseconds
            let ratio = pass / parse
            lines.append(
                "| \(size.label) | \(written.files) | \(written.references) | \(format(grep.milliseconds, 0)) ms "
                    + "| \(format(importsOnly.milliseconds, 0)) ms | \(format(full.milliseconds, 0)) ms "
                    + "| \(format(pass, 0)) ms | \(format(parse, 0)) ms | \(format(ratio, 2)) "
                    + "| \(edit.map { format($0.milliseconds, 0) + " ms" } ?? "n/a") |")
            let met = ratio <= Self.goal
            verdicts.append(
                "\(met ? "PASS" : "FAIL") \(size.label): the reference pass takes \(format(ratio, 2))x a plain parse "
                    + "(goal <= \(format(Self.goal, 2))x)")
        }
        print(lines.joined(separator: "\n"))
        verdicts.forEach { print($0) }
    }

    /// archlint must see every file, report nothing (the names point inward) and find exactly the
    /// planted references: the folder graph's edge counts add up to them.
    private func check(
        tree: String, written: FolderTree.Written, bench: TreeBenchmark, binary: ArchlintBinary, scratch: String
    ) throws {
        let lint = try bench.verify(tree: tree)
        guard lint.files == written.files, lint.findings == 0 else {
            throw BenchError("\(tree): archlint saw \(lint.files) of \(written.files) files, \(lint.findings) findings")
        }
        let output = scratch + "/folders.json"
        let graph = try ChildProcess.measure(
            [binary.path, "graph", tree, "--level", "folder", "--format", "json"], stdout: output, stderr: scratch + "/folders.err")
        guard graph.exitCode == 0, let data = FileManager.default.contents(atPath: output),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let edges = object["edges"] as? [[String: Any]]
        else { throw bench.failure("archlint graph --level folder failed on \(tree)", output: output) }
        let found = edges.reduce(0) { $0 + ($1["count"] as? Int ?? 0) }
        guard found == written.references else {
            throw BenchError("\(tree): archlint found \(found) references, the generator planted \(written.references)")
        }
    }

    private static func swiftFiles(in tree: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: tree) else { throw BenchError("cannot list \(tree)") }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && $0 != "Package.swift" }
            .sorted().map { tree + "/" + $0 }
    }
}
