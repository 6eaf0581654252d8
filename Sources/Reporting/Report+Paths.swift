import ArchCore

extension Report {
    /// The report with `prefix` put before every path of findings and notes, e.g. the linted
    /// directory relative to the repository root (GitHub annotations, SARIF and GitLab want paths
    /// from the repository root) or an absolute root (Xcode opens only absolute paths).
    /// An empty prefix changes nothing; a trailing `/` is optional.
    public func prefixingPaths(with prefix: String) -> Report {
        guard !prefix.isEmpty else { return self }
        let base = prefix.hasSuffix("/") ? prefix : prefix + "/"
        func moved(_ location: SourceLocation?) -> SourceLocation? {
            location.map { SourceLocation(file: base + $0.file, line: $0.line, column: $0.column) }
        }
        var copy = self
        copy.findings = findings.map { finding in
            var finding = finding
            finding.location = moved(finding.location)
            finding.notes = finding.notes.map { Note(message: $0.message, location: moved($0.location)) }
            return finding
        }
        return copy
    }
}
