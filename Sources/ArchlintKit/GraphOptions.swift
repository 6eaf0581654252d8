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

    public init(
        path: String = ".", configPath: String? = nil, format: GraphFormat = .json, level: GraphLevel = .module,
        includesExternals: Bool = false
    ) {
        self.path = path
        self.configPath = configPath
        self.format = format
        self.level = level
        self.includesExternals = includesExternals
    }
}
