import ArchCore
import XcodeReader

/// Reads every Xcode project the walk listed, with the `.xcconfig` files their settings may be
/// based on, in parallel.
enum XcodeProjectFiles {
    struct Result {
        var projects: [XcodeProject] = []
        /// Files that could not be read at all.
        var problems: [Finding] = []
    }

    static func read(_ listing: Listing, root: String) -> Result {
        guard !listing.xcodeProjects.isEmpty else { return Result() }
        var result = Result()
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
}
