/// A switch that turns a capability of the app on or off without a release.
public struct FeatureFlag: Hashable, Sendable, CustomStringConvertible {
    public let key: String
    /// The value used when no provider knows the flag.
    public let defaultValue: Bool

    public init(key: String, defaultValue: Bool) {
        self.key = key
        self.defaultValue = defaultValue
    }

    public var description: String { key }
}

extension FeatureFlag {
    /// Show "watch next" suggestions built from the watchlist.
    public static let watchNext = FeatureFlag(key: "watch-next", defaultValue: true)
    /// Show the editorial feed.
    public static let feed = FeatureFlag(key: "feed", defaultValue: true)
    /// Search the catalogue from the command line; still being tried out.
    public static let search = FeatureFlag(key: "search", defaultValue: false)
}

/// The port every caller asks for flags; implementations live outside the platform package.
public protocol FeatureFlagProviding: Sendable {
    func isEnabled(_ flag: FeatureFlag) -> Bool
}
