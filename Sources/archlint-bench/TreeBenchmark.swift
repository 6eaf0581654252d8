import Foundation
import ProcessSupport

/// The median wall and CPU times of a command over several runs, and the largest peak memory seen.
struct Measurement: Sendable {
    var median: Duration
    var cpuMedian: Duration
    var peakBytes: Int

    var milliseconds: Double { Milliseconds(median).value }
    var cpuMilliseconds: Double { Milliseconds(cpuMedian).value }
}

/// A command ``TreeBenchmark/interleaved(_:)`` times: its arguments, the exit codes it may end
/// with, and what to do before each run.
struct TimedCommand {
    var arguments: [String]
    var accepted: Set<Int32>
    /// Set in the command's environment (`ARCHLINT_CACHE_DIR` for each binary of `compare`).
    var environment: [String: String] = [:]
    var before: () throws -> Void
}

/// One command's timed runs, in order.
struct Samples {
    var walls: [Duration] = []
    var cpus: [Duration] = []
    var peak = 0

    var measurement: Measurement {
        Measurement(median: walls.sorted()[walls.count / 2], cpuMedian: cpus.sorted()[cpus.count / 2], peakBytes: peak)
    }

    /// The median, over the rounds, of `first`'s time over `second`'s in the same round.
    static func pairedRatio(_ first: Samples, _ second: Samples, cpu: Bool = false) -> Double {
        let (top, bottom) = cpu ? (first.cpus, second.cpus) : (first.walls, second.walls)
        let ratios = zip(top, bottom).map { Milliseconds($0).value / max(Milliseconds($1).value, 0.001) }.sorted()
        return ratios.isEmpty ? 0 : ratios[ratios.count / 2]
    }
}

/// What archlint's JSON summary said about a tree.
struct LintSummary: Sendable {
    var files: Int
    var manifests: Int
    var imports: Int
    var findings: Int
}

/// Times archlint (cold and warm) and the grep floor on one tree, each as a whole process.
struct TreeBenchmark {
    let binary: ArchlintBinary
    let runs: Int
    /// A folder for the commands' output files.
    let scratch: String

    static let grepPattern = #"^\s*(@\w+\s+)*import\s"#

    /// Lints once with `--format json`; throws unless archlint exits 0 with a readable summary.
    func verify(tree: String) throws -> LintSummary {
        let output = scratch + "/lint.json"
        let result = try ChildProcess.measure(
            binary.arguments(tree: tree, cold: true, json: true), stdout: output, stderr: scratch + "/lint.err")
        guard result.exitCode == 0 else {
            throw failure("archlint exited with \(result.exitCode) on \(tree)", output: output)
        }
        guard let data = FileManager.default.contents(atPath: output),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let summary = object["summary"] as? [String: Any]
        else { throw failure("archlint's JSON output has no summary", output: output) }
        let number = { (key: String) in summary[key] as? Int ?? -1 }
        let findings = ["errors", "warnings", "infos"].map(number).reduce(0) { $0 + max(0, $1) }
        return LintSummary(
            files: number("files"), manifests: number("manifests"), imports: number("imports"), findings: findings)
    }

    /// A run without any cache; `extra` arguments after the tree (`--config FILE`).
    func cold(tree: String, extra: [String] = []) throws -> Measurement {
        try interleaved([coldCommand(tree: tree, extra: extra)])[0].measurement
    }

    /// A cold run over a folder holding only `tree`'s configuration: what every run pays before
    /// and after its files (start-up, configuration, rules over an empty graph, exit).
    func fixedCost(configurationOf tree: String, in folder: String) throws -> Measurement {
        try cold(tree: Self.configurationAlone(of: tree, in: folder))
    }

    /// `folder`, emptied, holding only `tree`'s `.archlint.yml`.
    static func configurationAlone(of tree: String, in folder: String) throws -> String {
        let files = FileManager.default
        try? files.removeItem(atPath: folder)
        try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try files.copyItem(atPath: tree + "/.archlint.yml", toPath: folder + "/.archlint.yml")
        return folder
    }

    /// `original` with the `count`th edit's comment appended: what the graph holds does not change.
    static func bodyEdited(_ original: Data, _ count: Int) -> Data {
        original + Data("\n// archlint-bench edit \(count)\n".utf8)
    }

