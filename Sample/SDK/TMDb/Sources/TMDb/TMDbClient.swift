import Foundation

/// The entry point of the SDK: typed calls for the TMDb v3 endpoints the sample needs.
///
/// `TMDbClient.bundled()` answers from JSON shipped inside the SDK (no network, used by the
/// sample app and tests); `TMDbClient(baseURL:apiKey:)` talks to a real server.
public struct TMDbClient: Sendable {
    public let baseURL: URL
    private let apiKey: String
    private let transport: any HTTPTransport

    public init(baseURL: URL, apiKey: String, transport: any HTTPTransport = URLSessionTransport()) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.transport = transport
    }

    /// A client answering from the bundled sample catalogue.
    public static func bundled() -> TMDbClient {
        TMDbClient(
            baseURL: URL(string: "https://bundled.tmdb.invalid")!, apiKey: "bundled",
            transport: BundledTransport())
    }

    /// `GET /3/movie/{id}`: one movie with its runtime.
    public func movie(id: Int) async throws(TMDbError) -> MovieDTO {
        try await get("3/movie/\(id)", query: [])
    }

    /// `GET /3/movie/popular`.
    public func popularMovies(page: Int = 1) async throws(TMDbError) -> PageDTO<MovieDTO> {
        try await get("3/movie/popular", query: [URLQueryItem(name: "page", value: String(page))])
    }

    /// `GET /3/search/movie?query=`.
    public func searchMovies(query: String, page: Int = 1) async throws(TMDbError) -> PageDTO<MovieDTO> {
        try await get(
            "3/search/movie",
            query: [URLQueryItem(name: "query", value: query), URLQueryItem(name: "page", value: String(page))])
    }

    /// The request for an endpoint; public so the URL building can be checked without sending.
    public func request(path: String, query: [URLQueryItem]) throws(TMDbError) -> TMDbRequest {
        let endpoint = baseURL.appendingPathComponent(path)
        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false) else {
            throw .invalidURL(endpoint.absoluteString)
        }
        components.queryItems = [URLQueryItem(name: "api_key", value: apiKey)] + query
        guard let url = components.url else { throw .invalidURL(endpoint.absoluteString) }
        return TMDbRequest(url: url, headers: ["Accept": "application/json"])
    }

    private func get<Response: Decodable>(_ path: String, query: [URLQueryItem]) async throws(TMDbError) -> Response {
        let (status, body) = try await transport.send(request(path: path, query: query))
        switch status {
        case 200..<300: break
        case 404: throw .notFound
        default: throw .httpStatus(status)
        }
        do {
            return try JSONDecoder().decode(Response.self, from: body)
        } catch {
            throw .decoding(String(describing: error))
        }
    }
}
