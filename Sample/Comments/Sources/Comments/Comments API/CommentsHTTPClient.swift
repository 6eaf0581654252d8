import Foundation

/// What the API needs of the network: the status and the bytes at a URL; tests pass a stub.
public protocol CommentsHTTPClient: Sendable {
    func get(_ url: URL) async throws -> (status: Int, body: Data)
}
