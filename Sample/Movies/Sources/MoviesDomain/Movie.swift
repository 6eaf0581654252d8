import CoreDomain
import Foundation

/// A film in the catalogue.
public struct Movie: Identifiable, Hashable, Sendable {
    public typealias ID = Identifier<Movie>

    public let id: ID
    public var title: String
    public var overview: String
    public var releaseDate: Date?
    public var rating: Rating
    public var genres: [String]
    /// Known from the details endpoint only; lists leave it `nil`.
    public var runtimeMinutes: Int?
    public var posterPath: String?

    public init(
        id: ID, title: String, overview: String, releaseDate: Date?, rating: Rating,
        genres: [String], runtimeMinutes: Int? = nil, posterPath: String? = nil
    ) {
        self.id = id
        self.title = title
        self.overview = overview
        self.releaseDate = releaseDate
        self.rating = rating
        self.genres = genres
        self.runtimeMinutes = runtimeMinutes
        self.posterPath = posterPath
    }

    /// The release year in UTC, so the same movie shows the same year in every time zone.
    public var releaseYear: Int? {
        guard let releaseDate else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.component(.year, from: releaseDate)
    }

    /// Details carry strictly more than list items; keep the richer copy when merging.
    public func merging(_ other: Movie) -> Movie {
        var merged = other
        merged.runtimeMinutes = other.runtimeMinutes ?? runtimeMinutes
        merged.posterPath = other.posterPath ?? posterPath
        if merged.genres.isEmpty { merged.genres = genres }
        return merged
    }
}
