import Configuration
import Rules
import Workspace

/// Why archlint could not run. The executable prints it and exits with 2.
public enum ArchlintError: Error, CustomStringConvertible, Sendable {
    case configuration(ConfigurationError)
    case workspace(WorkspaceError)
    case output(String)
    case usage(String)

    public var description: String {
        switch self {
        case .configuration(let error): error.description
        case .workspace(let error): error.description
        case .output(let message): message
        case .usage(let message): message
        }
    }
}
