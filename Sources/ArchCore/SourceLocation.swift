/// A position in a file of the linted repository.
///
/// `file` is relative to the linted root and uses `/` separators, or absolute for a file outside
/// the root (a configuration or baseline given elsewhere); `line` and `column` are 1-based
/// (column counts UTF-8 bytes, as the Swift compiler does).
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `path:line:col`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }
}
