import Foundation

/// The newest comments of an image, at most `limit` of them, newest first.
public struct LoadRecentComments: Sendable {
    private let loader: any ImageCommentsLoader
    private let limit: Int

    public init(loader: any ImageCommentsLoader, limit: Int = 20) {
        self.loader = loader
        self.limit = limit
    }

    public func callAsFunction(image: UUID) async throws -> [ImageComment] {
        let comments = try await loader.loadComments(forImage: image)
        return Array(comments.sorted { $0.createdAt > $1.createdAt }.prefix(limit))
    }
}
