import Foundation

/// Loads an image's comments from `<base>/images/<id>/comments`.
public struct RemoteImageCommentsLoader: ImageCommentsLoader {
    public enum Error: Swift.Error, Equatable {
        case connectivity
        case invalidData
    }

    private let baseURL: URL
    private let client: any CommentsHTTPClient

    public init(baseURL: URL, client: any CommentsHTTPClient) {
        self.baseURL = baseURL
        self.client = client
    }

    public func loadComments(forImage image: UUID) async throws -> [ImageComment] {
        let url = baseURL.appending(path: "images/\(image.uuidString)/comments")
        guard let (status, body) = try? await client.get(url) else { throw Error.connectivity }
        return try ImageCommentsMapper.map(body, status: status)
    }
}
