import Foundation

/// The files of one git revision that archlint reads, written into a temporary folder, for `--since`.
///
/// Read with plumbing only (`rev-parse`, `ls-tree`, `cat-file --batch`): no checkout, no worktree,
/// no hooks, no filters and no `export-ignore`, and the repository (index, HEAD, worktree list) is
/// never touched. Every folder of the revision is created, and every file the caller says it reads
/// (`reads`: Swift files and manifests, Xcode projects, `.xcconfig` files, XcodeGen specs and the
/// YAML they include) is written; symbolic links are made as links, last, so no file is written
/// through one. A submodule's files at the revision are in another repository: its folder is
/// created empty and its path returned in `submodules`, for the caller to say so.
public struct GitSnapshot: Sendable {
    /// The folder that matches the linted root at the revision.
    public let root: String
    /// The submodules of the revision under the linted root, relative to it, sorted: their files
    /// at the revision are not in this repository's objects, so they were not written.
    public private(set) var submodules: [String] = []
    /// The temporary folder to remove.
    let folder: URL

    init(root: String, folder: URL) {
        self.root = root
        self.folder = folder
    }

    /// Writes `revision`'s files under the linted `root` (which may be a subfolder of the
    /// repository): those whose path (relative to `root`) `reads` accepts, and every link.
    public static func extract(
        root: String, revision: String, reads: (String) -> Bool
    ) throws(GitError) -> GitSnapshot {
        let git = try GitRunner(folder: root)
        let prefix = try git.text(["rev-parse", "--show-prefix"]) {
            "'\(root)' is not in a git repository, so --since has nothing to compare with (\($0))"
        }
        let commit = try resolve(revision, git: git)
        // Readable by this user alone, removed when the run is stopped (see Scratch).
        let folder = URL(fileURLWithPath: try Scratch.folder(prefix: "archlint-since-"), isDirectory: true)
        var snapshot = GitSnapshot(root: folder.path, folder: folder)
        do {
            let tree = prefix.isEmpty ? commit : commit + ":" + prefix.dropLast(prefix.hasSuffix("/") ? 1 : 0)
            snapshot.submodules = try snapshot.write(tree: tree, git: git, reads: reads)
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
        Scratch.remove(folder.path)
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

    /// Creates the folders of `tree` (`commit:path`), writes the files `reads` accepts and makes its
    /// links; returns the paths of its submodules.
    private func write(tree: String, git: GitRunner, reads: (String) -> Bool) throws -> [String] {
        // A root that did not exist at the revision: nothing to compare with, everything is new.
        guard try git.run(["cat-file", "-e", "--end-of-options", tree]).status == 0 else { return [] }
        let listing = try git.run(["ls-tree", "-r", "-t", "-z", "--full-tree", "--end-of-options", tree])
        guard listing.status == 0 else { throw GitError("git ls-tree \(tree) failed: \(listing.stderr)") }
        var files: [Blob] = []
        var links: [Blob] = []
        var submodules: [String] = []
        for entry in listing.stdout.split(separator: 0) {
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = String(decoding: entry[..<tab], as: UTF8.self).split(separator: " ")
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard fields.count == 3, !path.split(separator: "/").contains("..") else { continue }
            let blob = Blob(id: String(fields[2]), path: path)
            switch (fields[0], fields[1]) {
            case (_, "tree"), ("160000", "commit"):
                if Scratch.isStopping { throw GitError("stopped") }
                // Parents are listed first. Without intermediates, a folder removed when the run
                // is stopped is not made again by a write still under way.
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: false)
                if fields[0] == "160000" { submodules.append(path) }
            case ("120000", "blob"):
                links.append(blob)
            case (_, "blob") where reads(path):
                files.append(blob)
            default:
                break
            }
        }
        for (blob, contents) in try contents(of: files, git: git) {
            // A signal is stopping the run: the folder is being removed.
            if Scratch.isStopping { throw GitError("stopped") }
            try Data(contents).write(to: folder.appendingPathComponent(blob.path))
        }
        // Links last: a file is never written through one.
        // A target that is not UTF-8 names nothing the walk would read (it reports such names).
        for (blob, target) in try contents(of: links, git: git) {
            if Scratch.isStopping { throw GitError("stopped") }
            guard let target = String(validating: target, as: UTF8.self) else { continue }
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(blob.path).path, withDestinationPath: target)
        }
        return submodules.sorted()
    }

    /// A file of the revision: its object and its path.
    private struct Blob {
        var id: String
        var path: String
    }

    /// Reads the blobs with one `git cat-file --batch`.
    private func contents(of blobs: [Blob], git: GitRunner) throws -> [(Blob, Data)] {
        guard !blobs.isEmpty else { return [] }
        let input = folder.appendingPathComponent(".archlint-blobs")
        try Data(blobs.map { $0.id + "\n" }.joined().utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let output = try git.run(["cat-file", "--batch"], input: input)
        guard output.status == 0 else { throw GitError("git cat-file failed: \(output.stderr)") }
        let data = output.stdout
        var offset = data.startIndex
        var contents: [(Blob, Data)] = []
        for blob in blobs {
            guard let newline = data[offset...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: data[offset..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= data.endIndex else {
                throw GitError("git cat-file: unexpected output for \(blob.path)")
            }
            contents.append((blob, Data(data[(newline + 1)..<(newline + 1 + size)])))
            offset = newline + 1 + size + 1
        }
        return contents
    }
}
