import ArchCore

/// A YAML-agnostic configuration tree: what the `Configuration` edge builds from the YAML file and
/// what every decoder in `Rules` reads. Each node keeps its location so problems can point at it.
public struct ConfigNode: Sendable {
    public enum Value: Sendable {
        /// A scalar as written; `isPlain` is false when it was quoted (so `"1"` and `1` differ if needed).
        case scalar(String, isPlain: Bool)
        /// `~`, `null` or an empty value.
        case null
        case sequence([ConfigNode])
        /// Keys in the order they are written (duplicates are kept so the decoder can report them).
        case mapping([ConfigEntry])
    }

    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// What a problem message calls this node's type.
    var typeName: String {
        switch value {
        case .scalar: "a scalar"
        case .null: "nothing"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// One `key: value` pair of a mapping.
public struct ConfigEntry: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: ConfigNode

    public init(key: String, keyLocation: SourceLocation, value: ConfigNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
