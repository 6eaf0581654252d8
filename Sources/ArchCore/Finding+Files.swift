extension Finding {
    /// The finding with the file of its location, of every note's location and of the findings
    /// merged into it renamed by `rename` (a prefix added for reports, a path put relative to the
    /// root). Lines and columns stay.
    public func renamingFiles(_ rename: (String) -> String) -> Finding {
        func renamed(_ location: SourceLocation?) -> SourceLocation? {
            location.map { SourceLocation(file: rename($0.file), line: $0.line, column: $0.column) }
        }
        var copy = self
        copy.location = renamed(location)
        copy.notes = notes.map { Note(message: $0.message, location: renamed($0.location)) }
        copy.alsoBreaks = alsoBreaks?.map { $0.renamingFiles(rename) }
        return copy
    }
}
