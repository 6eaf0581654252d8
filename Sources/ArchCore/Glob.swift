/// A glob over `/`-separated paths or plain names.
///
/// `*` matches within one path component, `**` matches any number of components (including none),
/// `?` one character, `{a,b}` alternatives. A pattern without `/` that is used on paths matches
/// the full path only; write `**/Name` to match anywhere.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let tokens: [Token]

    private enum Token: Hashable, Sendable {
        case literal(Character)
        case star          // * within a component
        case globstar      // `**/`: zero or more whole components
        case anything      // `**` not followed by `/`: any characters, `/` included
        case question
        case alternatives([[Token]])
    }

    /// For the most common pattern, a folder and everything below it (`Sources/App/Domain/**`):
    /// the folder with its `/`, ASCII only, matched byte for byte.
    private let folderPrefix: String?

    public init(_ pattern: String) {
        self.pattern = pattern
        self.tokens = Glob.tokenize(Array(pattern))
        let folder = pattern.hasSuffix("/**") ? pattern.dropLast(2) : nil
        folderPrefix = folder.flatMap { folder in
            folder.utf8.allSatisfy { $0 < 0x80 && !"*?{}".utf8.contains($0) } ? String(folder) : nil
        }
    }

    public var description: String { pattern }

    /// Whether `text` matches the whole pattern.
    public func matches(_ text: String) -> Bool {
        // `**` matches any characters: a path under the folder matches (the byte after the `/`
        // starts a new component, so no combining mark can join the folder's last character).
        if let folderPrefix { return text.utf8.starts(with: folderPrefix.utf8) }
        return Glob.match(tokens[...], Array(text)[...])
    }

    private static func tokenize(_ chars: [Character]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < chars.count {
            let char = chars[index]
            switch char {
            case "*":
                if index + 1 < chars.count, chars[index + 1] == "*" {
                    index += 2
                    if index < chars.count, chars[index] == "/" {
                        index += 1
                        tokens.append(.globstar)
                    } else {
                        tokens.append(.anything)
                    }
                    continue
                }
                tokens.append(.star)
            case "?":
                tokens.append(.question)
            case "{":
                if let close = matchingBrace(chars, from: index) {
                    let inner = Array(chars[(index + 1)..<close])
                    tokens.append(.alternatives(splitAlternatives(inner).map(tokenize)))
                    index = close + 1
                    continue
                }
                tokens.append(.literal(char))
            default:
                tokens.append(.literal(char))
            }
            index += 1
        }
        return tokens
    }

    private static func matchingBrace(_ chars: [Character], from start: Int) -> Int? {
        var depth = 0
        for index in start..<chars.count {
            if chars[index] == "{" { depth += 1 }
            if chars[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private static func splitAlternatives(_ chars: [Character]) -> [[Character]] {
        var parts: [[Character]] = [[]]
        var depth = 0
        for char in chars {
            if char == "{" { depth += 1 }
            if char == "}" { depth -= 1 }
            if char == ",", depth == 0 {
                parts.append([])
            } else {
                parts[parts.count - 1].append(char)
            }
        }
        return parts
    }

    private static func match(_ pattern: ArraySlice<Token>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        let rest = pattern.dropFirst()
        switch first {
        case .literal(let char):
            return text.first == char && match(rest, text.dropFirst())
        case .question:
            guard let char = text.first, char != "/" else { return false }
            return match(rest, text.dropFirst())
        case .star:
            var candidate = text
            while true {
                if match(rest, candidate) { return true }
                guard let char = candidate.first, char != "/" else { return false }
                candidate = candidate.dropFirst()
            }
        case .globstar:
            // Any number of whole components: try every suffix that starts a component.
            var candidate = text
            while true {
                if match(rest, candidate) { return true }
                guard let slash = candidate.firstIndex(of: "/") else { return false }
                candidate = candidate[(slash + 1)...]
            }
        case .anything:
            var candidate = text
            while true {
                if match(rest, candidate) { return true }
                guard !candidate.isEmpty else { return false }
                candidate = candidate.dropFirst()
            }
        case .alternatives(let options):
            return options.contains { option in match(ArraySlice(option) + rest, text) }
        }
    }
}
