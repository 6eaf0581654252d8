import CoreDomain
import FeedDomain
import Foundation

/// The feed endpoint's JSON. Internal to `FeedData`: nothing outside sees the wire format.
struct FeedResponseDTO: Decodable {
    struct Item: Decodable {
        var id: Int
        var type: String
        var headline: String
        var body: String
        var author: String?
        var publishedAt: Date

        enum CodingKeys: String, CodingKey {
            case id, type, headline, body, author
            case publishedAt = "published_at"
        }
    }

    var items: [Item]

    static func decode(_ data: Data) throws -> FeedResponseDTO {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(FeedResponseDTO.self, from: data)
    }
}

extension FeedItem {
    /// `nil` for item types this version does not know, so a new type on the server does not
    /// break the whole feed.
    init?(_ dto: FeedResponseDTO.Item) {
        guard let kind = FeedItem.Kind(rawValue: dto.type) else { return nil }
        self.init(
            id: FeedItem.ID(dto.id), kind: kind, headline: dto.headline, summary: dto.body, author: dto.author,
            publishedAt: dto.publishedAt)
    }
}
