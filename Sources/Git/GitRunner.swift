import Foundation

/// The one way archlint runs `git` (for `--since` and `install-hook`): finds it on `PATH`, runs it
/// without a shell, reads its output without the two pipes blocking each other, and turns failures
/// into errors that say what to do.
struct GitRunner {
    /// The `git` executable.
    let executable: String
    /// The folder git runs in (`git -C`).
    let folder: String

    /// Finds `git` on `PATH`; an error naming what needs it (`--since`) when there is none.
    init(
        folder: String, neededBy purpose: String = "--since",
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(GitError) {
        let path = environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin"
        let candidates = path.split(separator: ":").map { String($0) + "/git" }
        guard let git = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw GitError("\(purpose) needs git, and there is no 'git' on PATH")
        }
        self.executable = git
        self.folder = folder
    }

    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// Runs `git -C folder arguments`; `input` is a file for standard input.
    func run(_ arguments: [String], input: URL? = nil) throws(GitError) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-C", folder] + arguments
        // Standard error goes to a file so that neither pipe can fill while the other is read:
        // readable by this user alone, removed when the run is stopped (see Scratch).
        let errorFile = URL(fileURLWithPath: try Scratch.file(prefix: "archlint-git-"))
        defer { Scratch.remove(errorFile.path) }
        let out = Pipe()
        process.standardOutput = out
        do {
            process.standardError = try FileHandle(forWritingTo: errorFile)
            if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
            try process.run()
        } catch {
            throw GitError("cannot run '\(executable)': \(error.localizedDescription)")
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return Output(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    /// Runs git and returns its standard output as text, trimmed; `failure` words the error.
    func text(_ arguments: [String], failure: (String) -> String) throws(GitError) -> String {
        let output = try run(arguments)
        guard output.status == 0 else { throw GitError(failure(output.stderr.trimmingCharacters(in: .whitespacesAndNewlines))) }
        return String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// git is missing, cannot run, or says no; the message says what to do.
public struct GitError: Error, CustomStringConvertible, Sendable {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
