/// What makes a Swift file a Tuist manifest or one of its helpers: it imports Tuist's description
/// modules, or it sits in a `Tuist/ProjectDescriptionHelpers/` folder or in the
/// `ProjectDescriptionHelpers/` folder of a plugin (beside its `Plugin.swift`), every file of which
/// Tuist compiles into the helpers module whatever it imports (`extension Array { ... }` beside the
/// helpers that use it). Such a file is read (a `Project.swift` as the project Tuist would
/// generate), never compiled into a target. One definition for every reader: the import scanner's
/// imports decide, so `@preconcurrency import ProjectDescription`, `public import
/// ProjectDescription` and `@_exported import ProjectDescription` count like the plain form, and a
/// commented-out import does not.
public enum TuistManifest {
    /// `ProjectDescription`, and the helpers module a project's manifests share (which re-exports it).
    public static let descriptionModules: Set<String> = ["ProjectDescription", "ProjectDescriptionHelpers"]

    /// Whether a file with these imports is a Tuist manifest or helper.
    public static func isDescription(imports: [Import]) -> Bool {
        imports.contains { descriptionModules.contains($0.module) }
    }

    /// Whether the file at `path` (relative, `/` separators) is in a `Tuist/ProjectDescriptionHelpers/`
    /// folder, at the root or below (a project of a monorepo keeps its own `Tuist/` folder).
    public static func isInHelpersFolder(_ path: String) -> Bool {
        let folders = path.split(separator: "/").dropLast()
        return zip(folders, folders.dropFirst()).contains { $0 == "Tuist" && $1 == "ProjectDescriptionHelpers" }
    }

    /// Whether the file at `path` is in the `ProjectDescriptionHelpers/` folder of a Tuist plugin:
    /// a folder of that name beside a `Plugin.swift` manifest, whose folder is one of `pluginRoots`
    /// ("" for the root). Tuist compiles the whole folder into the plugin's helpers module.
    public static func isInPluginHelpersFolder(_ path: String, pluginRoots: Set<String>) -> Bool {
        var folder = RelativePath.parent(path)
        while !folder.isEmpty {
            let parent = RelativePath.parent(folder)
            if folder.utf8.count - parent.utf8.count - (parent.isEmpty ? 0 : 1) == helpersFolder.utf8.count,
                folder.hasSuffix(helpersFolder), pluginRoots.contains(parent)
            {
                return true
            }
            folder = parent
        }
        return false
    }

    /// The folders of the graph's Tuist plugins: those of a `Plugin.swift` no module compiles that
    /// imports Tuist's description modules.
    public static func pluginRoots(in files: [SourceFile]) -> Set<String> {
        var roots: Set<String> = []
        for file in files where file.module == nil && file.path.hasSuffix("Plugin.swift") {
            let folder = RelativePath.parent(file.path)
            let name = folder.isEmpty ? file.path : String(file.path.dropFirst(folder.count + 1))
            if name == "Plugin.swift", isDescription(imports: file.imports) { roots.insert(folder) }
        }
        return roots
    }

    private static let helpersFolder = "ProjectDescriptionHelpers"
}