    /// One source file changed before each run, as before a commit; the file (`file`, else the
    /// tree's first) gets its bytes back afterwards. `nil` when archlint has no cache.
    /// - `.body`: a comment appended, different each time: what the graph holds does not change,
    ///   and archlint reads that file alone and answers from its result cache.
    /// - `.imports`: blank lines inserted above everything, one more each time: every import of
    ///   the file moves, and archlint reads that file alone and moves the kept findings with them.
    /// - `.addedImport`: `import Foundation` inserted above everything, once more each time: the
    ///   file's imports change. Under rules that each judge one dependency (the presets but
    ///   `rules14`), archlint reads that file alone, places it in its module with the manifests
    ///   its result cache kept, and judges its imports alone; under others (`no-cycles`,
    ///   `manifest`) it takes every other file's imports and every manifest from its scan cache,
    ///   and builds the graph and evaluates the rules in full.
    func edit(tree: String, file: String? = nil, _ kind: EditKind = .body) throws -> Measurement? {
        guard binary.supportsNoCache else { return nil }
        let file = try file ?? Self.firstSourceFile(in: tree)
        let original = try Data(contentsOf: URL(fileURLWithPath: file))
        defer { try? original.write(to: URL(fileURLWithPath: file)) }
        var edits = 0
        return try time(binary.arguments(tree: tree, cold: false), accepted: [0]) {
            edits += 1
            let edited = switch kind {
            case .body: Self.bodyEdited(original, edits)
            case .imports: Data(String(repeating: "\n", count: edits).utf8) + original
            case .addedImport: Data(String(repeating: "import Foundation\n", count: edits).utf8) + original
            }
            try edited.write(to: URL(fileURLWithPath: file))
        }
    }

    enum EditKind { case body, imports, addedImport }

    /// The first Swift file of the first target of the first package, by name.
    static func firstSourceFile(in tree: String) throws -> String {
        var folder = tree + "/Packages"
        for _ in 0..<3 {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
            guard let next = (names.contains("Sources") ? "Sources" : names.first) else { break }
            folder += "/" + next
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        guard let file = files.first else { throw BenchError("no Swift file in \(folder)") }
        return folder + "/" + file
    }

    func grep(tree: String) throws -> Measurement {
        try interleaved([grepCommand(tree: tree)])[0].measurement
    }

    /// One warm-up run (fills the page cache, or archlint's cache for warm runs), then `runs` timed ones.
    private func time(_ arguments: [String], accepted: Set<Int32>, before: @escaping () throws -> Void) throws -> Measurement {
        try interleaved([TimedCommand(arguments: arguments, accepted: accepted, before: before)])[0].measurement
    }

    /// Runs `commands` in turn, round after round: one warm-up round, then `runs` timed ones. A
    /// machine whose speed drifts (another process, the page cache) moves every command of a round
    /// alike, so ratios taken round by round (``Samples/pairedRatio(_:_:cpu:)``) are steadier
    /// than the ratio of two medians taken minutes apart.
    func interleaved(_ commands: [TimedCommand]) throws -> [Samples] {
        var samples = commands.map { _ in Samples() }
        for round in 0...runs {
            for (index, command) in commands.enumerated() {
                try command.before()
                let output = scratch + "/out.txt"
                let result = try ChildProcess.measure(
                    command.arguments, stdout: output, stderr: scratch + "/err.txt", environment: command.environment)
                guard command.accepted.contains(result.exitCode) else {
                    throw failure("'\(command.arguments.joined(separator: " "))' exited with \(result.exitCode)", output: output)
                }
                guard round > 0 else { continue }
                samples[index].walls.append(result.wall)
                samples[index].cpus.append(result.cpu)
                samples[index].peak = max(samples[index].peak, result.peakBytes)
            }
        }
        return samples
    }

    func coldCommand(tree: String, extra: [String] = []) -> TimedCommand {
        TimedCommand(arguments: binary.arguments(tree: tree, cold: true) + extra, accepted: [0]) {
            try? FileManager.default.removeItem(atPath: tree + "/.archlint-cache")
        }
    }

    func grepCommand(tree: String) -> TimedCommand {
        TimedCommand(arguments: ["grep", "-rE", Self.grepPattern, "--include=*.swift", tree], accepted: [0, 1]) {}
    }

    /// Cold archlint and grep, alternately: each one's medians and the median of the run-by-run ratios.
    func coldAgainstGrep(tree: String) throws -> (cold: Measurement, grep: Measurement, ratio: Double, cpuRatio: Double) {
        let samples = try interleaved([coldCommand(tree: tree), grepCommand(tree: tree)])
        return (
            samples[0].measurement, samples[1].measurement,
            Samples.pairedRatio(samples[0], samples[1]), Samples.pairedRatio(samples[0], samples[1], cpu: true)
        )
    }

    /// Nothing changed since the last run: archlint answers from its result cache. Warm archlint
    /// and grep run alternately (grep leaves archlint's cache alone): warm archlint's medians and
    /// the ratio round by round. `nil` when archlint has no cache to switch off (then every run is
    /// a cold run).
    func warmAgainstGrep(tree: String) throws -> (warm: Measurement, ratio: Double)? {
        guard binary.supportsNoCache else { return nil }
        let warm = TimedCommand(arguments: binary.arguments(tree: tree, cold: false), accepted: [0]) {}
        let samples = try interleaved([warm, grepCommand(tree: tree)])
        return (samples[0].measurement, Samples.pairedRatio(samples[0], samples[1]))
    }

    func failure(_ message: String, output: String) -> BenchError {
        let tail = { (path: String) in
            ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").suffix(5)
                .joined(separator: "\n")
        }
        let stderr = tail(scratch + "/err.txt") + tail(scratch + "/lint.err")
        return BenchError(message + "\n" + tail(output) + "\n" + stderr)
    }
}
