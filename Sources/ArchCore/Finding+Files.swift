extension Finding {
    /// The finding with the file of its location, of every note's location and of the findings
    /// merged into it renamed by `rename` (a prefix added for reports, a path put relative to the
    /// root). Lines and columns stay.
    public func renamingFiles(_ rename: (String) -> String) -> Finding {
        // A rename never fails.
        movingLocations { SourceLocation(file: rename($0.file), line: $0.line, column: $0.column) }!
    }

    /// The finding with its location, every note's location and the locations of the findings
    /// merged into it passed through `move`; `nil` when `move` gives `nil` for one of them.
    public func movingLocations(_ move: (SourceLocation) -> SourceLocation?) -> Finding? {
        var copy = self
        if let location {
            guard let moved = move(location) else { return nil }
            copy.location = moved
        }
        for (index, note) in notes.enumerated() {
            guard let location = note.location else { continue }
            guard let moved = move(location) else { return nil }
            copy.notes[index].location = moved
        }
        if let alsoBreaks {
            var merged: [Finding] = []
            merged.reserveCapacity(alsoBreaks.count)
            for finding in alsoBreaks {
                guard let moved = finding.movingLocations(move) else { return nil }
                merged.append(moved)
            }
            copy.alsoBreaks = merged
        }
        return copy
    }

    /// The files this finding's locations name: its own, its notes' and its merged findings'.
    public var locatedFiles: Set<String> {
        var files: Set<String> = []
        _ = movingLocations { location in
            files.insert(location.file)
            return location
        }
        return files
    }
}
