/// What makes a Swift file a Tuist manifest or one of its helpers: it imports Tuist's description
/// modules. Such a file is read (a `Project.swift` as the project Tuist would generate), never
/// compiled into a target. One definition for every reader: the import scanner's imports decide,
/// so `@preconcurrency import ProjectDescription`, `public import ProjectDescription` and
/// `@_exported import ProjectDescription` count like the plain form, and a commented-out import
/// does not.
public enum TuistManifest {
    /// `ProjectDescription`, and the helpers module a project's manifests share (which re-exports it).
    public static let descriptionModules: Set<String> = ["ProjectDescription", "ProjectDescriptionHelpers"]

    /// Whether a file with these imports is a Tuist manifest or helper.
    public static func isDescription(imports: [Import]) -> Bool {
        imports.contains { descriptionModules.contains($0.module) }
    }
}
