import ArchCore

extension WorkspaceLoader {
    /// Throws, naming `path` as given, unless it is a folder whose entries can be read: it does
    /// not exist, it is a file, or it cannot be read. Commands check PATH with it before anything
    /// else, so a mistyped folder is not reported as a missing `PATH/.archlint.yml`.
    public static func checkFolder(_ path: String) throws(WorkspaceError) {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        if let problem = FileSystem.folderProblem(trimmed, shown: path) { throw WorkspaceError(description: problem) }
    }

    /// Whether a walk reads the file at `path` (relative to the root) when it finds it, by its name:
    /// Swift files and manifests, `project.pbxproj` in an `.xcodeproj`, `.xcconfig`, YAML.
    public static func reads(_ path: String) -> Bool { FileWalker.reads(path) }

    /// ``reads(_:)``, and the `bazel query` outputs the configuration names (or the conventional ones).
    public static func reads(bazelQueries: [String]) -> @Sendable (String) -> Bool {
        let queries = Set(bazelQueries.isEmpty ? BazelQueryFiles.conventionalNames : bazelQueries)
        return { path in queries.contains(path) || FileWalker.reads(path) }
    }

    /// Whether `exclude` (the configuration's globs) leaves out the folder at `path` (relative to the
    /// root), or a folder above it.
    public static func isExcluded(folder path: String, by exclude: [String]) -> Bool {
        let globs = exclude.map(Glob.init)
        return FileWalker.isExcluded(path + "/", by: globs) || FileWalker.isExcluded(path, withFoldersBy: globs)
    }
}
