import ArchCore

/// A graph source that finds its own files in the walk: it says which files are its own
/// (``claims(_:name:)``), reads them while the Swift files are read, and becomes a ``GraphSource``.
/// Its files are listed with their stamps (``Listing/sourceFiles``), so the result cache sees them
/// change and `--since` extracts them from the revision. A new build system's targets (Bazel's,
/// next Buck2's) are a reader target, one folder here with its `WalkedSource`, and one line in
/// ``WorkspaceLoader/walkedSources(_:)``.
protocol WalkedSource: Sendable {
    /// Whether the walk lists the file at `path` (relative to the root), named `name`, for this
    /// source. Asked of every file the walk finds that the configuration does not exclude; a file
    /// one source claims is nobody else's.
    func claims(_ path: String, name: String) -> Bool

    /// Reads the files it claimed (on a thread of its own) into the source that contributes them.
    func read(_ files: [WalkedFile], root: String) -> any GraphSource & Sendable
}
