import ArchlintKit
import ArgumentParser
import Foundation

/// Standard output, standard error and report files: the executable's only IO.
///
/// Standard streams are written with `write(2)`, never `print` (whose buffer is flushed at exit,
/// where a failure is lost: a full disk exited 0 having written nothing) nor
/// `FileHandle.write(_: Data)` (which traps on a failure: SIGILL and a backtrace).
enum Terminal {
    /// Writes every output; a failure is said on standard error and ends the run (see
    /// ``standardOutput(_:)`` for standard output's).
    static func write(_ outputs: [RenderedOutput]) throws(ExitCode) {
        for output in outputs {
            if let path = output.path {
                do {
                    if output.appends {
                        try append(output.text, to: path)
                    } else {
                        try AtomicFile.write(Data(output.text.utf8), to: path)
                    }
                } catch {
                    throw fail(error)
                }
            } else {
                try standardOutput(output.text)
            }
        }
    }

    /// Writes `text` to standard output. A failure (a full disk, a closed descriptor) is one line
    /// on standard error and exit 2; a reader that went away (EPIPE, when SIGPIPE is ignored) ends
    /// the run quietly with 141, the status SIGPIPE itself would have left.
    static func standardOutput(_ text: String) throws(ExitCode) {
        guard !text.isEmpty else { return }
        guard let code = outputWasClosed ? EBADF : writeAll(text, to: STDOUT_FILENO) else { return }
        if code == EPIPE { throw ExitCode.readerWentAway }
        throw fail(.output("cannot write to standard output: \(String(cString: strerror(code)))"))
    }

    /// Whether standard output was closed when archlint started (see ``holdStandardStreams()``).
    nonisolated(unsafe) private static var outputWasClosed = false

    /// Holds each of descriptors 0, 1 and 2 that archlint was started without open on `/dev/null`
    /// (`open` takes the lowest free number): else the first file archlint opens would take its
    /// number, and a report meant for standard output would be written into it. Call first.
    static func holdStandardStreams() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            _ = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if descriptor == STDOUT_FILENO { outputWasClosed = true }
        }
    }

    /// Writes all of `text` to `descriptor`; the `errno` of the write that failed, if one did.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { bytes -> Int32? in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// An environment variable (with getenv, not ProcessInfo's copy of them all).
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// `$GITHUB_STEP_SUMMARY` when GitHub Actions sets it (to a file of the run's summary page).
    static var githubStepSummaryPath: String? {
        // getenv, not ProcessInfo's environment, which copies every variable into a dictionary.
        guard let value = getenv("GITHUB_STEP_SUMMARY") else { return nil }
        let path = String(cString: value)
        return path.isEmpty ? nil : path
    }

    /// Adds `text` at the end of the file, creating it if needed: other steps write the same file.
    static func append(_ text: String, to path: String) throws(ArchlintError) {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw .output("cannot create '\(path)'")
            }
        }
        do {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw .output("cannot append to '\(path)': \(error.localizedDescription)")
        }
    }

    /// `archlint: warning: ...` on standard error: something the run went without.
    @Sendable static func warn(_ message: String) {
        printError("archlint: warning: \(message)")
    }

    /// A line of archlint's own to standard error; what it quotes from the repository (paths,
    /// names) cannot drive the terminal.
    static func printError(_ line: String) {
        error(Archlint.visible(line) + "\n")
    }

    /// Writes `text` to standard error as it is. A failure is passed over: there is nowhere left
    /// to say it, and the run's outputs and exit code stand.
    static func error(_ text: String) {
        _ = writeAll(text, to: STDERR_FILENO)
    }

    /// Prints why archlint could not run and returns the exit code to throw: 2, or 64 for usage.
    static func fail(_ error: ArchlintError) -> ExitCode {
        error.diagnostics.forEach(printError)
        return error.exitCode
    }
}
