import Foundation
import ProcessSupport

/// Times SwiftPM's own manifest loading (`swift package dump-package`, which compiles and runs each
/// `Package.swift`) on a few manifests, sequentially, and extrapolates to the whole tree. The
/// point of comparison for "archlint reads manifests statically, far faster than SwiftPM".
struct SwiftPMComparison {
    var sample: Int
    var scratch: String

    func report(tree: String, row: BenchmarkRow) throws -> String {
        let packages = try FileManager.default.contentsOfDirectory(atPath: tree + "/Packages").sorted().prefix(sample)
        var walls: [Duration] = []
        for package in packages {
            walls.append(try dumpPackage(copying: tree + "/Packages/" + package, name: package))
        }
        let mean = walls.map { Milliseconds($0).value }.reduce(0, +) / Double(max(1, walls.count))
        let extrapolated = mean * Double(row.generated.manifests)
        return """
            SwiftPM (`swift package dump-package`, \(walls.count) of \(row.generated.manifests) manifests of the \
            \(row.size) tree, sequential, manifest cache defeated): \(format(mean, 0)) ms per manifest; \
            extrapolated to all \(row.generated.manifests): \(format(extrapolated, 0)) ms, \
            \(format(extrapolated / row.cold.milliseconds, 0))x archlint cold \
            (\(format(row.cold.milliseconds, 0)) ms for manifests and all \(row.generated.files) files)
            """
    }

    /// Copies the manifest alone (SwiftPM would leave `.build` folders in the tree) with a unique
    /// trailing comment, so SwiftPM's manifest cache cannot answer from a previous run.
    private func dumpPackage(copying package: String, name: String) throws -> Duration {
        let folder = scratch + "/swiftpm/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let manifest = try String(contentsOfFile: package + "/Package.swift", encoding: .utf8)
        let token = "// archlint-bench \(Date().timeIntervalSince1970)\n"
        try (manifest + token).write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        let result = try ChildProcess.measure(
            ["swift", "package", "--package-path", folder, "dump-package"],
            stdout: scratch + "/swiftpm.json", stderr: scratch + "/swiftpm.err")
        guard result.exitCode == 0 else {
            throw BenchError("swift package dump-package failed on \(name) (exit \(result.exitCode)); see \(scratch)/swiftpm.err")
        }
        return result.wall
    }
}

/// A failure with a message for the user (ArgumentParser prints it and exits 1).
struct BenchError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
