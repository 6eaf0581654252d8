import Presentation

/// Why the details could not be loaded, in the feature's own words: the app maps whatever its
/// use case throws onto these, so the screen can tell "try again" from "this movie is gone".
public enum MovieDetailsLoadError: Error, Equatable, Sendable {
    case movieNotFound
    case unavailable

    var message: ErrorMessage {
        switch self {
        case .movieNotFound:
            ErrorMessage(title: "Movie not found", message: "This movie is no longer in the catalogue.", isRetryable: false)
        case .unavailable:
            ErrorMessage(title: "Movie unavailable", message: "The movie could not be loaded.", isRetryable: true)
        }
    }
}
