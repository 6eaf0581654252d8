import Foundation

/// The one place archlint's benchmark and tests start other programs: ``run(_:_:in:environment:)``
/// collects what a program printed (git, sh, the archlint binary under test);
/// ``measure(_:stdout:stderr:)`` times one and takes its peak memory.
public enum ChildProcess {
    /// How a program ended and what it printed.
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String

        public init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
    }

    /// A program that could not be started or waited for.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// Runs `executable` (a path, or a name looked up on `PATH`) with `arguments`; `environment`
    /// entries are added to this process's environment. Standard error goes to a file, so that
    /// neither stream can fill its pipe and block the program while the other is read.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> Output {
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        if let directory { process.currentDirectoryURL = directory }
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString).err")
        defer { try? FileManager.default.removeItem(at: errorFile) }
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = (try? Data(contentsOf: errorFile)) ?? Data()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
