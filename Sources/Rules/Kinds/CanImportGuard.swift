import ArchCore

/// Whether the `#if` conditions around an import (``Import/conditions``, each as the scanner
/// recorded it) let it compile only where `canImport(M)` holds. Pure, over the conditions' text.
///
/// The conditions are evaluated in Kleene's three-valued logic with `canImport(M)` (or
/// `canImport(M.Sub)`) false and every other check undecided: the import is guarded when the result is
/// false, that is when no build in which `M` cannot be imported compiles it. So `#if canImport(M)`,
/// `#if os(iOS) && canImport(M)` and the `#elseif canImport(M)` after another clause guard it, while
/// `#if !canImport(M)`, `#if canImport(M) || os(iOS)` and the `#else` of `#if canImport(M)` do not.
/// A condition this reading does not understand is undecided, so it never guards on its own.
///
///     condition := or
///     or        := and (`||` and)*
///     and       := unary (`&&` unary)*
///     unary     := `!` unary | `(` or `)` | `true` | `false` | name (`.` name)* arguments?
///     arguments := `(` balanced text `)`
enum CanImportGuard {
    /// Whether `conditions`, all holding, imply `canImport(module)`.
    static func implies(_ conditions: [String], canImport module: String) -> Bool {
        let name = Array(module.utf8)
        var result = Truth.yes
        for condition in conditions {
            var reader = Reader(text: Array(condition.utf8), module: name)
            result = result && reader.whole()
            if result == .no { return true }
        }
        return false
    }

    /// Reads one condition and evaluates it as it goes; `nil` from a step means the text left the
    /// grammar, and the whole condition is then undecided.
    struct Reader {
        let text: [UInt8]
        let module: [UInt8]
        var position = 0

        /// Nesting deeper than this (parentheses and `!`) is undecided rather than read.
        static let maximumDepth = 64

        mutating func whole() -> Truth {
            guard let value = or(depth: 0) else { return .undecided }
            skipTrivia()
            return position == text.count ? value : .undecided
        }

        private mutating func or(depth: Int) -> Truth? {
            guard var value = and(depth: depth) else { return nil }
            while take("|", "|") {
                guard let next = and(depth: depth) else { return nil }
                value = value || next
            }
            return value
        }

        private mutating func and(depth: Int) -> Truth? {
            guard var value = unary(depth: depth) else { return nil }
            while take("&", "&") {
                guard let next = unary(depth: depth) else { return nil }
                value = value && next
            }
            return value
        }

        private mutating func unary(depth: Int) -> Truth? {
            guard depth < Self.maximumDepth else { return nil }
            skipTrivia()
            guard position < text.count else { return nil }
            let first = text[position]
            if first == UInt8(ascii: "!") {
                position += 1
                return unary(depth: depth + 1).map { !$0 }
            }
            if first == UInt8(ascii: "(") {
                position += 1
                guard let value = or(depth: depth + 1), take(")") else { return nil }
                return value
            }
            guard let name = dottedName() else { return nil }
            let afterName = position
            skipTrivia()
            guard position < text.count, text[position] == UInt8(ascii: "(") else {
                position = afterName
                if name == Array("true".utf8) { return .yes }
                if name == Array("false".utf8) { return .no }
                return .undecided
            }
            guard let argument = firstArgument() else { return nil }
            guard name == Array("canImport".utf8) else { return .undecided }
            let isModule = argument == module
                || (argument.count > module.count && argument.starts(with: module)
                    && argument[module.count] == UInt8(ascii: "."))
            return isModule ? .no : .undecided
        }

        /// `Name` or `Name.Sub`, blanks and comments around the dots allowed.
        private mutating func dottedName() -> [UInt8]? {
            var name: [UInt8] = []
            while true {
                skipTrivia()
                let start = position
                while position < text.count, Self.isNameByte(text[position], first: position == start) {
                    position += 1
                }
                guard position > start else { return nil }
                name += text[start..<position]
                let afterPart = position
                skipTrivia()
                guard position < text.count, text[position] == UInt8(ascii: ".") else {
                    position = afterPart
                    return name
                }
                position += 1
                name.append(UInt8(ascii: "."))
            }
        }

        /// Reads `( ... )` with balanced brackets and returns the first argument (up to a `,` at the
        /// top level), without blanks, comments or backticks; `nil` when the brackets do not close.
        private mutating func firstArgument() -> [UInt8]? {
            position += 1  // the `(`
            var depth = 0
            var argument: [UInt8] = []
            var first = true
            while position < text.count {
                if skipComment() { continue }
                let byte = text[position]
                position += 1
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    if depth == 0 { return byte == UInt8(ascii: ")") ? argument : nil }
                    depth -= 1
                case UInt8(ascii: ",") where depth == 0:
                    first = false
                    continue
                default: break
                }
                // Blanks and the backticks of an escaped name are not part of the name.
                if first, !Self.isBlank(byte), byte != UInt8(ascii: "`") { argument.append(byte) }
            }
            return nil
        }

        private mutating func take(_ characters: Character...) -> Bool {
            skipTrivia()
            let bytes = characters.compactMap(\.asciiValue)
            guard position + bytes.count <= text.count, text[position..<(position + bytes.count)].elementsEqual(bytes)
            else { return false }
            position += bytes.count
            return true
        }

        private mutating func skipTrivia() {
            while position < text.count {
                if Self.isBlank(text[position]) {
                    position += 1
                } else if !skipComment() {
                    return
                }
            }
        }

        /// Skips a `//` comment (to the end of the text) or a `/* */` comment, nested as in Swift.
        private mutating func skipComment() -> Bool {
            guard position + 1 < text.count, text[position] == UInt8(ascii: "/") else { return false }
            if text[position + 1] == UInt8(ascii: "/") {
                position = text.count
                return true
            }
            guard text[position + 1] == UInt8(ascii: "*") else { return false }
            var depth = 0
            while position + 1 < text.count {
                if text[position] == UInt8(ascii: "/"), text[position + 1] == UInt8(ascii: "*") {
                    depth += 1
                    position += 2
                } else if text[position] == UInt8(ascii: "*"), text[position + 1] == UInt8(ascii: "/") {
                    depth -= 1
                    position += 2
                    if depth == 0 { return true }
                } else {
                    position += 1
                }
            }
            position = text.count
            return true
        }

        private static func isBlank(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        }

        private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
                UInt8(ascii: "$"), 0x80...0xFF:
                return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return !first
            default: return false
            }
        }
    }
}
