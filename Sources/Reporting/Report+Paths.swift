import ArchCore
import Diagrams

extension Report {
    /// The report with `prefix` put before every path of findings and notes, e.g. the linted
    /// directory relative to the repository root (GitHub annotations, SARIF and GitLab want paths
    /// from the repository root) or an absolute root (Xcode opens only absolute paths).
    /// An empty prefix changes nothing; a trailing `/` is optional. Absolute paths (files outside
    /// the linted root, such as a configuration given with `--config /elsewhere.yml`) stay as they are.
    public func prefixingPaths(with prefix: String) -> Report {
        guard !prefix.isEmpty else { return self }
        let base = prefix.hasSuffix("/") ? prefix : prefix + "/"
        var copy = self
        let path = { (file: String) in file.hasPrefix("/") ? file : base + file }
        let rename = { (finding: Finding) in finding.renamingFiles(path) }
        copy.findings = findings.map(rename)
        copy.existingFindings = existingFindings.map(rename)
        copy.changedLines = changedLines.map { lines in
            Dictionary(lines.map { (path($0.key), $0.value) }, uniquingKeysWith: +)
        }
        // Diagram edges keep where their findings are, so the report can link them.
        copy.diagram = diagram.map { Self.renamingLocations($0, path) }
        for index in copy.folderDiagrams.indices {
            copy.folderDiagrams[index].diagram = Self.renamingLocations(folderDiagrams[index].diagram, path)
        }
        return copy
    }

    private static func renamingLocations(_ diagram: DependencyDiagram, _ path: (String) -> String) -> DependencyDiagram {
        var renamed = diagram
        for index in renamed.edges.indices {
            renamed.edges[index].locations = diagram.edges[index].locations.map {
                SourceLocation(file: path($0.file), line: $0.line, column: $0.column)
            }
        }
        return renamed
    }
}
