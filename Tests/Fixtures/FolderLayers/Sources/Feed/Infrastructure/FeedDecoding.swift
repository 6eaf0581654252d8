import Foundation

/// Decodes the feed's JSON; "FeedViewModel" in a string or a comment is no reference.
func decodeFeed(_ data: Data) throws -> [FeedImage] {
    struct Item: Decodable {
        let id: UUID
        let description: String?
        let image: URL
    }
    return try JSONDecoder().decode([Item].self, from: data).map {
        FeedImage(id: $0.id, description: $0.description, url: $0.image)
    }
}
