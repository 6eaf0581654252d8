import Foundation

/// The Swift files of one git revision, written into a temporary folder, for `--since`.
///
/// Read with plumbing only (`rev-parse`, `ls-tree`, `cat-file --batch`): no checkout, no worktree,
/// no hooks, no filters and no `export-ignore`, and the repository (index, HEAD, worktree list) is
/// never touched. Every folder of the revision is created, but only `.swift` files (manifests
/// included) are written, since nothing else is read. Symbolic links and submodules are skipped.
public struct GitSnapshot: Sendable {
    /// The folder that matches the linted root at the revision.
    public let root: String
    /// The temporary folder to remove.
    let folder: URL

    /// Writes `revision`'s files under the linted `root` (which may be a subfolder of the repository).
    public static func extract(root: String, revision: String) throws(GitError) -> GitSnapshot {
        let git = try GitRunner(folder: root)
        let prefix = try git.text(["rev-parse", "--show-prefix"]) {
            "'\(root)' is not in a git repository, so --since has nothing to compare with (\($0))"
        }
        let commit = try resolve(revision, git: git)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-since-\(UUID().uuidString)")
        let snapshot = GitSnapshot(root: folder.path, folder: folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try snapshot.write(tree: prefix.isEmpty ? commit : commit + ":" + prefix.dropLast(prefix.hasSuffix("/") ? 1 : 0), git: git)
        } catch let error as GitError {
            snapshot.remove()
            throw error
        } catch {
            snapshot.remove()
            throw GitError("cannot write the files of '\(revision)' to '\(folder.path)': \(error.localizedDescription)")
        }
        return snapshot
    }

    /// Removes the temporary folder.
    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The commit id `revision` names; an error that says how to fetch it when it is unknown.
    private static func resolve(_ revision: String, git: GitRunner) throws(GitError) -> String {
        let output = try git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        let commit = String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard output.status != 0 || commit.isEmpty else { return commit }
        let shallow = (try? git.text(["rev-parse", "--is-shallow-repository"]) { $0 }) == "true"
        let hint = shallow
            ? "this is a shallow clone: fetch more history (git fetch --deepen=50, or fetch-depth: 0 in actions/checkout)"
            : "check the name, or fetch it (git fetch origin \(revision); in CI use fetch-depth: 0)"
        throw GitError("--since: unknown git revision '\(revision)': \(hint)")
    }

    /// Creates the folders of `tree` (`commit:path`) and writes its `.swift` files.
    private func write(tree: String, git: GitRunner) throws {
        // A root that did not exist at the revision: nothing to compare with, everything is new.
        guard try git.run(["cat-file", "-e", "--end-of-options", tree]).status == 0 else { return }
        let listing = try git.run(["ls-tree", "-r", "-t", "-z", "--full-tree", "--end-of-options", tree])
        guard listing.status == 0 else { throw GitError("git ls-tree \(tree) failed: \(listing.stderr)") }
        var blobs: [(id: String, path: String)] = []
        for entry in listing.stdout.split(separator: 0) {
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = String(decoding: entry[..<tab], as: UTF8.self).split(separator: " ")
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard fields.count == 3, !path.split(separator: "/").contains("..") else { continue }
            if fields[1] == "tree" {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
            } else if fields[1] == "blob", fields[0] != "120000", path.hasSuffix(".swift") {
                blobs.append((String(fields[2]), path))
            }
        }
        try writeBlobs(blobs, git: git)
    }

    /// Reads the blobs with one `git cat-file --batch` and writes them.
    private func writeBlobs(_ blobs: [(id: String, path: String)], git: GitRunner) throws {
        guard !blobs.isEmpty else { return }
        let input = folder.appendingPathComponent(".archlint-blobs")
        try Data(blobs.map { $0.id + "\n" }.joined().utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let output = try git.run(["cat-file", "--batch"], input: input)
        guard output.status == 0 else { throw GitError("git cat-file failed: \(output.stderr)") }
        let data = output.stdout
        var offset = data.startIndex
        for blob in blobs {
            guard let newline = data[offset...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: data[offset..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= data.endIndex else {
                throw GitError("git cat-file: unexpected output for \(blob.path)")
            }
            let contents = data[(newline + 1)..<(newline + 1 + size)]
            try Data(contents).write(to: folder.appendingPathComponent(blob.path))
            offset = newline + 1 + size + 1
        }
    }
}
