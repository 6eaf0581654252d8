import ArchCore
import Yams

/// A YAML value of an XcodeGen spec, with where it is written (the file it came from, after
/// `include:`s are merged).
struct SpecNode {
    indirect enum Value {
        case null
        case scalar(String)
        case sequence([SpecNode])
        case mapping([Entry])
    }

    struct Entry {
        var key: String
        var keyLocation: SourceLocation
        var value: SpecNode
    }

    var value: Value
    var location: SourceLocation

    var string: String? {
        if case .scalar(let text) = value { return text }
        return nil
    }

    var entries: [Entry] {
        if case .mapping(let entries) = value { return entries }
        return []
    }

    var items: [SpecNode] {
        if case .sequence(let items) = value { return items }
        return []
    }

    var isMapping: Bool {
        if case .mapping = value { return true }
        return false
    }

    subscript(key: String) -> SpecNode? { entries.last { $0.key == key }?.value }

    /// A scalar, or each scalar of a sequence (XcodeGen accepts both for lists of names).
    var strings: [String] {
        switch value {
        case .scalar(let text): return [text]
        case .sequence(let items): return items.compactMap(\.string)
        default: return []
        }
    }

    var bool: Bool? {
        switch string?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }
}

/// Why a spec file could not be read as YAML, and where.
struct SpecSyntaxError: Error {
    var message: String
    var location: SourceLocation
}

extension SpecNode {
    /// Composes `text` (never constructing Swift values: scalars stay text) into nodes located in
    /// `file`. YAML aliases are expanded, so a few hundred bytes of nested aliases could stand for
    /// billions of nodes: past `nodeLimit` nodes the spec is refused.
    static func compose(_ text: String, file: String) throws(SpecSyntaxError) -> SpecNode {
        var text = text
        var root: Node?
        var renamed = 0
        while true {
            do {
                root = try Yams.compose(yaml: text, .basic, Constructor([:], [:], [:]), .utf8)
                break
            } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) where renamed < duplicateLimit {
                // XcodeGen reads specs with Yams 5.0, which keeps the last of equal keys (Yams
                // refuses them since 5.2): the earlier one is renamed, and left out below.
                guard let earlier = renamingKey(in: text, at: context.mark, as: "\(earlierDuplicate)\(renamed)-") else {
                    throw located(.duplicatedKeysInMapping(duplicates: duplicates, context: context), file: file)
                }
                text = earlier
                renamed += 1
            } catch let error as YamlError {
                throw located(error, file: file)
            } catch {
                throw SpecSyntaxError(message: "'\(file)' is not YAML archlint can read: \(excerpt: "\(error)")", location: SourceLocation(file: file, line: 1, column: 1))
            }
        }
        guard let root else { return SpecNode(value: .null, location: SourceLocation(file: file, line: 1, column: 1)) }
        var budget = nodeLimit
        guard let node = convert(root, file: file, budget: &budget) else {
            throw SpecSyntaxError(
                message: "'\(file)' expands to more than \(nodeLimit) YAML nodes (through aliases, most likely); archlint does not read it",
                location: SourceLocation(file: file, line: 1, column: 1))
        }
        return node
    }

    /// Far more than any real spec (a 1,000-target spec has about 50,000 nodes).
    static let nodeLimit = 250_000

    /// Keys written twice in one mapping that are read the way XcodeGen reads them; past it, the
    /// spec is refused (each costs a parse of the whole spec).
    static let duplicateLimit = 100

    /// What an earlier one of equal keys is renamed to (with a number); such keys are left out.
    private static let earlierDuplicate = "x-archlint-earlier-duplicate-"

    /// `text` with `prefix` written before the key at `mark` (libyaml counts columns in Unicode
    /// scalars); `nil` when the mark is not in the text, or names no key written there (one
    /// that comes through an alias or a merge).
    private static func renamingKey(in text: String, at mark: Mark, as prefix: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        let line = lines[mark.line - 1].unicodeScalars
        guard mark.column >= 1, mark.column <= line.count else { return nil }
        let at = line.index(line.startIndex, offsetBy: mark.column - 1)
        guard !["*", "<", "?", "&", "!"].contains(line[at]) else { return nil }
        lines[mark.line - 1] = Substring(String(line[..<at]) + prefix + String(line[at...]))
        return lines.joined(separator: "\n")
    }

    private static func convert(_ node: Node, file: String, budget: inout Int) -> SpecNode? {
        budget -= 1
        guard budget > 0 else { return nil }
        let location = Self.location(node.mark, file: file)
        switch node {
        case .scalar(let scalar):
            let plain = scalar.style == .plain || scalar.style == .any
            if plain, ["", "~", "null", "Null", "NULL"].contains(scalar.string) { return SpecNode(value: .null, location: location) }
            return SpecNode(value: .scalar(scalar.string), location: location)
        case .sequence(let sequence):
            var items: [SpecNode] = []
            for item in sequence {
                guard let converted = convert(item, file: file, budget: &budget) else { return nil }
                items.append(converted)
            }
            return SpecNode(value: .sequence(items), location: location)
        case .mapping(let mapping):
            // XcodeGen reads specs with Yams' constructor, which applies merge keys (`<<: *base`).
            var entries: [(entry: Entry, isMerged: Bool)] = []
            for (key, value) in mapping where !(key.string?.hasPrefix(earlierDuplicate) ?? false) {
                guard let converted = convert(value, file: file, budget: &budget) else { return nil }
                if key.string == "<<", key.scalar?.style == .plain || key.scalar?.style == .any, let merged = merged(converted) {
                    entries += merged.map { ($0, true) }
                } else {
                    entries.append((Entry(key: key.string ?? "\(key)", keyLocation: Self.location(key.mark, file: file), value: converted), false))
                }
            }
            // A key written in the mapping wins over a merged one; of merged ones, the first.
            let written = Set(entries.filter { !$0.isMerged }.map(\.entry.key))
            var kept: Set<String> = []
            let resolved = entries.filter { entry, isMerged in
                !isMerged || (!written.contains(entry.key) && kept.insert(entry.key).inserted)
            }
            return SpecNode(value: .mapping(resolved.map(\.entry)), location: location)
        case .alias(let alias):
            return SpecNode(value: .scalar(alias.anchor.rawValue), location: location)
        }
    }

    /// The entries a merge key's value (`*base`, `[*a, *b]`) brings; `nil` when it is not a
    /// mapping or a list of mappings (the key is then kept as written, and is unknown).
    private static func merged(_ value: SpecNode) -> [Entry]? {
        let mappings: [SpecNode] = if case .sequence(let items) = value.value { items } else { [value] }
        var entries: [Entry] = []
        for mapping in mappings {
            guard case .mapping(let merged) = mapping.value else { return nil }
            entries += merged
        }
        return entries
    }

    private static func location(_ mark: Mark?, file: String) -> SourceLocation {
        SourceLocation(file: file, line: max(mark?.line ?? 1, 1), column: max(mark?.column ?? 1, 1))
    }

    private static func located(_ error: YamlError, file: String) -> SpecSyntaxError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return SpecSyntaxError(message: "'\(file)' is not valid YAML: \(problem)", location: location(mark, file: file))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return SpecSyntaxError(
                message: "'\(file)' is not valid YAML: duplicate key \(duplicates.map { "'\(excerpt: $0)'" }.joined(separator: ", "))",
                location: location(context.mark, file: file))
        case .reader(let problem, _, _, _):
            return SpecSyntaxError(message: "'\(file)' is not valid YAML: \(problem)", location: SourceLocation(file: file, line: 1, column: 1))
        default:
            // Yams' own description of an error quotes the spec's lines.
            let said = "\(error)".split(separator: "\n").first.map(String.init) ?? ""
            return SpecSyntaxError(message: "'\(file)' is not valid YAML: \(excerpt: said)", location: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}

