import Foundation

/// `archlint install-hook`: a git pre-commit hook that runs archlint on the repository, so a
/// commit that breaks the architecture stops before it is made.
public enum GitHook {
    /// What `install` did.
    public enum Action: String, Sendable {
        case installed, replaced, unchanged
    }

    public struct Installation: Sendable {
        /// The hook file, absolute.
        public var hookPath: String
        public var action: Action

        /// One line for standard error.
        public var summary: String {
            switch action {
            case .installed: "installed the archlint pre-commit hook at \(hookPath)"
            case .replaced: "replaced the pre-commit hook at \(hookPath) with archlint's (--force)"
            case .unchanged: "the archlint pre-commit hook at \(hookPath) is already up to date"
            }
        }
    }

    /// The hook: runs `archlint --quiet PATH` from the top of the working tree, where `PATH` is
    /// relative to it. It calls `archlint` (the binary that installed it, absolute) and falls back
    /// to `archlint` on `PATH` when that file is gone (an upgrade moved it).
    public static func script(archlint: String, path: String) -> String {
        """
        #!/bin/sh
        # archlint pre-commit hook, written by 'archlint install-hook'.
        # Checks the architecture (.archlint.yml) of the working tree before each commit;
        # 'git commit --no-verify' skips it once. Delete this file to uninstall.
        archlint=\(shellQuoted(archlint))
        [ -x "$archlint" ] || archlint=archlint
        if ! command -v "$archlint" >/dev/null 2>&1; then
            echo "archlint pre-commit hook: archlint not found; install it or delete $0" >&2
            exit 2
        fi
        cd "$(git rev-parse --show-toplevel)" || exit 2
        exec "$archlint" --quiet \(shellQuoted(path))

        """
    }

    /// Writes the pre-commit hook of the git repository that contains `path`, in the folder git runs
    /// hooks from (`git rev-parse --git-path hooks`: `core.hooksPath` and worktrees respected).
    /// An existing hook with other content is kept unless `force`.
    public static func install(path: String, archlint: String, force: Bool) throws(GitError) -> Installation {
        let hooks = try git(["rev-parse", "--path-format=absolute", "--git-path", "hooks"], in: path)
        var prefix = try git(["rev-parse", "--show-prefix"], in: path)
        if prefix.hasSuffix("/") { prefix.removeLast() }
        let hookPath = URL(fileURLWithPath: hooks).appendingPathComponent("pre-commit").path
        let script = script(archlint: archlint, path: prefix.isEmpty ? "." : prefix)
        let existing = FileManager.default.contents(atPath: hookPath)
        if let existing, existing == Data(script.utf8), FileManager.default.isExecutableFile(atPath: hookPath) {
            return Installation(hookPath: hookPath, action: .unchanged)
        }
        if existing != nil, !force, existing != Data(script.utf8) {
            throw GitError("'\(hookPath)' exists and is not archlint's hook; pass --force to replace it")
        }
        do {
            try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
            try Data(script.utf8).write(to: URL(fileURLWithPath: hookPath), options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hookPath)
        } catch {
            throw GitError("cannot write '\(hookPath)': \(error.localizedDescription)")
        }
        return Installation(hookPath: hookPath, action: existing == nil ? .installed : .replaced)
    }

    /// `'text'`, for `sh`.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Runs `git -C folder arguments...` and returns its first output line.
    static func git(_ arguments: [String], in folder: String) throws(GitError) -> String {
        let output = try GitRunner(folder: folder, neededBy: "install-hook").run(arguments)
        guard output.status == 0 else {
            let reason = output.stderr.split(separator: "\n").first.map(String.init) ?? "git exited with \(output.status)"
            throw GitError("'\(folder)' is not in a git repository (\(reason))")
        }
        return String(decoding: output.stdout, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    }
}
