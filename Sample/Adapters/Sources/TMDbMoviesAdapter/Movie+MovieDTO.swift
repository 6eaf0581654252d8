import CoreDomain
import Foundation
import MoviesDomain
import TMDb

extension Movie {
    /// The domain movie for a TMDb DTO. Unknown genre ids are dropped; an empty or malformed
    /// release date becomes `nil` rather than failing the whole list.
    init(_ dto: MovieDTO) {
        self.init(
            id: Movie.ID(dto.id),
            title: dto.title,
            overview: dto.overview,
            releaseDate: dto.releaseDate.flatMap(TMDbDate.parse),
            rating: Rating(dto.voteAverage),
            genres: (dto.genreIDs ?? []).compactMap { GenreDTO.names[$0] },
            runtimeMinutes: dto.runtime.flatMap { $0 > 0 ? $0 : nil },
            posterPath: dto.posterPath)
    }
}

extension Page where Element == Movie {
    init(_ dto: PageDTO<MovieDTO>) {
        self.init(items: dto.results.map(Movie.init), number: dto.page, totalPages: dto.totalPages)
    }
}

/// TMDb's `yyyy-MM-dd` dates, read as midnight UTC.
enum TMDbDate {
    static func parse(_ text: String) -> Date? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(year: parts[0], month: parts[1], day: parts[2])
        guard components.isValidDate(in: calendar) else { return nil }
        return calendar.date(from: components)
    }
}
