import Foundation
import PackagePlugin

/// Runs archlint when a target builds, and reports that target's findings as the compiler reports
/// its own (`path:line:col: error: ...`), so they land in the build log and in Xcode's issue
/// navigator. An error finding fails the build unless `.archlint.yml` says
/// `build-plugin: { errors-as: warnings }`.
///
/// It is a build command with declared inputs (the target's Swift files, its package manifest or
/// Xcode project, `.archlint.yml`) and one output (a Swift file holding a comment, which the target
/// compiles), so the build system runs it only when one of those changed: a build that changes
/// nothing runs no archlint. archlint keeps its caches in the plugin's work folder.
///
/// The same source serves archlint's own package (the tool built from source) and the binary
/// plugins package (the released binary). The Xcode side differs only in where it finds the
/// target's files and folder.
@main
struct ArchlintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // Swift targets only: archlint reads Swift, and a C target cannot compile the Swift stamp.
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let package = context.package.directoryURL
        return try ArchlintBuildCommand(
            target: target.name, folder: package, sources: target.sourceFiles(withSuffix: "swift").map(\.url),
            definition: package.appendingPathComponent("Package.swift"), workDirectory: context.pluginWorkDirectoryURL
        ).commands(tool: try context.tool(named: "archlint").url)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ArchlintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let folder = context.xcodeProject.directoryURL
        let sources = target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }
        return try ArchlintBuildCommand(
            target: target.displayName, folder: folder, sources: sources, definition: nil,
            workDirectory: context.pluginWorkDirectoryURL
        ).commands(tool: try context.tool(named: "archlint").url)
    }
}
#endif

/// One target's archlint run, whichever build system asks.
struct ArchlintBuildCommand {
    /// The target's name (an Xcode target's, whose module archlint names as Xcode does).
    var target: String
    /// The folder of the package, or of the Xcode project, that defines the target.
    var folder: URL
    var sources: [URL]
    /// The file that declares the target (`Package.swift`), when there is one to watch.
    var definition: URL?
    var workDirectory: URL

    func commands(tool: URL) throws -> [Command] {
        guard let root = Self.repositoryRoot(above: folder) else {
            Diagnostics.warning(
                "archlint: no .archlint.yml in '\(folder.path)' or a folder above it (up to the repository's root): "
                    + "target '\(target)' is not checked")
            return []
        }
        let configuration = root.appendingPathComponent(".archlint.yml")
        let stamp = workDirectory.appendingPathComponent("archlint-\(target.filter { $0.isLetter || $0.isNumber || $0 == "_" }).swift")
        var arguments = [
            "lint", root.path, "--quiet", "--build-plugin", "--target", target, "--target-folder", folder.path,
            "--path-prefix", root.path + "/", "--stamp", stamp.path,
        ]
        var environment = ["ARCHLINT_CACHE_DIR": workDirectory.appendingPathComponent("cache").path]
        // Xcode Cloud's work folders are not kept between builds: no cache to keep.
        if ProcessInfo.processInfo.environment["CI_XCODE_CLOUD"] != nil {
            arguments.append("--no-cache")
            environment = [:]
            Diagnostics.remark("archlint: Xcode Cloud: target '\(target)' is checked without a cache")
        }
        return [
            .buildCommand(
                displayName: "archlint \(target)",
                executable: tool,
                arguments: arguments,
                environment: environment,
                inputFiles: sources + [configuration] + (definition.map { [$0] } ?? []),
                outputFiles: [stamp])
        ]
    }

    /// The nearest folder at or above `folder` holding `.archlint.yml`, not past the folder that
    /// holds `.git` (the repository's root).
    static func repositoryRoot(above folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        let files = FileManager.default
        while true {
            if files.fileExists(atPath: current.appendingPathComponent(".archlint.yml").path) { return current }
            if files.fileExists(atPath: current.appendingPathComponent(".git").path) { return nil }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
