/// A movie as the TMDb API returns it, field names included.
public struct MovieDTO: Codable, Hashable, Sendable {
    public var id: Int
    public var title: String
    public var overview: String
    /// `yyyy-MM-dd`, or an empty string when unknown.
    public var releaseDate: String?
    public var voteAverage: Double
    public var posterPath: String?
    public var genreIDs: [Int]?
    /// Present on the details endpoint only.
    public var runtime: Int?

    enum CodingKeys: String, CodingKey {
        case id, title, overview, runtime
        case releaseDate = "release_date"
        case voteAverage = "vote_average"
        case posterPath = "poster_path"
        case genreIDs = "genre_ids"
    }

    public init(
        id: Int, title: String, overview: String, releaseDate: String?, voteAverage: Double,
        posterPath: String?, genreIDs: [Int]?, runtime: Int? = nil
    ) {
        self.id = id
        self.title = title
        self.overview = overview
        self.releaseDate = releaseDate
        self.voteAverage = voteAverage
        self.posterPath = posterPath
        self.genreIDs = genreIDs
        self.runtime = runtime
    }
}

/// A page of results as TMDb returns it.
public struct PageDTO<Result: Codable & Sendable>: Codable, Sendable {
    public var page: Int
    public var results: [Result]
    public var totalPages: Int
    public var totalResults: Int

    enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }

    public init(page: Int, results: [Result], totalPages: Int, totalResults: Int) {
        self.page = page
        self.results = results
        self.totalPages = totalPages
        self.totalResults = totalResults
    }
}

extension PageDTO: Equatable where Result: Equatable {}

/// TMDb's genre ids, the ones the bundled data uses.
public enum GenreDTO {
    public static let names: [Int: String] = [
        12: "Adventure", 18: "Drama", 28: "Action", 35: "Comedy", 53: "Thriller",
        80: "Crime", 878: "Science Fiction", 10749: "Romance", 16: "Animation", 10751: "Family",
    ]
}
