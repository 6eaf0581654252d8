import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why an HTTP request got no response.
public enum HTTPClientError: Error, Equatable, Sendable {
    case transport(String)
}

/// The data layer's only contact with the network; tests pass a stub.
public protocol HTTPClient: Sendable {
    func get(_ url: URL) async throws(HTTPClientError) -> (status: Int, body: Data)
}

/// `HTTPClient` over `URLSession`.
public struct URLSessionHTTPClient: HTTPClient {
    private let session: URLSession

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func get(_ url: URL) async throws(HTTPClientError) -> (status: Int, body: Data) {
        do {
            let (data, response) = try await session.data(from: url)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
        } catch {
            throw .transport(error.localizedDescription)
        }
    }
}
