/// Why the catalogue could not answer.
public enum MovieError: Error, Equatable, Sendable {
    /// No movie has this id.
    case notFound(Movie.ID)
    /// The catalogue cannot be reached or answered nonsense; the reason is for logs.
    case unavailable(reason: String)
}
