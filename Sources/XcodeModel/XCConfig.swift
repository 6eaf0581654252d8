import ArchCore

/// An `.xcconfig` file: `KEY = value` lines, `//` comments and `#include "other.xcconfig"`
/// (relative to the file; `#include?` when the file may be missing).
public struct XCConfig: Hashable, Sendable {
    public struct Include: Hashable, Sendable {
        public var path: String
        public var isOptional: Bool
        public var line: Int
    }

    /// Assignments in file order; settings conditioned on a platform or architecture
    /// (`KEY[sdk=iphoneos*]`) are left out: archlint reads the unconditional value.
    public var assignments: [(key: String, value: String, line: Int)]
    public var includes: [Include]

    public static func == (lhs: XCConfig, rhs: XCConfig) -> Bool {
        lhs.includes == rhs.includes && lhs.assignments.elementsEqual(rhs.assignments) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(includes)
        for (key, value, line) in assignments { hasher.combine(key); hasher.combine(value); hasher.combine(line) }
    }

    private static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" || character.isNewline }

    /// `text` without what `isTrimmed` holds for at either end.
    private static func trimmed(_ text: Substring, _ isTrimmed: (Character) -> Bool) -> String {
        guard let first = text.firstIndex(where: { !isTrimmed($0) }), let last = text.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(text[first...last])
    }

    public init(text: String) {
        assignments = []
        includes = []
        // Lines end with LF, CRLF (one Character in Swift, so splitting at "\n" kept a CRLF file
        // one line) or CR, as Xcode reads them.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (offset, rawLine) in lines.enumerated() {
            var line = Substring(rawLine)
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = Self.trimmed(line, Self.isBlank)
            if trimmed.hasPrefix("#include") {
                let optional = trimmed.hasPrefix("#include?")
                let quoted = trimmed.split(separator: "\"", omittingEmptySubsequences: false)
                if quoted.count >= 3 { includes.append(Include(path: String(quoted[1]), isOptional: optional, line: offset + 1)) }
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = Self.trimmed(trimmed[..<equals], Self.isBlank)
            guard !key.isEmpty, !key.contains("["), key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            // A value is trimmed of blanks and of the `;` some files end lines with.
            let value = Self.trimmed(trimmed[trimmed.index(after: equals)...]) { Self.isBlank($0) || $0 == ";" }
            assignments.append((key, value, offset + 1))
        }
    }
}

extension XCConfig {
    /// The settings of the `.xcconfig` at `path` (relative to the root) with what it includes,
    /// each include read before the lines after it, `$(inherited)` replaced by the value before;
    /// `text` gives a file's text (`nil`: missing or unreadable, its settings left out). A file
    /// included twice (or including itself) is read once.
    public static func settings(at path: String, text: (String) -> String?) -> [String: String] {
        struct Open {
            let file: XCConfig
            let folder: String
            var nextInclude = 0
        }
        var values: [String: String] = [:]
        var visited: Set<String> = []
        func open(_ path: String) -> Open? {
            guard visited.insert(path).inserted, let text = text(path) else { return nil }
            return Open(file: XCConfig(text: text), folder: RelativePath.parent(path))
        }
        var stack = [open(path)].compactMap { $0 }
        while let top = stack.last {
            if top.nextInclude < top.file.includes.count {
                stack[stack.count - 1].nextInclude += 1
                let include = top.file.includes[top.nextInclude]
                if let included = RelativePath.join(top.folder, include.path), let opened = open(included) { stack.append(opened) }
                continue
            }
            stack.removeLast()
            for (key, value, _) in top.file.assignments {
                let earlier = values[key]
                values[key] = earlier.map { value.replacingInherited(with: $0) } ?? value
            }
        }
        return values
    }
}

extension String {
    /// The value with `$(inherited)` and `${inherited}` replaced.
    func replacingInherited(with earlier: String) -> String {
        var result = self
        for token in ["$(inherited)", "${inherited}"] {
            while let range = result.firstRange(of: token) { result.replaceSubrange(range, with: earlier) }
        }
        return result
    }
}
