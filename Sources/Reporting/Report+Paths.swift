import ArchCore

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
        let rename = { (finding: Finding) in finding.renamingFiles { $0.hasPrefix("/") ? $0 : base + $0 } }
        copy.findings = findings.map(rename)
        copy.existingFindings = existingFindings.map(rename)
        return copy
    }
}
