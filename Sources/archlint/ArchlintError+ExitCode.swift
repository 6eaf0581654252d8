import ArchlintKit
import ArgumentParser

/// archlint's exit codes besides 0 (no error findings), as the README lists them.
extension ExitCode {
    /// At least one error finding, or with `--strict` a warning.
    static let findings = ExitCode.failure
    /// archlint could not run: configuration, PATH, a file, the baseline or git.
    static let couldNotRun = ExitCode(2)
    /// A usage error: 64, what ArgumentParser exits with for an unknown option or value.
    static let usage = ExitCode.validationFailure
    /// Standard output's reader went away (EPIPE with SIGPIPE ignored): 128 + SIGPIPE, quietly,
    /// as a shell reports a program SIGPIPE ended.
    static let readerWentAway = ExitCode(141)
}

extension ArchlintError {
    /// Decided by the kind of error alone, never by its message.
    var exitCode: ExitCode {
        switch self {
        case .usage: .usage
        case .configuration, .workspace, .output: .couldNotRun
        }
    }
}
