import CoreDomain
import Foundation
import MoviesDomain

extension Movie {
    /// A movie with sensible defaults; tests override only what they check.
    public static func fixture(
        id: Movie.ID = 1, title: String = "Fixture", rating: Double = 7,
        genres: [String] = ["Drama"], year: Int? = 2020, runtimeMinutes: Int? = 120
    ) -> Movie {
        Movie(
            id: id, title: title, overview: "An overview of \(title).",
            releaseDate: year.map(Self.januaryFirst), rating: Rating(rating), genres: genres,
            runtimeMinutes: runtimeMinutes, posterPath: "/\(id).jpg")
    }

    private static func januaryFirst(of year: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: 1, day: 1))!
    }
}
