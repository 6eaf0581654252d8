import ArchCore

/// What the walk takes from the configuration: ``WorkspaceOptions``' `exclude`, `swiftVersion`,
/// `bazelQueries` and `bazelWorkspace` (the rest of the options it reads come from the command
/// line). The result cache keeps them with a run, under a key that holds the configuration's
/// bytes: a later run with the same key walks with them before the configuration is parsed, and
/// when the tree is the kept one too, answers without parsing it at all.
public struct WalkSettings: Equatable, Sendable {
    public var exclude: [String]
    public var swiftVersion: SwiftVersion
    public var bazelQueries: [String]
    public var bazelWorkspace: String?

    /// The settings `options` walk with.
    public init(_ options: WorkspaceOptions) {
        exclude = options.exclude
        swiftVersion = options.swiftVersion
        bazelQueries = options.bazelQueries
        bazelWorkspace = options.bazelWorkspace
    }

    /// `options` with these settings.
    public func applied(to options: WorkspaceOptions) -> WorkspaceOptions {
        var options = options
        options.exclude = exclude
        options.swiftVersion = swiftVersion
        options.bazelQueries = bazelQueries
        options.bazelWorkspace = bazelWorkspace
        return options
    }

    /// The settings as bytes (``init(encoded:)`` reads them back).
    public var encoded: [UInt8] {
        var out = CacheWriter()
        out.strings(exclude)
        out.string(swiftVersion.description)
        out.strings(bazelQueries)
        out.optionalString(bazelWorkspace)
        return out.bytes
    }

    /// The settings ``encoded`` wrote; `nil` unless `bytes` are exactly such settings.
    public init?(encoded bytes: [UInt8]) {
        var reader = CacheReader(bytes: bytes, offset: 0)
        guard let exclude = reader.strings(), let version = reader.string().flatMap(SwiftVersion.init),
            let bazelQueries = reader.strings(), let bazelWorkspace = reader.optionalString(), reader.offset == bytes.count
        else { return nil }
        self.exclude = exclude
        swiftVersion = version
        self.bazelQueries = bazelQueries
        self.bazelWorkspace = bazelWorkspace
    }
}
