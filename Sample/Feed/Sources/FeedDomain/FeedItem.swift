import CoreDomain
import Foundation

/// One entry of the editorial feed.
public struct FeedItem: Identifiable, Hashable, Sendable {
    public typealias ID = Identifier<FeedItem>

    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case news, review, interview
    }

    public let id: ID
    public var kind: Kind
    public var headline: String
    public var summary: String
    public var author: String?
    public var publishedAt: Date

    public init(id: ID, kind: Kind, headline: String, summary: String, author: String?, publishedAt: Date) {
        self.id = id
        self.kind = kind
        self.headline = headline
        self.summary = summary
        self.author = author
        self.publishedAt = publishedAt
    }
}
