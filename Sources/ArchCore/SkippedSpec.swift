/// A project spec (XcodeGen's `project.yml`, Tuist's `Project.swift`) the walk found and archlint
/// did not read, and why: the files under it that no module claims are reported with the reason.
public struct SkippedSpec: Hashable, Sendable, Codable {
    /// The spec, relative to the root.
    public var path: String
    /// Why it was not read (`'App/App.xcodeproj', the project it generates, is beside it and is read instead`).
    public var reason: String
    /// Whether the project it generates is beside it and read instead: files under it that the
    /// project does not compile mean the project is out of date (or the files are not built).
    public var yieldsToItsProject: Bool

    public init(path: String, reason: String, yieldsToItsProject: Bool = false) {
        self.path = path
        self.reason = reason
        self.yieldsToItsProject = yieldsToItsProject
    }
}
