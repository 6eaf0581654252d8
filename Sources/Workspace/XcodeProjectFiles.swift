import ArchCore
import XcodeReader

/// Reads every Xcode project the walk listed, with the `.xcconfig` files their settings may be
/// based on, in parallel.
enum XcodeProjectFiles {
    struct Result: Sendable {
        var projects: [XcodeProject] = []
        /// Files that could not be read at all.
        var problems: [Finding] = []
    }

    static func read(_ listing: Listing, root: String) -> Result {
        var result = Result()
        result.problems = ungeneratedSpecs(listing, root: root)
        guard !listing.xcodeProjects.isEmpty else { return result }
        var configurationFiles: [String: String] = [:]
        for file in listing.configurationFiles {
            // An unreadable .xcconfig only matters to a module name, which says so when it fails.
            if let bytes = try? FileReader.bytes(atPath: root + "/" + file.path), let text = FileReader.text(bytes) {
                configurationFiles[file.path] = text
            }
        }
        let texts = configurationFiles
        let read = listing.xcodeProjects.parallelMap { file -> Swift.Result<XcodeProject, FileProblem> in
            let projectPath = RelativePath.parent(file.path)
            do {
                let bytes = try FileReader.bytes(atPath: root + "/" + file.path)
                return .success(XcodeProjectReader.read(bytes, projectPath: projectPath, configurationFiles: texts))
            } catch {
                return .failure(
                    FileProblem(path: file.path, message: "cannot read '\(file.path)': \(error); the targets of '\(projectPath)' are not in the graph"))
            }
        }
        for item in read {
            switch item {
            case .success(let project): result.projects.append(project)
            case .failure(let problem): result.problems.append(problem.finding)
            }
        }
        return result
    }

    /// XcodeGen and Tuist specs with no Xcode project beside them: archlint reads the projects they
    /// generate, not the specs, so their targets would go unchecked without a word.
    private static func ungeneratedSpecs(_ listing: Listing, root: String) -> [Finding] {
        let projectFolders = Set(listing.xcodeProjects.map { RelativePath.parent(RelativePath.parent($0.path)) })
        return listing.projectSpecs.compactMap { spec -> Finding? in
            let folder = RelativePath.parent(spec)
            guard !projectFolders.contains(folder),
                let bytes = try? FileReader.bytes(atPath: root + "/" + spec), let text = FileReader.text(bytes)
            else { return nil }
            let tool: (name: String, command: String)
            if spec.hasSuffix(".yml"), text.split(separator: "\n").contains(where: { $0.hasPrefix("targets:") }) {
                tool = ("an XcodeGen spec", "xcodegen generate")
            } else if spec.hasSuffix(".swift"), text.contains("import ProjectDescription") {
                tool = ("a Tuist project", "tuist generate --no-open")
            } else {
                return nil
            }
            return Finding(
                ruleID: "project_not_generated", severity: .warning,
                message: "'\(spec)' is \(tool.name) whose Xcode project is not in the repository; archlint reads Xcode projects, "
                    + "not their specs: run '\(tool.command)' before archlint, or its targets' files belong to no module",
                location: SourceLocation(file: spec, line: 1, column: 1))
        }
    }
}
