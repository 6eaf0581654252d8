import Foundation

/// The port the use cases call and the API implements.
public protocol ImageCommentsLoader: Sendable {
    func loadComments(forImage image: UUID) async throws -> [ImageComment]
}
