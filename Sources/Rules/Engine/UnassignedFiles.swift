import ArchCore

/// `unassigned_files`: Swift files no package target, Xcode target or configured module claims are
/// checked by no rule about modules (only a component that selects them by `paths:` judges their
/// imports), so each folder holding some is reported: a run must never pass silently over code it
/// did not judge.
enum UnassignedFiles {
    /// One finding per folder, at its first such file, with `severity`.
    static func findings(in graph: Graph, severity: Severity) -> [Finding] {
        // A spec whose targets archlint could not read (a Tuist project built by a helper) already
        // fails the run; the files of its folder are still named, as ones such a target may compile.
        let unknown = graph.problems.compactMap { problem -> (folder: String, spec: String)? in
            guard problem.ruleID == "project_unreadable", let file = problem.location?.file,
                ["Project.swift", "project.yml"].contains(file.split(separator: "/").last.map(String.init) ?? file)
            else { return nil }
            return (RelativePath.parent(file), file)
        }
        var byFolder: [String: [String]] = [:]
        // By index: a `for file in` copies every file (its imports), and almost all have a module.
        for index in graph.unassignedFileIndices {
            let path = graph.files[index].path
            byFolder[RelativePath.parent(path), default: []].append(path)
        }
        let bazel = graph.modules.contains { $0.isBazelTarget }
        return byFolder.keys.sorted().map { folder in
            let files = byFolder[folder]!
            let shown = folder.isEmpty ? "the root folder" : "'\(folder)/'"
            let one = files.count == 1
            let count = one ? "1 .swift file belongs" : "\(files.count) .swift files belong"
            let advice: String
            // The deepest spec archlint did not read whose folder holds these files.
            if let unread = unknown.filter({ RelativePath.isInside(folder, $0.folder) })
                .max(by: { $0.spec.utf8.count < $1.spec.utf8.count })
            {
                advice = "\(one ? "it lies" : "they lie") under '\(unread.spec)', some of whose targets archlint could not read (see "
                    + "the project_unreadable error there): one of them may compile \(one ? "it" : "them"). If none does, declare "
                    + "\(one ? "it" : "them") in a target, or leave \(one ? "it" : "them") out with exclude:"
            } else if let spec = graph.skippedSpecs.filter({ RelativePath.isInside(folder, RelativePath.parent($0.path)) })
                .max(by: { $0.path.utf8.count < $1.path.utf8.count })
            {
                let under = "\(one ? "it lies" : "they lie") under '\(spec.path)', which archlint does not read: \(spec.reason)"
                advice = spec.yieldsToItsProject
                    ? under + ", and that project does not compile \(one ? "it" : "them"). If the spec lists \(one ? "it" : "them"), the project is "
                        + "out of date: generate it again; otherwise leave \(one ? "it" : "them") out with exclude:"
                    : under + "; make it a spec archlint reads, or leave \(one ? "it" : "them") out with exclude:"
            } else if bazel {
                advice = "add \(one ? "it" : "them") to a Bazel target's srcs and run the query again (the query output lists no "
                    + "target with \(one ? "it" : "them") in its srcs: if one has, list the kind of that target, or of the filegroup "
                    + "between, in the query), declare \(one ? "it" : "them") in a Package.swift or .archlint.yml's modules:, "
                    + "or leave \(one ? "it" : "them") out with exclude:"
            } else {
                advice = "declare \(one ? "it" : "them") in an Xcode project, a Package.swift or .archlint.yml's "
                    + "modules:, or leave \(one ? "it" : "them") out with exclude:"
            }
            return Finding(
                ruleID: "unassigned_files", severity: severity,
                message: "\(shown): \(count) to no module, so only a component that selects \(one ? "it" : "them") by paths: "
                    + "checks \(one ? "it" : "them"); \(advice) in .archlint.yml",
                location: SourceLocation(file: files[0], line: 1, column: 1),
                notes: files.dropFirst().prefix(4).map { Note(message: "also in no module", location: SourceLocation(file: $0, line: 1, column: 1)) }
                    + (files.count > 5 ? [Note(message: "and \(files.count - 5) more")] : []),
                // What baselines and `--since` key it by: the message as archlint worded it until 30
                // November 2026, so baselines written before keep matching it.
                subject: "\(shown): \(count) to no module and \(one ? "is" : "are") not checked; \(advice)")
        }
    }
}
