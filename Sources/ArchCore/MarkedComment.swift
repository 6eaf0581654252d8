/// A `//` comment the read kept for a later step (an `archlint:ignore` suppression, which the
/// gates interpret): where it stands, its text after the slashes, and the line of code it applies
/// to. Found while the file's bytes are in memory, and kept in the scan cache with its imports,
/// so no later step reads the file again.
public struct MarkedComment: Hashable, Sendable, Codable {
    /// Where the comment's `//` stands.
    public var location: SourceLocation
    /// The text after the two slashes.
    public var text: String
    /// The 1-based line of code the comment stands for: its own when it trails code, else the
    /// first line of code after the comment lines below it; nil when no code follows.
    public var targetLine: Int?

    public init(location: SourceLocation, text: String, targetLine: Int?) {
        self.location = location
        self.text = text
        self.targetLine = targetLine
    }
}
