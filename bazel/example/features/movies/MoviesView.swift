import Domain

public struct MoviesView {
    public let movies: [Movie]

    public init(movies: [Movie]) {
        self.movies = movies
    }
}
