import ArchCore

/// How reports spell paths. Findings are located relative to the linted folder; reports show them
/// as seen from the current directory when PATH is a relative path inside it, so `archlint Sample`
/// prints `Sample/Movies/...` (clickable in a terminal; right for SARIF, GitHub and GitLab when
/// run at the repository's root). With an absolute PATH, paths stay relative to it.
/// `--path-prefix` overrides both: `--path-prefix apps/movies` gives CI repository-relative paths;
/// `--absolute-paths` (the command's) gives Xcode the absolute paths it opens.
public enum DisplayPaths {
    public static func prefix(forRoot root: String, explicit: String?) -> String {
        if let explicit { return explicit }
        let trimmed = normalized(root)
        let isInside = !trimmed.hasPrefix("/") && trimmed != ".." && !trimmed.hasPrefix("../")
        return isInside && trimmed != "." ? trimmed : ""
    }

    /// `./Sample/` and `Sample` alike become `Sample`.
    public static func normalized(_ root: String) -> String {
        var path = root
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path.isEmpty ? "." : path
    }

    /// A file given on the command line (the configuration, a baseline) as findings locate it:
    /// relative to the linted root when it is inside it, else absolute (and then reports show it
    /// as it is, without a prefix). Relative paths are read from `currentDirectory`.
    public static func located(_ path: String, root: String, currentDirectory: String) -> String {
        let file = RelativePath.standardized(path, from: currentDirectory)
        let folder = RelativePath.standardized(root, from: currentDirectory)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }
}
