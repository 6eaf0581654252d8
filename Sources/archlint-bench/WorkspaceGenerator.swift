import Foundation

/// What a generated workspace contains, as the benchmark reports it.
struct GenerationSummary: Sendable, Equatable {
    var manifests = 0
    var files = 0
    var imports = 0
    var bytes = 0

    static func + (lhs: Self, rhs: Self) -> Self {
        Self(manifests: lhs.manifests + rhs.manifests, files: lhs.files + rhs.files,
             imports: lhs.imports + rhs.imports, bytes: lhs.bytes + rhs.bytes)
    }
}

/// Writes a layered SwiftPM workspace: `DIR/Packages/<Name>/Package.swift`,
/// `DIR/Packages/<Name>/Sources/<Target>/*.swift` and `DIR/.archlint.yml`.
///
/// Packages are written in parallel; each draws from its own random stream, so the bytes depend
/// only on the spec, never on scheduling.
struct WorkspaceGenerator {
    let spec: WorkspaceSpec

    func write(to root: String) throws -> GenerationSummary {
        try createDirectory(root + "/Packages")
        let configuration = spec.fourteenRules
            ? BenchConfiguration.fourteenRules(packages: spec.packages) : BenchConfiguration.layered
        try write(configuration, to: root + "/.archlint.yml")
        let results = Results(count: spec.packages)
        DispatchQueue.concurrentPerform(iterations: spec.packages) { index in
            results.store(index, Result { try writePackage(index, root: root) })
        }
        let written = try results.values()
        var summary = written.map(\.summary).reduce(GenerationSummary(), +)
        if spec.bazel {
            let query = BazelQueryWriter.document(written.map(\.rules))
            try write(query, to: root + "/" + BazelQueryWriter.fileName)
            summary.manifests += 1
        }
        if spec.xcodeApp {
            for file in XcodeAppWriter.files(packages: spec.packages) {
                try createDirectory(URL(fileURLWithPath: root + "/" + file.path).deletingLastPathComponent().path)
                try write(file.text, to: root + "/" + file.path)
                if file.path.hasSuffix(".swift") {
                    summary = summary + GenerationSummary(files: 1, imports: file.imports, bytes: file.text.utf8.count)
                }
            }
        }
        return summary
    }

    /// One package's files, and (for a Bazel tree) its rules as `bazel query` prints them.
    private func writePackage(_ index: Int, root: String) throws -> (summary: GenerationSummary, rules: String) {
        let plan = PackagePlan(index: index, spec: spec)
        let directory = root + "/Packages/" + plan.name
        try createDirectory(directory)
        var summary = GenerationSummary()
        var sources: [[String]] = []
        if spec.bazel {
            try write(BazelQueryWriter.buildFile(for: plan), to: directory + "/BUILD.bazel")
        } else {
            let manifest = ManifestWriter.text(for: plan)
            try write(manifest, to: directory + "/Package.swift")
            summary = GenerationSummary(manifests: 1, bytes: manifest.utf8.count)
        }
        for (position, target) in plan.targets.enumerated() {
            var random = SeededRandom(seed: spec.seed, stream: index * 64 + position)
            let writer = SourceFileWriter(target: target, spec: spec)
            let folder = directory + (target.layer == .tests ? "/Tests/" : "/Sources/") + target.name
            try createDirectory(folder)
            var names: [String] = []
            for fileIndex in 0..<spec.filesPerTarget {
                let file = writer.file(index: fileIndex, random: &random)
                try write(file.text, to: folder + "/" + file.name)
                names.append(file.name)
                summary = summary + GenerationSummary(files: 1, imports: file.imports, bytes: file.text.utf8.count)
            }
            sources.append(names)
        }
        return (summary, spec.bazel ? BazelQueryWriter.rules(for: plan, sources: sources) : "")
    }

    private func createDirectory(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Plain `open`/`write`/`close`: the fewest system calls per file, which is most of the cost.
    private func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw BenchError("cannot write \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var text = text
        let written = text.withUTF8 { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        guard written == text.utf8.count else { throw BenchError("short write to \(path)") }
    }
}

/// Per-package results filled in from concurrent workers.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<(summary: GenerationSummary, rules: String), any Error>?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ index: Int, _ result: Result<(summary: GenerationSummary, rules: String), any Error>) {
        lock.withLock { slots[index] = result }
    }

    func values() throws -> [(summary: GenerationSummary, rules: String)] {
        try lock.withLock { slots }.map { try $0!.get() }
    }
}
