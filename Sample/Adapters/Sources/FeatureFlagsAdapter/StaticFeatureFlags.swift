import FeatureFlags

/// Feature flags fixed at launch: explicit values win, every other flag keeps its default.
///
/// A remote-config implementation would conform to the same platform port; nothing else in
/// the app would change.
public struct StaticFeatureFlags: FeatureFlagProviding {
    private let values: [String: Bool]

    public init(_ values: [String: Bool] = [:]) {
        self.values = values
    }

    /// Reads `--enable <key>` and `--disable <key>` pairs, e.g. from the command line; other
    /// arguments are ignored.
    public init(arguments: [String]) {
        var values: [String: Bool] = [:]
        for (option, key) in zip(arguments, arguments.dropFirst()) {
            if option == "--enable" { values[key] = true }
            if option == "--disable" { values[key] = false }
        }
        self.init(values)
    }

    public func isEnabled(_ flag: FeatureFlag) -> Bool {
        values[flag.key] ?? flag.defaultValue
    }
}
