/// What makes a Swift file a Tuist manifest or one of its helpers: it imports Tuist's description
/// modules, or it sits in a `Tuist/ProjectDescriptionHelpers/` folder, every file of which Tuist
/// compiles into the helpers module whatever it imports (`extension Array { ... }` beside the
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
}
