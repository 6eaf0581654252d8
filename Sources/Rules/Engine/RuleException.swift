import ArchCore

/// An `except:` entry of a rule: edges or files the rule lets through, with the reason why.
public struct RuleException: Hashable, Sendable {
    /// Where the edge starts: component names, else module names (globs allowed); empty for any.
    public var from: [RuleReference]
    /// Where the edge ends, likewise; empty for any.
    public var to: [RuleReference]
    /// A path glob relative to the root: the importing file (or `Package.swift` of a declaration).
    public var file: String?
    /// Why the exception exists; required.
    public var because: String
    /// The entry in the configuration, where an unused exception is reported.
    public var location: SourceLocation?

    public init(
        from: [RuleReference] = [], to: [RuleReference] = [], file: String? = nil, because: String,
        location: SourceLocation? = nil
    ) {
        self.from = from
        self.to = to
        self.file = file
        self.because = because
        self.location = location
    }

    /// `from 'A' to 'B'`, `in 'Sources/Legacy/**'`: how messages name it.
    public var summary: String {
        var parts: [String] = []
        if !from.isEmpty { parts.append("from \(from.quotedList)") }
        if !to.isEmpty { parts.append("to \(to.quotedList)") }
        if let file { parts.append("in '\(file)'") }
        return parts.joined(separator: " ")
    }

    static let keys = ["from", "to", "file", "because"]

    /// Reads the `except:` list; `nil` after reporting a problem.
    static func decodeList(_ node: ConfigNode, path: String, decoder: ConfigDecoder) -> [RuleException]? {
        let items = Architecture.items(node, path: path, decoder: decoder)
        let decoded = items.enumerated().map { index, item in decode(item, path: "\(path)[\(index)]", decoder: decoder) }
        return decoded.contains { $0 == nil } ? nil : decoded.compactMap { $0 }
    }

    private static func decode(_ node: ConfigNode, path: String, decoder: ConfigDecoder) -> RuleException? {
        guard let mapping = decoder.mapping(node, path: path, keys: keys) else { return nil }
        var valid = true
        let because = decoder.required(mapping, "because").flatMap { decoder.string($0, path: mapping.path("because")) }
        if let because, because.allSatisfy(\.isWhitespace) {
            decoder.report("\(mapping.path("because")): must say why the exception exists", at: mapping["because"]?.location)
            valid = false
        }
        var exception = RuleException(because: because ?? "", location: node.location)
        if let value = mapping["from"] {
            if let from = decoder.references(value, path: mapping.path("from")) { exception.from = from } else { valid = false }
        }
        if let value = mapping["to"] {
            if let to = decoder.references(value, path: mapping.path("to")) { exception.to = to } else { valid = false }
        }
        if let value = mapping["file"] {
            if let file = decoder.string(value, path: mapping.path("file")) { exception.file = file } else { valid = false }
        }
        if mapping["from"] == nil, mapping["to"] == nil, mapping["file"] == nil {
            decoder.report("\(path): an exception needs 'from', 'to' or 'file' (or several)", at: node.location)
            valid = false
        }
        return valid && because != nil ? exception : nil
    }
}
