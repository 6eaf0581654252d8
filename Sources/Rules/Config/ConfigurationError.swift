import ArchCore

/// One thing wrong with the configuration, at the place it is written.
public struct ConfigurationProblem: Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation?

    public init(message: String, location: SourceLocation?) {
        self.message = message
        self.location = location
    }

    /// `file:line:col: error: message`, the form compilers and editors understand.
    public var description: String {
        guard let location else { return "error: \(message)" }
        return "\(location): error: \(message)"
    }
}

/// The configuration cannot be used: every problem found, not only the first.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var problems: [ConfigurationProblem]

    public init(problems: [ConfigurationProblem]) {
        self.problems = problems
    }

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.problems = [ConfigurationProblem(message: message, location: location)]
    }

    /// One `file:line:col: error: message` line per problem, in file order.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