extension SpecNode {
    /// XcodeGen's merge: mappings merge key by key (a key written `name:REPLACE` replaces), sequences
    /// append, anything else is replaced by `other`.
    func merged(with other: SpecNode) -> SpecNode {
        switch (value, other.value) {
        case (.mapping(let base), .mapping(let top)):
            var result = base
            for entry in top {
                var entry = entry
                let replaces = entry.key.hasSuffix(":REPLACE")
                if replaces { entry.key = String(entry.key.dropLast(":REPLACE".count)) }
                if let index = result.lastIndex(where: { $0.key == entry.key }) {
                    result[index].value = replaces ? entry.value : result[index].value.merged(with: entry.value)
                    result[index].keyLocation = entry.keyLocation
                } else {
                    result.append(entry)
                }
            }
            return SpecNode(value: .mapping(result), location: other.location)
        case (.sequence(let base), .sequence(let top)):
            return SpecNode(value: .sequence(base + top), location: other.location)
        default:
            return other
        }
    }

    /// The nodes of this tree, itself included.
    var nodeCount: Int {
        switch value {
        case .null, .scalar: 1
        case .sequence(let items): items.reduce(1) { $0 + $1.nodeCount }
        case .mapping(let entries): entries.reduce(1) { $0 + 1 + $1.value.nodeCount }
        }
    }

    /// The same node with `transform` applied to every scalar.
    func mapScalars(_ transform: (String) -> String) -> SpecNode {
        switch value {
        case .null: return self
        case .scalar(let text): return SpecNode(value: .scalar(transform(text)), location: location)
        case .sequence(let items): return SpecNode(value: .sequence(items.map { $0.mapScalars(transform) }), location: location)
        case .mapping(let entries):
            return SpecNode(
                value: .mapping(entries.map { Entry(key: transform($0.key), keyLocation: $0.keyLocation, value: $0.value.mapScalars(transform)) }),
                location: location)
        }
    }

    /// Sets the value of `key` (a mapping only).
    func setting(_ key: String, to node: SpecNode) -> SpecNode {
        guard case .mapping(var entries) = value else { return self }
        if let index = entries.lastIndex(where: { $0.key == key }) {
            entries[index].value = node
        } else {
            entries.append(Entry(key: key, keyLocation: node.location, value: node))
        }
        return SpecNode(value: .mapping(entries), location: location)
    }

    /// The mapping without `key`.
    func removing(_ key: String) -> SpecNode {
        guard case .mapping(let entries) = value else { return self }
        return SpecNode(value: .mapping(entries.filter { $0.key != key }), location: location)
    }
}
