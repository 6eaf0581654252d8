import Foundation

/// Runs any program (git, sh, archlint with an environment) and collects what it printed.
enum ChildProcess {
    /// Runs `executable` (a path, or a name looked up on `PATH`) with `arguments`; `environment`
    /// entries are added to this process's environment.
    static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> ArchlintBinary.Result {
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
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting, so a large report cannot fill the pipe and block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ArchlintBinary.Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// `archlint arguments...` with `environment` added.
    static func archlint(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws
        -> ArchlintBinary.Result
    {
        try run(ArchlintBinary.path, arguments, in: directory, environment: environment)
    }
}
