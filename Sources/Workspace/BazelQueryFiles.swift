import ArchCore
import BazelReader

/// The `bazel query` outputs of the repository: found by the walk, read by ``BazelReader``.
enum BazelQueryFiles {
    /// What one file gave, with the folder of the Bazel workspace its labels are relative to.
    typealias Read = (path: String, workspace: String, query: BazelQuery)

    /// Read at the root when the configuration names no query output.
    static let conventionalNames = ["bazel.query.xml", "bazel.query.jsonl", "bazel.query.json"]

    static func read(_ listing: Listing, root: String, workspace: String?) -> [Read] {
        listing.bazelQueries.map { file in
            let folder = workspace.map(Self.folder) ?? RelativePath.parent(file.path)
            guard let bytes = try? FileReader.contents(atPath: root + "/" + file.path) else {
                return (
                    file.path, folder,
                    BazelQuery(problems: [
                        Finding(
                            ruleID: "unreadable_file", severity: .error,
                            message: "cannot read the Bazel query output '\(file.path)'; no Bazel target is in the graph",
                            location: SourceLocation(file: file.path, line: 1, column: 1))
                    ])
                )
            }
            return (file.path, folder, BazelQueryReader.read(bytes, path: file.path))
        }
    }

    /// A folder as the configuration writes it (`./ios/`), as the walk names it (`ios`).
    private static func folder(_ text: String) -> String {
        text.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// A query output the configuration names that the walk did not find; and a Bazel workspace
    /// whose targets archlint cannot see, since no query output is there.
    static func missing(_ options: WorkspaceOptions, found listing: Listing) -> [Finding] {
        let found = Set(listing.bazelQueries.map(\.path))
        var problems = options.bazelQueries.filter { !found.contains($0) }.map { path in
            Finding(
                ruleID: "bazel_query_not_found", severity: .error,
                message: "bazel: query: '\(path)' was not found (or is in a folder archlint does not read: hidden, excluded, .build); its Bazel targets are not in the graph",
                location: SourceLocation(file: path, line: 1, column: 1))
        }
        if options.bazelQueries.isEmpty, found.isEmpty, let marker = listing.bazelWorkspaceFile {
            problems.append(
                Finding(
                    ruleID: "bazel_query_not_found", severity: .warning,
                    message: "this is a Bazel workspace ('\(marker)'), but archlint found no query output to read its targets from: run bazel query 'kind(\"swift_(library|binary|test) rule\", //...)' --output=xml --relative_locations --noimplicit_deps > bazel.query.xml (see README: Bazel)",
                    location: SourceLocation(file: marker, line: 1, column: 1)))
        }
        return problems
    }
}
