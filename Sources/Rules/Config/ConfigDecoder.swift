import ArchCore

/// Reads a `ConfigNode` tree and collects every problem instead of stopping at the first, so a user
/// fixes the whole file in one go. Each read returns `nil` after reporting what was wrong.
final class ConfigDecoder {
    private(set) var problems: [ConfigurationProblem] = []

    func report(_ message: String, at location: SourceLocation?) {
        problems.append(ConfigurationProblem(message: message, location: location))
    }

    /// How messages name a place; the root has the empty path.
    func label(_ path: String) -> String { path.isEmpty ? "top level" : path }

    /// The node as a mapping with only `keys` allowed; unknown and duplicate keys are reported
    /// (and left out), the rest is still usable.
    func mapping(_ node: ConfigNode, path: String, keys: [String]) -> ConfigMapping? {
        guard case .mapping(let entries) = node.value else {
            report("\(label(path)): expected a mapping, found \(node.typeName)", at: node.location)
            return nil
        }
        var kept: [ConfigEntry] = []
        var seen: Set<String> = []
        for entry in entries {
            if !seen.insert(entry.key).inserted {
                report("\(label(path)): duplicate key '\(excerpt: entry.key)'", at: entry.keyLocation)
            } else if !keys.isEmpty, !keys.contains(entry.key) {
                let expected = keys.joined(separator: ", ")
                report("\(label(path)): unknown key '\(excerpt: entry.key)'; expected one of: \(expected)", at: entry.keyLocation)
            } else {
                kept.append(entry)
            }
        }
        return ConfigMapping(path: path, location: node.location, entries: kept)
    }

    /// The value of a key that must be there.
    func required(_ mapping: ConfigMapping, _ key: String) -> ConfigNode? {
        guard let node = mapping[key] else {
            report("\(label(mapping.path)): missing required key '\(key)'", at: mapping.location)
            return nil
        }
        return node
    }

    func string(_ node: ConfigNode, path: String) -> String? {
        guard case .scalar(let text, _) = node.value else {
            report("\(path): expected a string, found \(node.typeName)", at: node.location)
            return nil
        }
        return text
    }

    /// A list of strings; a single scalar counts as a list of one.
    func strings(_ node: ConfigNode, path: String) -> [Located<String>]? {
        switch node.value {
        case .scalar(let text, _):
            return [Located(text, node.location)]
        case .sequence(let items):
            let values = items.enumerated().map { index, item in
                string(item, path: "\(path)[\(index)]").map { Located($0, item.location) }
            }
            return values.contains { $0 == nil } ? nil : values.compactMap { $0 }
        default:
            report("\(path): expected a string or a list of strings, found \(node.typeName)", at: node.location)
            return nil
        }
    }

    func bool(_ node: ConfigNode, path: String) -> Bool? {
        if case .scalar(let text, true) = node.value {
            switch text {
            case "true", "True", "TRUE", "yes": return true
            case "false", "False", "FALSE", "no": return false
            default: break
            }
        }
        report("\(path): expected true or false, found \(describe(node))", at: node.location)
        return nil
    }

    func int(_ node: ConfigNode, path: String) -> Int? {
        if case .scalar(let text, true) = node.value, let value = Int(text) { return value }
        report("\(path): expected an integer, found \(describe(node))", at: node.location)
        return nil
    }

    /// The node's value in quotes when it is a scalar, else its type.
    func describe(_ node: ConfigNode) -> String {
        if case .scalar(let text, _) = node.value { return "'\(excerpt: text)'" }
        return node.typeName
    }
}

/// A mapping whose keys were checked; look values up by key.
struct ConfigMapping {
    var path: String
    var location: SourceLocation
    var entries: [ConfigEntry]

    subscript(key: String) -> ConfigNode? {
        entries.first { $0.key == key }?.value
    }

    /// `path.key`, for problem messages about a key's value.
    func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

/// A value with the place it was written.
struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    var value: Value
    var location: SourceLocation

    init(_ value: Value, _ location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
