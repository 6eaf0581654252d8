import ArchCore

/// What the import scanner read of one file: its imports, and where it had to stop, if it did.
public struct ScannedImports: Equatable, Sendable {
    public var imports: [Import]
    /// The part of the file the scanner could not read; imports in it are not in ``imports``.
    public var unread: UnreadPart?

    public init(imports: [Import], unread: UnreadPart? = nil) {
        self.imports = imports
        self.unread = unread
    }
}

/// Where, and why, a reader stopped reading a file: everything from that line and column on is
/// not in the graph.
public struct UnreadPart: Equatable, Sendable {
    public var line: Int
    public var column: Int
    /// What was not read, and why, as a clause: `nesting more than 100 levels deep: …`.
    public var reason: String

    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }
}
