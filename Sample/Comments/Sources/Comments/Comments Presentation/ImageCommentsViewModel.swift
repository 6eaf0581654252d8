import Foundation

/// What the comments screen shows: one line per comment, with how long ago it was written.
public struct ImageCommentsViewModel: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let text: String
        public let age: String
    }

    public let rows: [Row]

    public init(comments: [ImageComment], now: Date) {
        rows = comments.map { comment in
            Row(text: "\(comment.username): \(comment.message)", age: Self.age(of: comment.createdAt, now: now))
        }
    }

    /// "just now", "5 minutes ago", "1 hour ago", "3 days ago".
    static func age(of date: Date, now: Date) -> String {
        let minutes = Int(now.timeIntervalSince(date) / 60)
        let (count, unit) = minutes >= 1_440 ? (minutes / 1_440, "day") : minutes >= 60 ? (minutes / 60, "hour") : (minutes, "minute")
        if count < 1 { return "just now" }
        return "\(count) \(unit)\(count == 1 ? "" : "s") ago"
    }

    /// Loads and presents the newest comments of `image`.
    public static func load(_ image: UUID, with loadRecent: LoadRecentComments, now: Date) async throws -> ImageCommentsViewModel {
        ImageCommentsViewModel(comments: try await loadRecent(image: image), now: now)
    }
}
