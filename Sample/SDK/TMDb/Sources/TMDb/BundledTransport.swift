import Foundation

/// Answers TMDb requests from `BundledCatalogue`, the way the real service would: details by
/// id, a popular list, and a case-insensitive title search.
struct BundledTransport: HTTPTransport {
    func send(_ request: TMDbRequest) async throws(TMDbError) -> (status: Int, body: Data) {
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let path = components?.path ?? ""
        let query = Dictionary(
            (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        let movies = try catalogue()

        if path == "/3/movie/popular" {
            return try encode(page(of: movies.sorted { $0.voteAverage > $1.voteAverage }, query: query))
        }
        if path == "/3/search/movie" {
            let term = (query["query"] ?? "").lowercased()
            return try encode(page(of: movies.filter { $0.title.lowercased().contains(term) }, query: query))
        }
        if path.hasPrefix("/3/movie/"), let id = Int(path.dropFirst("/3/movie/".count)) {
            guard let movie = movies.first(where: { $0.id == id }) else { return (404, Data()) }
            return try encode(movie)
        }
        return (404, Data())
    }

    private func catalogue() throws(TMDbError) -> [MovieDTO] {
        do {
            return try JSONDecoder().decode([MovieDTO].self, from: Data(BundledCatalogue.moviesJSON.utf8))
        } catch {
            throw .decoding("bundled catalogue: \(error)")
        }
    }

    /// Pages of 5, so paging is visible with a small catalogue.
    private func page(of movies: [MovieDTO], query: [String: String]) -> PageDTO<MovieDTO> {
        let size = 5
        let number = max(Int(query["page"] ?? "") ?? 1, 1)
        let start = min((number - 1) * size, movies.count)
        let results = Array(movies[start..<min(start + size, movies.count)])
        let totalPages = max((movies.count + size - 1) / size, 1)
        return PageDTO(page: number, results: results, totalPages: totalPages, totalResults: movies.count)
    }

    private func encode(_ value: some Encodable) throws(TMDbError) -> (status: Int, body: Data) {
        do {
            return (200, try JSONEncoder().encode(value))
        } catch {
            throw .decoding(String(describing: error))
        }
    }
}
