/// Everything that can go wrong talking to TMDb.
public enum TMDbError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The endpoint could not be turned into a URL.
    case invalidURL(String)
    /// The request never got a response (offline, DNS, TLS...).
    case transport(String)
    /// The resource does not exist (HTTP 404).
    case notFound
    /// Any other non-2xx status.
    case httpStatus(Int)
    /// The body was not the JSON the endpoint promises.
    case decoding(String)

    public var description: String {
        switch self {
        case .invalidURL(let url): "invalid URL '\(url)'"
        case .transport(let reason): "network error: \(reason)"
        case .notFound: "not found"
        case .httpStatus(let status): "HTTP status \(status)"
        case .decoding(let reason): "unexpected response: \(reason)"
        }
    }
}
