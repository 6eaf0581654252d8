extension WorkspaceLoader {
    /// Throws, naming `path` as given, unless it is a folder whose entries can be read: it does
    /// not exist, it is a file, or it cannot be read. Commands check PATH with it before anything
    /// else, so a mistyped folder is not reported as a missing `PATH/.archlint.yml`.
    public static func checkFolder(_ path: String) throws(WorkspaceError) {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        if let problem = FileSystem.folderProblem(trimmed, shown: path) { throw WorkspaceError(description: problem) }
    }
}
