/// An error as a person reads it: a short title, one sentence, and whether trying again may help.
public struct ErrorMessage: Hashable, Sendable, CustomStringConvertible {
    public var title: String
    public var message: String
    public var isRetryable: Bool

    public init(title: String, message: String, isRetryable: Bool) {
        self.title = title
        self.message = message
        self.isRetryable = isRetryable
    }

    public var description: String {
        isRetryable ? "\(title): \(message) (try again)" : "\(title): \(message)"
    }
}
