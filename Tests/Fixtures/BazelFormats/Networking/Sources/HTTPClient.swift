import Foundation

struct HTTPClient {
    func get(_ url: URL) async throws -> Data {
        try await URLSession.shared.data(from: url).0
    }
}
