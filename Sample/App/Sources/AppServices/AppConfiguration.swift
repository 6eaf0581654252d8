import Foundation

/// Where the app gets its data and which flags it starts with. Read from the environment and
/// arguments by the executable; the services never look at the process themselves.
public struct AppConfiguration: Sendable {
    public enum MovieSource: Sendable, Equatable {
        /// The catalogue bundled with the SDK; no network.
        case bundled
        /// A TMDb-compatible server.
        case live(baseURL: URL, apiKey: String)
    }

    public var movieSource: MovieSource
    /// The feed server; `nil` serves the bundled feed.
    public var feedBaseURL: URL?
    /// `--enable key` / `--disable key` pairs.
    public var flagArguments: [String]

    public init(movieSource: MovieSource = .bundled, feedBaseURL: URL? = nil, flagArguments: [String] = []) {
        self.movieSource = movieSource
        self.feedBaseURL = feedBaseURL
        self.flagArguments = flagArguments
    }

    /// Reads `TMDB_BASE_URL`, `TMDB_API_KEY` and `FEED_BASE_URL`; anything missing means bundled.
    public init(environment: [String: String], arguments: [String]) {
        let tmdbURL = environment["TMDB_BASE_URL"].flatMap(URL.init(string:))
        if let tmdbURL, let key = environment["TMDB_API_KEY"], !key.isEmpty {
            movieSource = .live(baseURL: tmdbURL, apiKey: key)
        } else {
            movieSource = .bundled
        }
        feedBaseURL = environment["FEED_BASE_URL"].flatMap(URL.init(string:))
        flagArguments = arguments
    }
}
