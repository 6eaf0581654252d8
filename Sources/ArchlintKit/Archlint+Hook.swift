import Git

/// What `archlint install-hook` did. Named here so that callers of ArchlintKit need not import Git.
public typealias HookInstallation = GitHook.Installation

extension Archlint {
    /// `archlint install-hook`: writes the git pre-commit hook of the repository that contains
    /// `path`, which runs `archlint` (this binary's path) on it; see ``Git/GitHook``.
    public static func installHook(path: String, archlint: String, force: Bool) throws(ArchlintError) -> HookInstallation {
        do {
            return try GitHook.install(path: path, archlint: archlint, force: force)
        } catch {
            throw .output(error.description)
        }
    }
}
