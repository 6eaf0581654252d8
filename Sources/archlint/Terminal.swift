import ArchlintKit
import ArgumentParser
import Foundation

/// Standard output, standard error and report files: the executable's only IO.
enum Terminal {
    static func write(_ outputs: [RenderedOutput]) throws(ArchlintError) {
        for output in outputs {
            if let path = output.path {
                do {
                    try Data(output.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    throw .output("cannot write '\(path)': \(error.localizedDescription)")
                }
            } else {
                FileHandle.standardOutput.write(Data(output.text.utf8))
            }
        }
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Prints why archlint could not run and returns the exit code to throw: 2, or 64 for usage.
    static func fail(_ error: ArchlintError) -> ExitCode {
        switch error {
        case .usage(let message):
            printError("archlint: error: \(message)")
            return ExitCode(64)
        default:
            printError(error.description.hasPrefix("archlint") || error.description.contains(": error:")
                ? error.description : "archlint: error: \(error.description)")
            return ExitCode(2)
        }
    }
}
