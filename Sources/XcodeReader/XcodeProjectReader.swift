import ArchCore
import XcodeModel

/// Reads a `project.pbxproj` statically: its native targets become modules, with the Swift files
/// they compile, their synchronized folders and the dependencies they declare. Nothing is run;
/// what cannot be understood is reported at the object it concerns.
public enum XcodeProjectReader {
    /// - Parameters:
    ///   - bytes: the contents of `project.pbxproj`.
    ///   - projectPath: the `.xcodeproj` folder, relative to the root.
    ///   - configurationFiles: the text of every `.xcconfig` file of the repository, by path
    ///     relative to the root (the module names of targets based on them need them).
    public static func read(_ bytes: [UInt8], projectPath: String, configurationFiles: [String: String] = [:]) -> XcodeProject {
        let projectFolder = RelativePath.parent(projectPath)
        var project = XcodeProject(path: projectPath, folder: projectFolder)
        let top: [String: PlistValue]
        switch PlistValue.read(bytes) {
        case .failure(let error):
            project.problems.append(
                XcodeProblem(
                    message: "'\(project.file)' is not a property list archlint can read (\(error.reason)); its targets are not in the graph",
                    location: SourceLocation(file: project.file, line: error.line ?? 1, column: 1), hidesTargets: true))
            return project
        case .success(let value):
            guard let dictionary = value.dictionary else {
                project.problems.append(notAProject(project.file, "its top level is not a dictionary"))
                return project
            }
            top = dictionary
        }
        let entries = top["objects"]?.dictionary ?? [:]
        var objects: [String: [String: PlistValue]] = [:]
        objects.reserveCapacity(entries.count)
        for (id, value) in entries { if let object = value.dictionary { objects[id] = object } }
        var reader = ProjectObjects(objects: objects, lines: ObjectLines(bytes, ids: Set(objects.keys)), file: project.file)
        guard let root = top["rootObject"]?.string, reader.isa(root) == "PBXProject" else {
            project.problems.append(notAProject(project.file, "it has no 'rootObject' of kind PBXProject"))
            return project
        }
        let projectDirPath = reader.string(root, "projectDirPath") ?? ""
        project.folder = RelativePath.join(projectFolder, projectDirPath) ?? projectFolder
        var context = TargetReading(
            objects: reader, paths: ProjectPaths(reader, mainGroup: reader.string(root, "mainGroup"), sourceRoot: project.folder),
            root: root, projectName: projectName(of: projectPath), projectFolder: projectFolder,
            configurationFiles: configurationFiles)
        let targetIDs = reader.ids(root, "targets")
        let shared = context.sharedPaths(targets: targetIDs)
        for id in targetIDs {
            switch reader.isa(id) {
            case "PBXNativeTarget":
                var target = context.target(id)
                target.sharedPaths = shared[id] ?? []
                project.targets.append(target)
            case "PBXAggregateTarget", "PBXLegacyTarget":
                if let name = reader.string(id, "name") { project.otherTargets.append(name) }
            default:
                context.objects.problem("skipped target '\(excerpt: id)' of unknown kind '\(excerpt: reader.isa(id) ?? "none")'", at: id, hidesTargets: true)
            }
        }
        project.projectReferences = context.projectReferences(root)
        project.localPackages = context.localPackages(root)
        reader = context.objects
        // A target the project lists twice is read twice.
        project.problems = Set(reader.problems).sorted { ($0.location, $0.message) < ($1.location, $1.message) }
        return project
    }

    private static func notAProject(_ file: String, _ reason: String) -> XcodeProblem {
        XcodeProblem(
            message: "'\(file)' is not an Xcode project archlint understands: \(reason); its targets are not in the graph",
            location: SourceLocation(file: file, line: 1, column: 1), hidesTargets: true)
    }

    /// `App` for `Apps/App.xcodeproj`.
    static func projectName(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".xcodeproj") ? String(file.dropLast(".xcodeproj".count)) : file
    }
}
