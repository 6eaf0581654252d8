import ArchlintKit
import ArgumentParser
import Foundation

/// Standard output, standard error and report files: the executable's only IO.
enum Terminal {
    static func write(_ outputs: [RenderedOutput]) throws(ArchlintError) {
        for output in outputs {
            if let path = output.path, output.appends {
                try append(output.text, to: path)
            } else if let path = output.path {
                try AtomicFile.write(Data(output.text.utf8), to: path)
            } else {
                FileHandle.standardOutput.write(Data(output.text.utf8))
            }
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
        FileHandle.standardError.write(Data((Archlint.visible(line) + "\n").utf8))
    }

    /// Prints why archlint could not run and returns the exit code to throw: 2, or 64 for usage.
    static func fail(_ error: ArchlintError) -> ExitCode {
        error.diagnostics.forEach(printError)
        return error.exitCode
    }
}
