/// The declarations that fill a generated file. Never compiled, but written to look and weigh like
/// real code: doc comments, stored properties, switches, guards, multi-line strings.
enum SourceBlocks {
    /// Blocks appended to `lines` until the file reaches a length drawn between 30 and 120 lines,
    /// numbered from `firstIndex` (0 to declare `type` first).
    static func fill(_ lines: inout [String], type: String, firstIndex: Int, random: inout SeededRandom) {
        let budget = random.inRange(30...120)
        var index = firstIndex
        while lines.count < budget {
            lines += block(kind: random.below(4), type: type, index: index, random: &random)
            lines.append("")
            index += 1
        }
    }

    /// The first block of a file declares its main type; later ones extend it.
    static func block(kind: Int, type: String, index: Int, random: inout SeededRandom) -> [String] {
        if index == 0 { return structure(type, random: &random) }
        switch kind {
        case 0, 1: return function(type, index: index, random: &random)
        case 2: return enumeration(type + "Phase\(index)", random: &random)
        default: return notes(type, index: index)
        }
    }

    private static func structure(_ type: String, random: inout SeededRandom) -> [String] {
        let fields = random.sample(properties, count: random.inRange(2...5))
        var lines = [
            "/// The \(type) value as this module sees it.", "///",
            "/// Values are immutable: make a copy with the fields changed instead.",
            "public struct \(type): Sendable, Equatable {",
        ]
        lines += fields.map { "    public var \($0.name): \($0.type)" }
        lines += ["", "    public init(" + fields.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ") {"]
        lines += fields.map { "        self.\($0.name) = \($0.name)" }
        return lines + ["    }", "}"]
    }

    private static func function(_ type: String, index: Int, random: inout SeededRandom) -> [String] {
        let limit = random.inRange(2...64)
        return [
            "extension \(type) {",
            "    /// Whether the value may be shown, given at most `limit` pending changes.",
            "    ///",
            "    /// - Parameter limit: the largest number of pending changes accepted.",
            "    /// - Returns: `true` when the value is ready.",
            "    public func isReady\(index)(limit: Int = \(limit)) -> Bool {",
            "        guard limit > 0 else { return false }",
            "        let threshold = limit / 2 + \(random.below(10))",
            "        let pending = [\(random.below(9)), \(random.below(9)), \(random.below(9))].filter { $0 > 0 }",
            "        return pending.count <= threshold",
            "    }",
            "}",
        ]
    }

    private static func enumeration(_ name: String, random: inout SeededRandom) -> [String] {
        let cases = random.sample(phases, count: random.inRange(3...5))
        var lines = ["/// The states a value goes through, in order.", "public enum \(name): String, Sendable, CaseIterable {"]
        lines += cases.map { "    case \($0)" }
        lines += ["", "    /// A short label for logs.", "    public var label: String {", "        switch self {"]
        lines += cases.map { "        case .\($0): \"\($0.prefix(1).uppercased() + $0.dropFirst())\"" }
        return lines + ["        }", "    }", "}"]
    }

    private static func notes(_ type: String, index: Int) -> [String] {
        [
            "// MARK: - Diagnostics",
            "",
            "extension \(type) {",
            "    /* Kept for support tickets: the message names the sync step on purpose. */",
            "    static let hint\(index) = \"Run the sync again after fixing the file.\"",
            "    static let steps\(index) = \"\"\"",
            "        1. open the file",
            "        2. sync it",
            "        \"\"\"",
            "}",
        ]
    }

    /// The word `import` in a string and a block comment after the declarations: a scanner must
    /// not take it for an import (1% to 5% of files in real code mention the word like this).
    static func importWord(_ type: String) -> [String] {
        [
            "extension \(type) {",
            "    /* Shown when the data import fails. */",
            "    static let importHint = \"Run the import again after fixing the file.\"",
            "}",
        ]
    }

    private static let properties: [(name: String, type: String)] = [
        ("id", "String"), ("title", "String"), ("count", "Int"), ("updatedAt", "Date"), ("isArchived", "Bool"),
        ("tags", "[String]"), ("score", "Double"), ("note", "String?"), ("createdAt", "Date"), ("owner", "String"),
    ]
    private static let phases = ["draft", "pending", "active", "paused", "closed", "archived", "failed"]
}
