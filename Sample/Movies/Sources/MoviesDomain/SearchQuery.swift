import Foundation

/// A title search the catalogue accepts: trimmed, at least `minimumLength` characters.
public struct SearchQuery: Hashable, Sendable, CustomStringConvertible {
    public static let minimumLength = 2

    public let text: String

    /// `nil` when the text is too short to search for once trimmed.
    public init?(_ raw: String) {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count >= Self.minimumLength else { return nil }
        text = trimmed
    }

    public var description: String { text }
}
