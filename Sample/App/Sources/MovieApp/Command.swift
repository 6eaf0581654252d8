import MoviesDomain

/// What the person asked for on the command line. Flag pairs (`--enable x`, `--disable x`) are
/// read by the feature-flag adapter and skipped here.
enum Command: Equatable {
    case tour
    case details(Movie.ID)
    case search(String)
    case feed
    case help
    case invalid(String)

    static let usage = """
        usage: MovieApp [command] [--enable flag] [--disable flag]

        commands:
          tour              popular movies, details, watchlist, watch-next and feed (default)
          details <id>      one movie, e.g. details 27205
          search <text>     search titles (flag 'search', off by default)
          feed              the editorial feed
          help              this text

        flags: watch-next (on), feed (on), search (off)
        environment: TMDB_BASE_URL + TMDB_API_KEY for a live catalogue, FEED_BASE_URL for a live feed
        """

    init(arguments: [String]) {
        var words: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            if ["--enable", "--disable"].contains(arguments[index]) {
                index += 2
                continue
            }
            words.append(arguments[index])
            index += 1
        }
        switch words.first {
        case nil, "tour": self = .tour
        case "feed": self = .feed
        case "help", "--help", "-h": self = .help
        case "details":
            guard words.count == 2, let id = Int(words[1]) else {
                self = .invalid("'details' takes one numeric movie id")
                return
            }
            self = .details(Movie.ID(id))
        case "search":
            let query = words.dropFirst().joined(separator: " ")
            self = query.isEmpty ? .invalid("'search' needs some text") : .search(query)
        case let other?:
            self = .invalid("unknown command '\(other)'")
        }
    }
}
