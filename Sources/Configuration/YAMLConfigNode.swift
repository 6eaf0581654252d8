import ArchCore
import Rules
import Yams

/// Turns Yams' node tree into the YAML-agnostic `ConfigNode` the rules decode, and libyaml's errors
/// into located `ConfigurationError`s.
enum YAMLConfigNode {
    static func compose(_ yaml: String, file: String) throws(ConfigurationError) -> ConfigNode {
        let columns = ColumnConverter(yaml)
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw located(error, file: file, columns: columns)
        }
        guard let root else { return ConfigNode(.null, location: SourceLocation(file: file, line: 1, column: 1)) }
        return convert(root, file: file, columns: columns)
    }

    private static func convert(_ node: Node, file: String, columns: ColumnConverter) -> ConfigNode {
        let location = columns.location(node.mark, file: file)
        switch node {
        case .scalar(let scalar):
            let plain = scalar.style == .plain || scalar.style == .any
            if plain, ["", "~", "null", "Null", "NULL"].contains(scalar.string) {
                return ConfigNode(.null, location: location)
            }
            return ConfigNode(.scalar(scalar.string, isPlain: plain), location: location)
        case .sequence(let sequence):
            return ConfigNode(.sequence(sequence.map { convert($0, file: file, columns: columns) }), location: location)
        case .mapping(let mapping):
            let entries = mapping.map { key, value in
                ConfigEntry(
                    key: key.string ?? "\(key)", keyLocation: columns.location(key.mark, file: file),
                    value: convert(value, file: file, columns: columns))
            }
            return ConfigNode(.mapping(entries), location: location)
        case .alias(let alias):
            // Yams resolves aliases while composing; an unresolved one is kept as its anchor's name.
            return ConfigNode(.scalar(alias.anchor.rawValue, isPlain: false), location: location)
        }
    }

    private static func located(_ error: any Error, file: String, columns: ColumnConverter) -> ConfigurationError {
        guard let error = error as? YamlError else {
            return ConfigurationError("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let while_ = context.map { " (\($0.text) at line \($0.mark.line))" } ?? ""
            return ConfigurationError("invalid YAML: \(problem)\(while_)", at: columns.location(mark, file: file))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return ConfigurationError("duplicate key \(keys)", at: columns.location(context.mark, file: file))
        case .reader(let problem, _, _, _):
            return ConfigurationError("cannot read the configuration as YAML: \(problem)", at: SourceLocation(file: file, line: 1, column: 1))
        default:
            return ConfigurationError("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}

/// libyaml counts columns in Unicode scalars; archlint's locations count UTF-8 bytes, like the compiler.
struct ColumnConverter {
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    func location(_ mark: Mark?, file: String) -> SourceLocation {
        guard let mark else { return SourceLocation(file: file, line: 1, column: 1) }
        guard mark.line >= 1, mark.line <= lines.count else {
            return SourceLocation(file: file, line: max(mark.line, 1), column: max(mark.column, 1))
        }
        let scalars = lines[mark.line - 1].unicodeScalars.prefix(max(mark.column - 1, 0))
        let bytes = scalars.reduce(0) { $0 + String($1).utf8.count }
        return SourceLocation(file: file, line: mark.line, column: bytes + 1)
    }
}
