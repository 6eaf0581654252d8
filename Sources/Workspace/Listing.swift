import ArchCore

/// What a walk of the repository found: paths relative to the root, `/` separators, sorted.
struct Listing: Sendable {
    var manifests: [WalkedFile] = []
    var swiftFiles: [WalkedFile] = []
    /// The `project.pbxproj` of every `.xcodeproj`.
    var xcodeProjects: [WalkedFile] = []
    /// Every `.xcconfig` file.
    var configurationFiles: [WalkedFile] = []
    /// Specs Xcode projects are generated from: XcodeGen's `project.yml`, Tuist's `Project.swift`.
    var projectSpecs: [WalkedFile] = []
    /// Every other `.yml` and `.yaml` file: what an XcodeGen spec may include.
    var yamlFiles: [WalkedFile] = []
    /// The files each ``WalkedSource`` claimed, in the order of the sources (see ``files(ofSource:)``).
    private(set) var sourceFiles: [[WalkedFile]] = []
    /// Every folder found (relative), unreadable ones included, for source-root lookups.
    var directories: Set<String> = []
    var problems: [Finding] = []
}

extension Listing {
    /// Adds what another part of the walk found (call ``sortAll()`` after the last).
    mutating func merge(_ part: Listing) {
        manifests += part.manifests
        swiftFiles += part.swiftFiles
        xcodeProjects += part.xcodeProjects
        configurationFiles += part.configurationFiles
        projectSpecs += part.projectSpecs
        yamlFiles += part.yamlFiles
        for (index, files) in part.sourceFiles.enumerated() { add(files, ofSource: index) }
        directories.formUnion(part.directories)
        problems += part.problems
    }

    /// Every list in the order of its paths (problems in their own order).
    mutating func sortAll() {
        manifests.sort { $0.path < $1.path }
        swiftFiles.sort { $0.path < $1.path }
        xcodeProjects.sort { $0.path < $1.path }
        configurationFiles.sort { $0.path < $1.path }
        projectSpecs.sort { $0.path < $1.path }
        yamlFiles.sort { $0.path < $1.path }
        for index in sourceFiles.indices { sourceFiles[index].sort { $0.path < $1.path } }
        problems.sort()
    }

    /// The files the walked source at `index` claimed.
    func files(ofSource index: Int) -> [WalkedFile] {
        sourceFiles.indices.contains(index) ? sourceFiles[index] : []
    }

    mutating func add(_ files: [WalkedFile], ofSource index: Int) {
        while sourceFiles.count <= index { sourceFiles.append([]) }
        sourceFiles[index] += files
    }

    /// Every file read besides manifests and Swift files (Xcode projects, build settings, specs,
    /// the walked sources' files): what a stamp must prove unchanged besides those.
    var otherFiles: [[WalkedFile]] { [xcodeProjects, configurationFiles, projectSpecs, yamlFiles] + sourceFiles }

    /// A folder that exists but cannot be read: an error, since its files are unknown. The folder
    /// is recorded as found, so a target whose sources it holds is not also reported as missing.
    /// Call it right after the failing call: it reads `errno`.
    mutating func addUnreadableFolder(_ relative: String) {
        let reason = errnoText()
        let shown = relative.isEmpty ? "." : relative
        directories.insert(relative)
        problems.append(
            Finding(
                ruleID: "unreadable_path", severity: .error,
                message: "cannot read the folder '\(shown)': \(reason); its files are not in the graph",
                location: SourceLocation(file: shown, line: 1, column: 1)))
    }

    /// A symbolic link the walk does not follow (a loop, or a link to nothing): nothing is lost,
    /// so a warning.
    static func linkNotFollowed(_ message: String, _ relative: String) -> Finding {
        Finding(
            ruleID: "link_not_followed", severity: .warning, message: message,
            location: SourceLocation(file: relative.isEmpty ? "." : relative, line: 1, column: 1))
    }
}
