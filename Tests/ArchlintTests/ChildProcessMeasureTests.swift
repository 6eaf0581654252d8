import Foundation
import ProcessSupport
import Testing

/// `ChildProcess.measure`, which the benchmark times archlint with: `compare` gives each binary
/// its own cache folder through the child's environment.
@Suite struct ChildProcessMeasureTests {
    @Test func theChildSeesTheEnvironmentItIsGiven() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("measure-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (stdout, stderr) = (folder + "/out.txt", folder + "/err.txt")
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""

        let given = try ChildProcess.measure(
            ["env"], stdout: stdout, stderr: stderr, environment: ["ARCHLINT_CACHE_DIR": "/tmp/a b", "HOME": "/elsewhere"])
        #expect(given.exitCode == 0)
        let lines = try String(contentsOfFile: stdout, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.contains("ARCHLINT_CACHE_DIR=/tmp/a b"))
        // Replaced, not added twice; the rest of this process's environment is passed on.
        #expect(lines.filter { $0.hasPrefix("HOME=") } == ["HOME=/elsewhere"])
        #expect(lines.contains { $0.hasPrefix("PATH=") })

        let inherited = try ChildProcess.measure(["env"], stdout: stdout, stderr: stderr)
        #expect(inherited.exitCode == 0)
        let plain = try String(contentsOfFile: stdout, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(!plain.contains { $0.hasPrefix("ARCHLINT_CACHE_DIR=/tmp/a b") })
        #expect(plain.filter { $0.hasPrefix("HOME=") } == (home.isEmpty ? [] : ["HOME=\(home)"]))
    }
}
