import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request as the client builds it; plain values so transports and tests need no `URLRequest`.
public struct TMDbRequest: Hashable, Sendable {
    public var url: URL
    public var headers: [String: String]

    public init(url: URL, headers: [String: String]) {
        self.url = url
        self.headers = headers
    }
}

/// Sends a request and returns the status code and body. The client's only contact with the
/// network, so tests substitute a stub and never go online.
public protocol HTTPTransport: Sendable {
    func send(_ request: TMDbRequest) async throws(TMDbError) -> (status: Int, body: Data)
}

/// The live transport.
public struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func send(_ request: TMDbRequest) async throws(TMDbError) -> (status: Int, body: Data) {
        var urlRequest = URLRequest(url: request.url)
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        do {
            let (data, response) = try await session.data(for: urlRequest)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            return (status, data)
        } catch {
            throw .transport(error.localizedDescription)
        }
    }
}
