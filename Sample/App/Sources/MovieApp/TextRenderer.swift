import FeedPresentation
import MovieDetailsFeature
import MoviesDomain
import Presentation
import RecommendationsDomain
import WatchlistFeature

/// Renders screens' view states as indented text lines: the terminal is this app's UI.
enum TextRenderer {
    static func render<Content>(_ state: ViewState<Content>, _ content: (Content) -> [String]) -> [String] {
        switch state {
        case .initial: ["  (not loaded)"]
        case .loading: ["  Loading…"]
        case .ready(let value): content(value)
        case .error(let message): ["  ! \(message)"]
        }
    }

    static func details(_ content: MovieDetailsContent) -> [String] {
        var lines = [
            "  \(content.title)", "  \(content.subtitle)", "  \(content.rating)", "  \(content.overview)",
            "  [\(content.watchlistButtonTitle)]",
        ]
        if let notice = content.watchlistNotice { lines.append("  ! \(notice)") }
        return lines
    }

    static func watchlist(_ content: WatchlistContent) -> [String] {
        if let empty = content.emptyMessage { return ["  \(empty)"] }
        return content.rows.map { "  - \($0.title)  \($0.detail)" }
    }

    static func feed(_ rows: [FeedRow]) -> [String] {
        rows.flatMap { ["  \($0.headline)", "    \($0.byline)", "    \($0.summary)"] }
    }

    static func movies(_ movies: [Movie]) -> [String] {
        movies.enumerated().map { index, movie in
            let year = movie.releaseYear.map { " (\($0))" } ?? ""
            return "  \(index + 1). \(movie.title)\(year)  ★ \(movie.rating)  #\(movie.id)"
        }
    }

    static func recommendations(_ movies: [RecommendedMovie]) -> [String] {
        movies.map { "  - \($0.title)  ★ \($0.rating)  (\($0.genres.sorted().joined(separator: ", ")))" }
    }

    static func heading(_ title: String) -> String {
        "\n\(title)\n" + String(repeating: "─", count: title.count)
    }
}
