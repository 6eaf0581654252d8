import ArgumentParser
import Foundation

/// `archlint-bench smoke` (also `archlint-bench --smoke`): a quick self-check for CI. Generates a
/// 200-file tree, lints it once, and fails unless archlint exits 0 having seen every file.
struct SmokeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "smoke",
        abstract: "Generate a small tree, run archlint once, check exit code 0 and the file count."
    )

    @OptionGroup var binary: BinaryOptions

    func run() throws {
        try Self.check(binary)
    }

    static func check(_ options: BinaryOptions) throws {
        let work = NSTemporaryDirectory() + "archlint-bench-smoke-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: work) }
        let scratch = work + "/scratch"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let binary = try ArchlintBinary.locate(options.archlint, scratch: scratch)
        print(binary.banner)
        let spec = WorkspaceSpec.preset(size: 200)
        let (tree, generated) = try GeneratedTree.prepare(spec, in: work + "/tree")
        let bench = TreeBenchmark(binary: binary, runs: 1, scratch: scratch)
        let lint = try bench.verify(tree: tree)
        try BenchmarkRun.check(lint, against: generated, size: "200")
        guard lint.findings == 0 else {
            throw BenchError("archlint reported \(lint.findings) findings on a tree that obeys its rules")
        }
        let row = try BenchmarkRun.measure(bench, tree: tree, size: "200", spec: spec, generated: generated)
        // The same tree with an Xcode project as its composition root: its targets claim their files.
        var xcode = spec
        xcode.xcodeApp = true
        let (xcodeTree, xcodeGenerated) = try GeneratedTree.prepare(xcode, in: work + "/tree-xcode")
        let xcodeLint = try bench.verify(tree: xcodeTree)
        try BenchmarkRun.check(xcodeLint, against: xcodeGenerated, size: "200+xcode")
        guard xcodeLint.findings == 0 else {
            throw BenchError("archlint reported \(xcodeLint.findings) findings on the Xcode-rooted tree, which obeys its rules")
        }
        print(BenchmarkTable.render([row]))
        print("smoke: OK (\(generated.files) files, \(generated.manifests) manifests, exit 0, no findings; "
            + "with an Xcode app: \(xcodeGenerated.files) files, no findings)")
    }
}
