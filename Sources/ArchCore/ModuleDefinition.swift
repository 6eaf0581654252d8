/// A module that no `Package.swift` declares, named in the configuration's `modules:`
/// (an Xcode app target, a scripts folder): every `.swift` file matching one of `paths` belongs to it.
public struct ModuleDefinition: Hashable, Sendable, Codable {
    public var name: String
    /// File globs relative to the root, e.g. `App/**`.
    public var paths: [String]
    /// The entry in `.archlint.yml`.
    public var location: SourceLocation?

    public init(name: String, paths: [String], location: SourceLocation? = nil) {
        self.name = name
        self.paths = paths
        self.location = location
    }
}
