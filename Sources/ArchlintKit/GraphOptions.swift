import Diagrams

/// What `archlint graph` takes.
public struct GraphOptions: Sendable {
    /// The folder to read.
    public var path: String
    /// The configuration file; `nil` for `<path>/.archlint.yml` when it exists.
    public var configPath: String?
    public var format: GraphFormat
    public var level: GraphLevel
    /// At the module level, also draw modules built elsewhere (Foundation, remote products).
    public var includesExternals: Bool
    /// At the folder level, the module whose folders to draw (its name, or `Name (package)` when
    /// two packages define it); `nil` for the one module the configuration splits, or the one
    /// module with sources.
    public var module: String?
    /// At the folder level, how many folders deep a node goes below the module's folder.
    public var depth: Int
    /// How the repository is read (no cache; `--follow-links-into`).
    public var loading = LoadingSettings.none

    public init(
        path: String = ".", configPath: String? = nil, format: GraphFormat = .json, level: GraphLevel = .module,
        includesExternals: Bool = false, module: String? = nil, depth: Int = 1
    ) {
        self.path = path
        self.configPath = configPath
        self.format = format
        self.level = level
        self.includesExternals = includesExternals
        self.module = module
        self.depth = depth
    }
}
