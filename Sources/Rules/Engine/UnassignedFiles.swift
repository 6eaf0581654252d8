import ArchCore

/// `unassigned_files`: Swift files no package target, Xcode target or configured module claims are
/// checked by no rule, so each folder holding some is reported: a run must never pass silently over
/// code it did not judge.
enum UnassignedFiles {
    /// One finding per folder, at its first such file, with `severity`.
    static func findings(in graph: Graph, severity: Severity) -> [Finding] {
        // A spec whose targets archlint could not read (a Tuist project built by a helper) already
        // fails the run: the files of its folder are covered by that error.
        let unknown = graph.problems.compactMap { problem -> String? in
            guard problem.ruleID == "project_unreadable", let file = problem.location?.file,
                ["Project.swift", "project.yml"].contains(file.split(separator: "/").last.map(String.init) ?? file)
            else { return nil }
            return RelativePath.parent(file)
        }
        var byFolder: [String: [String]] = [:]
        for file in graph.files where file.isUnassigned && !unknown.contains(where: { RelativePath.isInside(file.path, $0) }) {
            byFolder[RelativePath.parent(file.path), default: []].append(file.path)
        }
        return byFolder.keys.sorted().map { folder in
            let files = byFolder[folder]!
            let shown = folder.isEmpty ? "the root folder" : "'\(folder)/'"
            let count = files.count == 1 ? "1 .swift file belongs" : "\(files.count) .swift files belong"
            return Finding(
                ruleID: "unassigned_files", severity: severity,
                message: "\(shown): \(count) to no module and \(files.count == 1 ? "is" : "are") not checked; "
                    + "declare \(files.count == 1 ? "it" : "them") in an Xcode project, a Package.swift or .archlint.yml's "
                    + "modules:, or leave \(files.count == 1 ? "it" : "them") out with exclude:",
                location: SourceLocation(file: files[0], line: 1, column: 1),
                notes: files.dropFirst().prefix(4).map { Note(message: "also in no module", location: SourceLocation(file: $0, line: 1, column: 1)) }
                    + (files.count > 5 ? [Note(message: "and \(files.count - 5) more")] : []))
        }
    }
}
