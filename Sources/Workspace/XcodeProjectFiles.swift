import ArchCore
import ImportScanner
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
        /// Specs not read, and why.
        var skippedSpecs: [SkippedSpec] = []
    }

    /// `exclude`: the configuration's globs; a source they exclude is not reported missing.
    static func read(_ listing: Listing, root: String, exclude: [Glob]) -> Result {
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
        let walkedFiles = Set(listing.swiftFiles.map(\.path))
        guard !present.isEmpty else {
            // The specs' sources: XcodeGen names files as Xcode projects do.
            result.problems += unreadSources(of: result.projects, walkedFiles: walkedFiles, exclude: exclude)
            return result
        }
        var configurationFiles: [String: String] = [:]
        for file in listing.configurationFiles {
            // An unreadable .xcconfig only matters to a module name, which says so when it fails.
            if let bytes = try? FileReader.contents(atPath: root + "/" + file.path), let text = FileReader.text(bytes) {
                configurationFiles[file.path] = text
            }
        }
        let texts = configurationFiles
        let read = present.parallelMap { file -> Swift.Result<XcodeProject, FileProblem> in
            let projectPath = RelativePath.parent(file.path)
            do {
                let bytes = try FileReader.contents(atPath: root + "/" + file.path)
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
        result.projects = WalkedCase(listing, walkedFiles: walkedFiles).matchingCase(result.projects)
        result.problems += unreadSources(of: result.projects, walkedFiles: walkedFiles, exclude: exclude)
        return result
    }

    /// Paths a project names matched to the walked Swift files and folders ignoring case: Xcode runs
    /// on macOS, whose file systems ignore case by default, so a project that lists `App/Sub/Injector.swift` builds
    /// the file the walk found at `App/sub/Injector.swift` (found by a helper on
    /// sudopark/Clean-Mooyaho: a group `path = DependencyInjector` over a folder
    /// `dependencyInjector`, whose 4 files were reported as compiled but not found, and as in no
    /// module). A renamed folder leaves this behind: git on macOS keeps a path's old case.
    struct WalkedCase {
        let listing: Listing
        let walkedFiles: Set<String>

        init(_ listing: Listing, walkedFiles: Set<String>) {
            self.listing = listing
            self.walkedFiles = walkedFiles
        }

        /// The projects with each path their targets name (sources, synchronized folders and their
        /// exceptions, paths lent to other targets) that the walk did not find as written replaced
        /// by the one walked file or folder it names ignoring case, when there is exactly one. The
        /// paths in lower case are worked out only when some path is missing.
        func matchingCase(_ projects: [XcodeProject]) -> [XcodeProject] {
            let isWalked = { (path: String) in walkedFiles.contains(path) || listing.directories.contains(path) }
            let named = projects.lazy.flatMap(\.targets).flatMap { target in
                target.files + target.sharedPaths + target.folders.flatMap { [$0.path] + $0.excluded }
            }
            guard named.contains(where: { !isWalked($0) }) else { return projects }
            let byLowercase = Dictionary(grouping: Array(walkedFiles) + listing.directories, by: { $0.lowercased() })
            func walkedPath(_ path: String) -> String {
                guard !isWalked(path), let same = byLowercase[path.lowercased()], same.count == 1 else { return path }
                return same[0]
            }
            return projects.map { project in
                var project = project
                for index in project.targets.indices {
                    project.targets[index].files = project.targets[index].files.map(walkedPath)
                    project.targets[index].sharedPaths = project.targets[index].sharedPaths.map(walkedPath)
                    for folder in project.targets[index].folders.indices {
                        project.targets[index].folders[folder].path = walkedPath(project.targets[index].folders[folder].path)
                        project.targets[index].folders[folder].excluded =
                            project.targets[index].folders[folder].excluded.map(walkedPath)
                    }
                }
                return project
            }
        }
    }

    /// The Swift files a target's Sources phase lists that the walk did not list, one warning per
    /// target: a file generated by a build step (and left out of git), deleted, or in a folder
    /// archlint skips is compiled but not checked, and a run must not pass over it in silence.
    /// Files the configuration excludes are left out on purpose: not reported.
    static func unreadSources(of projects: [XcodeProject], walkedFiles walked: Set<String>, exclude: [Glob]) -> [Finding] {
        var findings: [Finding] = []
        for project in projects {
            for target in project.targets {
                var seen: Set<String> = []
                let unread = target.files.filter {
                    !walked.contains($0) && seen.insert($0).inserted && !FileWalker.isExcluded($0, withFoldersBy: exclude)
                }
                guard !unread.isEmpty else { continue }
                let named = unread.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (unread.count > 3 ? ", ..." : "")
                let (files, subject, object) = unread.count == 1 ? ("1 Swift file", "it is", "it") : ("\(unread.count) Swift files", "they are", "them")
                findings.append(Finding(
                    ruleID: "target_sources_not_found", severity: .warning,
                    message: "target '\(target.name)' compiles \(files) archlint did not find in the folders it reads "
                        + "(generated by a build step and left out of git, deleted, or in a hidden folder): \(named); \(subject) not checked "
                        + "(exclude \(object) in .archlint.yml to say so)",
                    location: target.location))
            }
        }
        return findings
    }

    /// XcodeGen and Tuist specs, read as the projects they would generate; a spec whose generated
    /// project is beside it is not kept: the project is what Xcode builds, and it wins. A spec
    /// whose name archlint cannot read yields to any project beside it.
    static func readSpecs(_ listing: Listing, present: [WalkedFile], root: String) -> Result {
        var result = Result()
        let projectsByFolder = Dictionary(grouping: present.map { RelativePath.parent($0.path) }, by: RelativePath.parent)
        result.skippedSpecs = otherNamedSpecs(listing, projectsByFolder: projectsByFolder, root: root)
        guard !listing.projectSpecs.isEmpty else { return result }
        let swiftFiles = Set(listing.swiftFiles.map(\.path))
        // Included specs and the `.xcconfig` files of `configFiles:`.
        let readable = Set(listing.yamlFiles.map(\.path) + listing.projectSpecs.map(\.path) + listing.configurationFiles.map(\.path))
        let files = XcodeGenReader.Files(
            // Only files the walk listed: never outside the root, never an excluded one.
            text: { path in
                guard readable.contains(path), let bytes = try? FileReader.contents(atPath: root + "/" + path) else { return nil }
                return FileReader.text(bytes)
            },
            isDirectory: { listing.directories.contains($0) },
            isSwiftFile: { swiftFiles.contains($0) })
        for spec in listing.projectSpecs {
            let beside = projectsByFolder[RelativePath.parent(spec.path)] ?? []
            let bytes: [UInt8]
            do {
                bytes = try FileReader.contents(atPath: root + "/" + spec.path)
            } catch {
                // A spec beside a project may be unreadable without harm: the project is read.
                if beside.isEmpty {
                    result.problems.append(
                        FileProblem(path: spec.path, message: "cannot read '\(spec.path)': \(error); the targets it defines are not in the graph")
                            .finding)
                }
                continue
            }
            guard let text = FileReader.text(bytes) else {
                if beside.isEmpty {
                    result.problems.append(
                        FileProblem.notUTF8(spec.path, bytes, consequence: "the targets it defines are not in the graph").finding)
                }
                continue
            }
            let project: XcodeProject
            if spec.path.hasSuffix(".yml") {
                switch XcodeGenReader.recognize(text, path: spec.path) {
                case .spec:
                    project = XcodeGenReader.read(text, path: spec.path, files: files)
                case .other:
                    continue
                case .notASpec(let reason, let location):
                    // Beside a project, nothing is lost: the project is read.
                    if beside.isEmpty {
                        result.problems.append(
                            Finding(ruleID: "project_not_understood", severity: .warning, message: reason, location: location))
                        result.skippedSpecs.append(SkippedSpec(path: spec.path, reason: reason))
                    }
                    continue
                }
            } else {
                guard TuistManifest.isDescription(imports: ImportScanner.scan(text)) else { continue }
                project = TuistReader.read(
                    text, path: spec.path, tuistRoot: tuistRoot(of: spec.path, directories: listing.directories, swiftFiles: swiftFiles))
            }
            if let generated = generatedBeside(project, beside: beside) {
                result.skippedSpecs.append(SkippedSpec(
                    path: spec.path,
                    reason: "'\(generated)', the project it generates, is beside it and is read instead", yieldsToItsProject: true))
                continue
            }
            result.projects.append(project)
        }
        return result
    }

    /// The folder Tuist takes for a manifest's root: the nearest, from the manifest's own folder
    /// up, holding a `Tuist` folder or a `Tuist.swift`; the linted folder when none does.
    static func tuistRoot(of manifest: String, directories: Set<String>, swiftFiles: Set<String>) -> String {
        var folder = RelativePath.parent(manifest)
        while true {
            let tuist = folder.isEmpty ? "Tuist" : folder + "/Tuist"
            if directories.contains(tuist) || swiftFiles.contains(tuist + ".swift") { return folder }
            if folder.isEmpty { return "" }
            folder = RelativePath.parent(folder)
        }
    }

    /// XcodeGen specs named otherwise than `project.yml` (`project-bwa.yml`, generated with
    /// `xcodegen --spec`), which are not read: kept so that the files no target claims under one
    /// are said to lie under it. Only YAML files named `project*` with XcodeGen's `targets` or
    /// `include`, in a folder with neither a `project.yml` (whose includes they may be) nor a
    /// project (which is read).
    private static func otherNamedSpecs(_ listing: Listing, projectsByFolder: [String: [String]], root: String) -> [SkippedSpec] {
        let specFolders = Set(listing.projectSpecs.map { RelativePath.parent($0.path) })
        return listing.yamlFiles.compactMap { file in
            let folder = RelativePath.parent(file.path)
            let name = folder.isEmpty ? file.path : String(file.path.dropFirst(folder.utf8.count + 1))
            guard name.lowercased().hasPrefix("project"), name.hasSuffix(".yml") || name.hasSuffix(".yaml"),
                !specFolders.contains(folder), projectsByFolder[folder] == nil,
                let bytes = try? FileReader.contents(atPath: root + "/" + file.path), let text = FileReader.text(bytes),
                case .spec = XcodeGenReader.recognize(text, path: file.path)
            else { return nil }
            return SkippedSpec(
                path: file.path,
                reason: "archlint reads XcodeGen specs named project.yml only (this one is generated with `xcodegen --spec \(name)`)")
        }
    }

    /// The project beside a spec that the spec generates: `<name>.xcodeproj` in the spec's folder;
    /// any project there when the spec's name is unknown.
    private static func generatedBeside(_ spec: XcodeProject, beside: [String]) -> String? {
        guard let name = spec.generatedProject else { return beside.min() }
        guard let generated = RelativePath.join(RelativePath.parent(spec.path), name), beside.contains(generated) else { return nil }
        return generated
    }
}
