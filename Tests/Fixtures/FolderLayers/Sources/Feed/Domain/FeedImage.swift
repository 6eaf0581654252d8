import Foundation

/// An image of the feed: the business entity every layer shares.
public struct FeedImage: Equatable {
    public let id: UUID
    public let description: String?
    public let url: URL

    public init(id: UUID, description: String?, url: URL) {
        self.id = id
        self.description = description
        self.url = url
    }
}
