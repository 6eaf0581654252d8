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
        var expansion = Expansion()
        do {
            return .success(try value(of: key, below: layers.count, &expansion))
        } catch {
            return .failure(error)
        }
    }

    /// Settings may refer to settings that each refer to others twice (`A = $(B)$(B)`, `B =
    /// $(C)$(C)`, ...): 25 such levels in a project file took 62 s and 650 MB, 30 would take
    /// hours. No real setting comes near these bounds.
    public static let maximumDepth = 32
    public static let maximumExpansions = 10_000
    public static let maximumLength = 4_096

    /// One resolution's progress: the settings being expanded (a setting met again among them
    /// refers to itself), and the expansions made so far.
    private struct Expansion {
        var open: [(key: String, top: Int)] = []
        var count = 0
        /// `$(` open inside one another in the value being expanded (`$(NAME_$(FLAVOR))`).
        var nesting = 0
    }

    private static func bound(_ message: String) -> ExpansionError {
        ExpansionError(message: message, location: nil, isBound: true)
    }

    /// Why a setting could not be expanded, and where the value that failed is written.
    public struct ExpansionError: Error, Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?
        /// Past one of the bounds: no default or `$(inherited)` stands in for it.
        var isBound = false
    }

    private func value(of key: String, below top: Int, _ expansion: inout Expansion) throws(ExpansionError) -> String {
        if expansion.open.contains(where: { $0.key == key && $0.top == top }) {
            throw ExpansionError(message: "'$(\(key))' refers to itself through other settings", location: nil)
        }
        guard expansion.open.count < Self.maximumDepth else {
            throw Self.bound("'$(\(key))' nests more than \(Self.maximumDepth) settings deep")
        }
        expansion.count += 1
        guard expansion.count <= Self.maximumExpansions else {
            throw Self.bound("'$(\(key))' takes more than \(Self.maximumExpansions) expansions (settings that refer to others many times over)")
        }
        expansion.open.append((key, top))
        defer { expansion.open.removeLast() }
        for index in stride(from: top - 1, through: 0, by: -1) {
            guard let raw = layers[index].values[key] else { continue }
            do {
                return try expand(raw, key: key, layer: index, &expansion)
            } catch {
                var located = error
                if located.location == nil { located.location = layers[index].location }
                throw located
            }
        }
        if let value = builtIn[key] { return value }
        if let raw = Self.defaults[key] { return try expand(raw, key: key, layer: 0, &expansion) }
        throw ExpansionError(message: "'$(\(key))' is set nowhere archlint reads (project, target or .xcconfig)", location: nil)
    }

    /// Expands `$(NAME)`, `${NAME}` and `$(NAME:modifier)` in `raw`, the value of `key` at `layer`.
    private func expand(_ raw: String, key: String, layer: Int, _ expansion: inout Expansion) throws(ExpansionError) -> String {
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
                throw ExpansionError(message: "unbalanced '$\(rest[after])' in '\(excerpt: raw)'", location: nil)
            }
            expansion.nesting += 1
            guard expansion.nesting <= Self.maximumDepth else {
                throw Self.bound("'$(\(key))' has '$(' nested more than \(Self.maximumDepth) deep")
            }
            let inner = try expand(String(rest[rest.index(after: after)..<end]), key: key, layer: layer, &expansion)
            expansion.nesting -= 1
            var parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let name = parts.removeFirst()
            var value: String
            if name == "inherited" {
                value = try inherited(key, below: layer, &expansion)
            } else if parts.contains(where: { $0.hasPrefix("default=") }) {
                // A default stands in for a value that is empty or set nowhere.
                do {
                    value = try self.value(of: name, below: layers.count, &expansion)
                } catch where !error.isBound {
                    value = ""
                }
            } else {
                value = try self.value(of: name, below: layers.count, &expansion)
            }
            for modifier in parts { value = try Self.apply(modifier, to: value, in: raw) }
            result += value
            guard result.utf8.count <= Self.maximumLength else {
                throw Self.bound("'$(\(key))' expands to more than \(Self.maximumLength) bytes")
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// The value below `layer`; empty when none is set (or it cannot be expanded), but past a bound
    /// the resolution stops.
    private func inherited(_ key: String, below layer: Int, _ expansion: inout Expansion) throws(ExpansionError) -> String {
        do {
            return try value(of: key, below: layer, &expansion)
        } catch where !error.isBound {
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
            throw ExpansionError(message: "unknown modifier ':\(excerpt: modifier)' in '\(excerpt: raw)'", location: nil)
        }
    }

    /// What `:c99extidentifier` makes of a name: every character but letters, digits and `_`
    /// becomes `_`, and a leading digit gets a `_` before it.
    public static func c99Identifier(_ name: String) -> String { ModuleID.c99Identifier(name) }
}
