import ArchCore

/// A name written in a rule's `from`, `to`, `modules`, `layers` or `among`: a component's name,
/// else a module name (glob allowed).
public struct RuleReference: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var location: SourceLocation
    /// Where in the configuration it is, e.g. `rules[2].to`, for problem messages.
    public var path: String

    public init(name: String, location: SourceLocation, path: String) {
        self.name = name
        self.location = location
        self.path = path
    }

    /// The name in quotes, as messages show it.
    public var description: String { "'\(name)'" }
}

extension ConfigDecoder {
    /// One reference or a list of them.
    func references(_ node: ConfigNode, path: String) -> [RuleReference]? {
        guard let items = strings(node, path: path) else { return nil }
        return items.map { RuleReference(name: $0.value, location: $0.location, path: path) }
    }
}

extension [RuleReference] {
    /// `'a', 'b'` or `(none)`.
    var quotedList: String {
        isEmpty ? "(none)" : map(\.description).joined(separator: ", ")
    }
}
