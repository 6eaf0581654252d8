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

    /// ``reads(_:)``, and the files the walked sources claim (the `bazel query` outputs).
    public static func reads(_ options: WorkspaceOptions) -> @Sendable (String) -> Bool {
        let sources = walkedSources(options)
        return { path in
            FileWalker.reads(path) || sources.contains { $0.claims(path, name: String(path.split(separator: "/").last ?? "")) }
        }
    }

    /// Whether `exclude` (the configuration's globs) leaves out the folder at `path` (relative to the
    /// root), or a folder above it.
    public static func isExcluded(folder path: String, by exclude: [String]) -> Bool {
        let globs = exclude.map(Glob.init)
        return FileWalker.isExcluded(path + "/", by: globs) || FileWalker.isExcluded(path, withFoldersBy: globs)
    }
}
