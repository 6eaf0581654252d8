import CoreDomain

/// A movie as this context sees it: just what ranking needs.
///
/// Deliberately not the Movies context's `Movie`: the two evolve separately, and the adapter
/// between them is the only place that knows both.
public struct RecommendedMovie: Identifiable, Hashable, Sendable {
    public typealias ID = Identifier<RecommendedMovie>

    public let id: ID
    public var title: String
    public var genres: Set<String>
    public var rating: Rating

    public init(id: ID, title: String, genres: Set<String>, rating: Rating) {
        self.id = id
        self.title = title
        self.genres = genres
        self.rating = rating
    }
}
