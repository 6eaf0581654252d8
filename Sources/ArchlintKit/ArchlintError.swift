import Configuration
import Rules
import Workspace

/// Why archlint could not run. The executable prints ``diagnostics`` and decides the exit code
/// from the case alone: 64 for ``usage(_:)``, else 2.
public enum ArchlintError: Error, CustomStringConvertible, Sendable {
    /// The configuration cannot be used: every problem, each where it is written when known.
    case configuration(ConfigurationError)
    /// The repository cannot be read at all: PATH does not exist, is a file or is unreadable.
    case workspace(WorkspaceError)
    /// Anything else that stops the run: a file that cannot be read or written or is in the way,
    /// the baseline, git.
    case output(String)
    /// The command line asks for something that does not exist (a component level without
    /// components, an unknown rule kind, ...).
    case usage(String)

    public var description: String {
        switch self {
        case .configuration(let error): error.description
        case .workspace(let error): error.description
        case .output(let message): message
        case .usage(let message): message
        }
    }

    /// What standard error says, one line per problem: `file:line:col: error: message` (the form
    /// compilers and editors understand) for a problem that has a place in the configuration,
    /// `archlint: error: message` for the rest.
    public var diagnostics: [String] {
        switch self {
        case .configuration(let error):
            error.problems.map { problem in problem.location == nil ? Self.line(problem.message) : problem.description }
        case .workspace(let error): [Self.line(error.description)]
        case .output(let message), .usage(let message): [Self.line(message)]
        }
    }

    private static func line(_ message: String) -> String {
        "archlint: error: \(message)"
    }
}
