import MoviesDomain

/// Turns a `Movie` into display strings.
enum MovieDetailsFormatter {
    static func content(for movie: Movie, isOnWatchlist: Bool) -> MovieDetailsContent {
        let facts = [
            movie.releaseYear.map(String.init),
            movie.runtimeMinutes.map { "\($0) min" },
            movie.genres.isEmpty ? nil : movie.genres.joined(separator: ", "),
        ].compactMap { $0 }
        return MovieDetailsContent(
            title: movie.title,
            subtitle: facts.joined(separator: " · "),
            rating: "★ \(movie.rating)",
            overview: movie.overview,
            isOnWatchlist: isOnWatchlist)
    }
}
