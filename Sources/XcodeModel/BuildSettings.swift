import ArchCore

/// The build settings of one target in one configuration, as layers Xcode stacks (lowest first):
/// the project's `.xcconfig`, the project's settings, the target's `.xcconfig`, the target's
/// settings. A later layer overrides an earlier one; `$(inherited)` is the value below.
public struct BuildSettings: Hashable, Sendable {
    public struct Layer: Hashable, Sendable {
        public var values: [String: String]
        /// Where the values are written: the configuration object, or the `.xcconfig` file.
        public var location: SourceLocation

        public init(values: [String: String], location: SourceLocation) {
            self.values = values
            self.location = location
        }
    }

    public var layers: [Layer]
    /// Values Xcode defines itself: `TARGET_NAME`, `PROJECT_NAME`, `CONFIGURATION`.
    public var builtIn: [String: String]

    public init(layers: [Layer] = [], builtIn: [String: String] = [:]) {
        self.layers = layers
        self.builtIn = builtIn
    }

    /// Defaults Xcode gives settings no layer sets.
    private static let defaults = ["PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)"]

    /// The module name: `PRODUCT_MODULE_NAME` expanded and made a C99 identifier.
    public func moduleName() -> Result<String, ExpansionError> {
        resolve("PRODUCT_MODULE_NAME").map(Self.c99Identifier)
    }

    /// The expanded value of `key`.
    public func resolve(_ key: String) -> Result<String, ExpansionError> {
        do {
            return .success(try value(of: key, below: layers.count, depth: 0))
        } catch {
            return .failure(error)
        }
    }

    /// Why a setting could not be expanded, and where the value that failed is written.
    public struct ExpansionError: Error, Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?
    }

    private func value(of key: String, below top: Int, depth: Int) throws(ExpansionError) -> String {
        guard depth < 32 else { throw ExpansionError(message: "'$(\(key))' refers to itself through other settings", location: nil) }
        for index in stride(from: top - 1, through: 0, by: -1) {
            guard let raw = layers[index].values[key] else { continue }
            do {
                return try expand(raw, key: key, layer: index, depth: depth + 1)
            } catch {
                var located = error
                if located.location == nil { located.location = layers[index].location }
                throw located
            }
        }
        if let value = builtIn[key] { return value }
        if let raw = Self.defaults[key] { return try expand(raw, key: key, layer: 0, depth: depth + 1) }
        throw ExpansionError(message: "'$(\(key))' is set nowhere archlint reads (project, target or .xcconfig)", location: nil)
    }

    /// Expands `$(NAME)`, `${NAME}` and `$(NAME:modifier)` in `raw`, the value of `key` at `layer`.
    private func expand(_ raw: String, key: String, layer: Int, depth: Int) throws(ExpansionError) -> String {
        var result = ""
        var rest = Substring(raw)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = Self.matching(close, in: rest, from: rest.index(after: after)) else {
                throw ExpansionError(message: "unbalanced '$\(rest[after])' in '\(raw)'", location: nil)
            }
            let inner = try expand(String(rest[rest.index(after: after)..<end]), key: key, layer: layer, depth: depth + 1)
            var parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let name = parts.removeFirst()
            var value: String
            if name == "inherited" {
                value = try inherited(key, below: layer, depth: depth)
            } else if parts.contains(where: { $0.hasPrefix("default=") }) {
                // A default stands in for a value that is empty or set nowhere.
                value = (try? self.value(of: name, below: layers.count, depth: depth)) ?? ""
            } else {
                value = try self.value(of: name, below: layers.count, depth: depth)
            }
            for modifier in parts { value = try Self.apply(modifier, to: value, in: raw) }
            result += value
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private func inherited(_ key: String, below layer: Int, depth: Int) throws(ExpansionError) -> String {
        do {
            return try value(of: key, below: layer, depth: depth + 1)
        } catch {
            return ""
        }
    }

    private static func matching(_ close: Character, in text: Substring, from start: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = start
        while index < text.endIndex {
            let character = text[index]
            if character == "(" || character == "{" { depth += 1 }
            if character == ")" || character == "}" {
                if depth == 0 { return character == close ? index : nil }
                depth -= 1
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func apply(_ modifier: String, to value: String, in raw: String) throws(ExpansionError) -> String {
        switch modifier {
        case "c99extidentifier", "identifier": return c99Identifier(value)
        case "rfc1034identifier": return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "base":
            let file = value.split(separator: "/").last.map(String.init) ?? value
            return file.firstIndex(of: ".").map { String(file[..<$0]) } ?? file
        case "file": return value.split(separator: "/").last.map(String.init) ?? value
        default:
            if modifier.hasPrefix("default=") { return value.isEmpty ? String(modifier.dropFirst(8)) : value }
            throw ExpansionError(message: "unknown modifier ':\(modifier)' in '\(raw)'", location: nil)
        }
    }

    /// What `:c99extidentifier` makes of a name: every character but letters, digits and `_`
    /// becomes `_`, and a leading digit gets a `_` before it.
    public static func c99Identifier(_ name: String) -> String {
        var result = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.isEmpty ? "_" : result
    }
}
