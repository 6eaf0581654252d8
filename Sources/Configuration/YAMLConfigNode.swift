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
            // Scalars are read by their text and style, never by their resolved tag, so the basic
            // resolver (no tags) gives the same tree without building the default resolver's regular
            // expressions, which took about a millisecond of every run. Composing never constructs
            // Swift values, so an empty constructor spares building the default one's tables.
            // The encoding is named: Yams' default reads the environment, and with
            // YAMS_DEFAULT_ENCODING set it prints a line to standard output, in every report.
            root = try Yams.compose(yaml: yaml, .basic, Constructor([:], [:], [:]), .utf8)
        } catch {
            throw located(error, file: file, columns: columns)
        }
        guard let root else { return ConfigNode(.null, location: SourceLocation(file: file, line: 1, column: 1)) }
        var budget = AliasBudget()
        return try convert(root, file: file, columns: columns, budget: &budget)
    }

    /// What aliases add: a node is counted when its place in the text was met before (Yams hands
    /// an alias out as a copy of its anchor's nodes, marks included). What is written out costs
    /// nothing here, however long: 20,000 rules are read, a bomb of aliases is not.
    struct AliasBudget {
        var left = maximumNodes
        var seen: Set<Int> = []

        /// Counts `mark`; false once aliases repeated more than ``maximumNodes`` values.
        mutating func count(_ mark: Mark?) -> Bool {
            guard let mark else { return true }
            if seen.insert(mark.line << 24 | mark.column).inserted { return true }
            left -= 1
            return left >= 0
        }
    }

    /// The most values YAML aliases may add to a configuration. Real ones add a few; aliases can
    /// make a few hundred bytes expand to billions (seven levels of ten aliases: 10^7 scalars).
    static let maximumNodes = 100_000

    private static func convert(
        _ node: Node, file: String, columns: ColumnConverter, budget: inout AliasBudget
    ) throws(ConfigurationError) -> ConfigNode {
        let location = columns.location(node.mark, file: file)
        guard budget.count(node.mark) else {
            throw ConfigurationError(
                "YAML aliases add more than \(maximumNodes) values to the configuration (each alias, *name, repeats "
                    + "what its anchor, &name, holds); write the lists out or use fewer aliases",
                at: location)
        }
        switch node {
        case .scalar(let scalar):
            let plain = scalar.style == .plain || scalar.style == .any
            if plain, ["", "~", "null", "Null", "NULL"].contains(scalar.string) {
                return ConfigNode(.null, location: location)
            }
            return ConfigNode(.scalar(scalar.string, isPlain: plain), location: location)
        case .sequence(let sequence):
            var items: [ConfigNode] = []
            for item in sequence { items.append(try convert(item, file: file, columns: columns, budget: &budget)) }
            return ConfigNode(.sequence(items), location: location)
        case .mapping(let mapping):
            var entries: [(entry: ConfigEntry, isMerged: Bool)] = []
            for (key, value) in mapping {
                let converted = try convert(value, file: file, columns: columns, budget: &budget)
                let keyLocation = columns.location(key.mark, file: file)
                if key.string == "<<", key.scalar?.style == .plain || key.scalar?.style == .any {
                    entries += try merged(converted, at: keyLocation).map { ($0, true) }
                } else {
                    entries.append((ConfigEntry(key: key.string ?? "\(key)", keyLocation: keyLocation, value: converted), false))
                }
            }
            // A key written in the mapping wins over a merged one; of merged ones, the first.
            let written = Set(entries.filter { !$0.isMerged }.map(\.entry.key))
            var kept: Set<String> = []
            let resolved = entries.filter { entry, isMerged in
                !isMerged || (!written.contains(entry.key) && kept.insert(entry.key).inserted)
            }
            return ConfigNode(.mapping(resolved.map(\.entry)), location: location)
        case .alias(let alias):
            // Yams resolves aliases while composing; an unresolved one is kept as its anchor's name.
            return ConfigNode(.scalar(alias.anchor.rawValue, isPlain: false), location: location)
        }
    }

    /// The entries a YAML merge key (`<<: *base`, `<<: [*a, *b]`) brings.
    private static func merged(_ value: ConfigNode, at location: SourceLocation) throws(ConfigurationError) -> [ConfigEntry] {
        let mappings: [ConfigNode] = if case .sequence(let items) = value.value { items } else { [value] }
        var entries: [ConfigEntry] = []
        for mapping in mappings {
            guard case .mapping(let merged) = mapping.value else {
                throw ConfigurationError("'<<' (a YAML merge key) takes a mapping or a list of mappings, such as *base", at: location)
            }
            entries += merged
        }
        return entries
    }

    /// The first line of an error's description, as an excerpt: Yams' descriptions quote the file's lines.
    private static func firstLine(of error: any Error) -> String {
        Excerpt.of("\(error)".split(separator: "\n").first ?? "")
    }

    private static func located(_ error: any Error, file: String, columns: ColumnConverter) -> ConfigurationError {
        guard let error = error as? YamlError else {
            return ConfigurationError("invalid YAML: \(Self.firstLine(of: error))", at: SourceLocation(file: file, line: 1, column: 1))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let while_ = context.map { " (\($0.text) at line \($0.mark.line))" } ?? ""
            // An unquoted glob such as *Domain reads as a YAML alias.
            var hint = problem.contains("undefined alias") ? "; quote values that start with '*', e.g. \"*Domain\"" : ""
            if problem.contains("cannot start any token"), columns.hasTab(onLine: mark.line) {
                hint += "; YAML indents with spaces, never tabs"
            }
            return ConfigurationError("invalid YAML: \(problem)\(while_)\(hint)", at: columns.location(mark, file: file))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\(excerpt: $0)'" }.joined(separator: ", ")
            let first = context.mark
            let line = duplicates.first.flatMap { columns.repetition(of: $0, after: first) } ?? first.line
            return ConfigurationError(
                "duplicate key \(keys) (first written at line \(first.line))",
                at: columns.location(line: line, column: first.column, file: file))
        case .reader(let problem, _, _, _):
            return ConfigurationError("cannot read the configuration as YAML: \(problem)", at: SourceLocation(file: file, line: 1, column: 1))
        default:
            return ConfigurationError("invalid YAML: \(Self.firstLine(of: error))", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}

/// libyaml counts columns in Unicode scalars; archlint's locations count UTF-8 bytes, as the
/// compiler's do. Lines end at LF, CRLF or CR, as libyaml's. Works on the bytes: one pass to find
/// the lines, and a location is its line's bytes walked up to the column (at once when the line
/// is ASCII).
struct ColumnConverter {
    private let bytes: [UInt8]
    /// The offset of each line's first byte.
    private let starts: [Int]
    /// The offset just past each line's last byte (before its line break).
    private let ends: [Int]
    /// Whether each line is ASCII, where scalars and bytes count alike.
    private let ascii: [Bool]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        var ends: [Int] = []
        var ascii: [Bool] = []
        var lineIsASCII = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                ends.append(index)
                ascii.append(lineIsASCII)
                lineIsASCII = true
                index += byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                starts.append(index)
            } else {
                if byte >= 0x80 { lineIsASCII = false }
                index += 1
            }
        }
        ends.append(bytes.count)
        ascii.append(lineIsASCII)
        (self.starts, self.ends, self.ascii) = (starts, ends, ascii)
    }

    private var lineCount: Int { starts.count }

    /// The 0-based line's text, without its line break.
    private func text(ofLine index: Int) -> String {
        String(decoding: bytes[starts[index]..<ends[index]], as: UTF8.self)
    }

    /// Whether the 1-based line holds a tab.
    func hasTab(onLine line: Int) -> Bool {
        line >= 1 && line <= lineCount && bytes[starts[line - 1]..<ends[line - 1]].contains(UInt8(ascii: "\t"))
    }

    /// The line where a block mapping key is written again below its first occurrence (same column).
    func repetition(of key: String, after first: Mark) -> Int? {
        guard first.line >= 1, first.line < lineCount else { return nil }
        for line in first.line..<lineCount {
            let scalars = Array(text(ofLine: line).unicodeScalars)
            let indent = first.column - 1
            guard scalars.count > indent, scalars[..<indent].allSatisfy({ $0 == " " || $0 == "-" }) else { continue }
            let rest = String(String.UnicodeScalarView(scalars[indent...]))
            for spelling in [key, "\"\(key)\"", "'\(key)'"] where rest.hasPrefix(spelling) {
                let after = rest.dropFirst(spelling.count).drop { $0 == " " }
                if after.hasPrefix(":") { return line + 1 }
            }
        }
        return nil
    }

    func location(_ mark: Mark?, file: String) -> SourceLocation {
        guard let mark else { return SourceLocation(file: file, line: 1, column: 1) }
        return location(line: mark.line, column: mark.column, file: file)
    }

    /// `column` counts scalars (libyaml's); the location's column counts bytes.
    func location(line: Int, column: Int, file: String) -> SourceLocation {
        guard line >= 1, line <= lineCount else {
            return SourceLocation(file: file, line: max(line, 1), column: max(column, 1))
        }
        let (start, end) = (starts[line - 1], ends[line - 1])
        let scalars = max(column - 1, 0)
        if ascii[line - 1] { return SourceLocation(file: file, line: line, column: min(scalars, end - start) + 1) }
        var offset = start
        var counted = 0
        while offset < end, counted < scalars {
            offset += 1
            // A scalar's continuation bytes are 10xxxxxx.
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            counted += 1
        }
        return SourceLocation(file: file, line: line, column: offset - start + 1)
    }
}
