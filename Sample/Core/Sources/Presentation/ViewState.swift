/// What a screen shows: nothing yet, a spinner, its content, or an error it can explain.
///
/// A view model exposes exactly one `ViewState`, so a view cannot show a spinner and an error
/// at the same time.
public enum ViewState<Content: Sendable>: Sendable {
    case initial
    case loading
    case ready(Content)
    case error(ErrorMessage)

    /// The content when the state is `.ready`.
    public var content: Content? {
        if case .ready(let content) = self { return content }
        return nil
    }

    /// The message when the state is `.error`.
    public var errorMessage: ErrorMessage? {
        if case .error(let message) = self { return message }
        return nil
    }

    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The same state with the content transformed; other cases are kept.
    public func map<Other: Sendable>(_ transform: (Content) -> Other) -> ViewState<Other> {
        switch self {
        case .initial: .initial
        case .loading: .loading
        case .ready(let content): .ready(transform(content))
        case .error(let message): .error(message)
        }
    }
}

extension ViewState: Equatable where Content: Equatable {}
