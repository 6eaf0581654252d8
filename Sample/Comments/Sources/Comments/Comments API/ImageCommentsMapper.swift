import Foundation

/// Turns the server's JSON into comments; the wire format never leaves this folder.
enum ImageCommentsMapper {
    private struct Root: Decodable {
        let items: [Item]
    }

    private struct Item: Decodable {
        let id: UUID
        let message: String
        let created_at: Date
        let author: Author
    }

    private struct Author: Decodable {
        let username: String
    }

    static func map(_ data: Data, status: Int) throws(RemoteImageCommentsLoader.Error) -> [ImageComment] {
        guard (200..<300).contains(status) else { throw .invalidData }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let root = try? decoder.decode(Root.self, from: data) else { throw .invalidData }
        return root.items.map {
            ImageComment(id: $0.id, message: $0.message, createdAt: $0.created_at, username: $0.author.username)
        }
    }
}
