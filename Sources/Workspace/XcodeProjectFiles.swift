import ArchCore
import XcodeModel
import TuistReader
import XcodeGenReader
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
        // A `.xcodeproj` folder without its `project.pbxproj` (a generated project left out of git,
        // its shared schemes committed) builds nothing: a spec beside it is what generates it.
        let (present, missing) = listing.xcodeProjects.reduce(into: ([WalkedFile](), [WalkedFile]())) { split, file in
            if FileSystem.exists(root + "/" + file.path) { split.0.append(file) } else { split.1.append(file) }
        }
        var result = readSpecs(listing, present: present, root: root)
        let specFolders = Set(listing.projectSpecs.map { RelativePath.parent($0.path) })
        for file in missing where !specFolders.contains(RelativePath.parent(RelativePath.parent(file.path))) {
            let projectPath = RelativePath.parent(file.path)
            result.problems.append(FileProblem(
                path: file.path,
                message: "'\(projectPath)' has no project.pbxproj (a generated project left out of git?); its targets are "
                    + "not in the graph: commit the project, or the XcodeGen project.yml or Tuist Project.swift that generates it"
            ).finding)
        }
        guard !present.isEmpty else { return result }
        var configurationFiles: [String: String] = [:]
        for file in listing.configurationFiles {
            // An unreadable .xcconfig only matters to a module name, which says so when it fails.
            if let bytes = try? FileReader.bytes(atPath: root + "/" + file.path), let text = FileReader.text(bytes) {
                configurationFiles[file.path] = text
            }
        }
        let texts = configurationFiles
        let read = present.parallelMap { file -> Swift.Result<XcodeProject, FileProblem> in
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

    /// XcodeGen and Tuist specs with no Xcode project beside them, read as the projects they would
    /// generate (a project beside a spec is what Xcode builds: it wins, and the spec is not read).
    static func readSpecs(_ listing: Listing, present: [WalkedFile], root: String) -> Result {
        var result = Result()
        let projectFolders = Set(present.map { RelativePath.parent(RelativePath.parent($0.path)) })
        let specs = listing.projectSpecs.filter { !projectFolders.contains(RelativePath.parent($0.path)) }
        guard !specs.isEmpty else { return result }
        let swiftFiles = Set(listing.swiftFiles.map(\.path))
        let yamlFiles = Set(listing.yamlFiles.map(\.path) + listing.projectSpecs.map(\.path))
        let files = XcodeGenReader.Files(
            // Only files the walk listed: never outside the root, never an excluded one.
            text: { path in
                guard yamlFiles.contains(path), let bytes = try? FileReader.bytes(atPath: root + "/" + path) else { return nil }
                return FileReader.text(bytes)
            },
            isDirectory: { listing.directories.contains($0) },
            isSwiftFile: { swiftFiles.contains($0) })
        for spec in specs {
            guard let bytes = try? FileReader.bytes(atPath: root + "/" + spec.path) else {
                result.problems.append(
                    FileProblem(path: spec.path, message: "cannot read '\(spec.path)'; the targets it defines are not in the graph").finding)
                continue
            }
            guard let text = FileReader.text(bytes) else {
                result.problems.append(
                    FileProblem.notUTF8(spec.path, bytes, consequence: "the targets it defines are not in the graph").finding)
                continue
            }
            if spec.path.hasSuffix(".yml") {
                guard XcodeGenReader.isSpec(text) else { continue }
                result.projects.append(XcodeGenReader.read(text, path: spec.path, files: files))
            } else if TuistReader.isManifest(text) {
                result.projects.append(TuistReader.read(text, path: spec.path))
            }
        }
        return result
    }
}
