import ArchCore
import BazelReader

/// Bazel's targets as a ``WalkedSource``: the `bazel query` outputs the configuration names
/// (`bazel: { query: }`), else `bazel.query.xml` (`.jsonl`, `.json`) at the root; and the root's
/// `MODULE.bazel` or `WORKSPACE`, which says that the repository builds with Bazel (a warning
/// when no query output is there to read its targets from).
struct BazelQuerySource: WalkedSource {
    /// Read at the root when the configuration names no query output.
    static let conventionalNames = ["bazel.query.xml", "bazel.query.jsonl", "bazel.query.json"]
    static let workspaceFiles = ["MODULE.bazel", "WORKSPACE.bazel", "WORKSPACE"]

    /// The configured query outputs (relative to the root); empty for the conventional ones.
    let queries: [String]
    /// The folder the labels are relative to, as the walk names folders (`ios`, `""` for the
    /// root); `nil` for each query output's folder.
    let workspace: String?

    private var wanted: [String] { queries.isEmpty ? Self.conventionalNames : queries }

    func claims(_ path: String, name: String) -> Bool {
        wanted.contains(path) || (path == name && Self.workspaceFiles.contains(name))
    }

    func read(_ files: [WalkedFile], root: String) -> any GraphSource & Sendable {
        let outputs = files.filter { !Self.workspaceFiles.contains($0.path) }
        let found = Set(files.map(\.path))
        var problems = queries.filter { !found.contains($0) }.map { path in
            Finding(
                ruleID: "bazel_query_not_found", severity: .error,
                message: "bazel: query: '\(path)' was not found (or is in a folder archlint does not read: hidden, excluded, .build); its Bazel targets are not in the graph",
                location: SourceLocation(file: path, line: 1, column: 1))
        }
        if queries.isEmpty, outputs.isEmpty, let marker = Self.workspaceFiles.first(where: found.contains) {
            problems.append(
                Finding(
                    ruleID: "bazel_query_not_found", severity: .warning,
                    message: "this is a Bazel workspace ('\(marker)'), but archlint found no query output to read its targets from: run bazel query 'kind(\"(swift_.*|objc_library|cc_library|filegroup|alias|_mixed_language_library|.*_import) rule\", //...)' --output=xml --relative_locations --noimplicit_deps > bazel.query.xml (see README: Bazel)",
                    location: SourceLocation(file: marker, line: 1, column: 1)))
        }
        let read = outputs.map { file in
            (file.path, workspace ?? RelativePath.parent(file.path), Self.read(file.path, root: root))
        }
        return BazelSource(queries: read, problems: problems)
    }

    private static func read(_ path: String, root: String) -> BazelQuery {
        guard let bytes = try? FileReader.contents(atPath: root + "/" + path) else {
            return BazelQuery(problems: [
                Finding(
                    ruleID: "unreadable_file", severity: .error,
                    message: "cannot read the Bazel query output '\(path)'; no Bazel target of it is in the graph",
                    location: SourceLocation(file: path, line: 1, column: 1))
            ])
        }
        return BazelQueryReader.read(bytes, path: path)
    }
}
