import ArchCore
import SwiftLexing

extension ImportHeaderScanner {
    private static let accessModifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    private static let importKinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "inout",
    ]
    /// Words swift-syntax's lexer makes keywords wherever they stand (its `isLexerClassified`), and
    /// `_`: never a module name unless backquoted. `import public private(set) var x` imports
    /// nothing (found by the `imports` fuzz target in CI: the byte path read a module `public`).
    static let reservedWords: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
        "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public", "repeat",
        "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "var", "where", "while", "_",
    ]

    /// `[@attribute[(arguments)]]* [access modifier]* import [kind] A[.B]*`, or a deviation.
    /// A complete declaration is added to `imports`.
    mutating func importDeclaration() -> Step {
        let start = position
        var attributes: [String] = []
        while byte == UInt8(ascii: "@") {
            position += 1
            let nameStart = position
            guard readIdentifier() != nil else { return .deviation }
            if byte == UInt8(ascii: "("), !skipAttributeArguments() { return .deviation }
            attributes.append(text(nameStart..<position))
            guard skipTrivia() else { return .giveUp }
        }
        var access: AccessLevel?
        var word = readIdentifier()
        while let modifier = word, Self.accessModifiers.contains(modifier) {
            access = access ?? AccessLevel(rawValue: modifier)
            guard skipTrivia() else { return .giveUp }
            word = readIdentifier()
        }
        guard word == "import", skipTrivia() else { return .deviation }
        var kind: String?
        var component = readIdentifier()
        if let first = component, Self.importKinds.contains(first) {
            kind = first
            guard skipTrivia() else { return .giveUp }
            component = readIdentifier()
        }
        // A keyword where a name stands is the full parse's to read.
        guard let module = component, !Self.reservedWords.contains(module) else { return .deviation }
        var path = [module]
        while byte == UInt8(ascii: ".") {
            position += 1
            guard let next = readIdentifier(), !Self.reservedWords.contains(next) else { return .deviation }
            path.append(next)
        }
        let at = lines.position(of: start, in: bytes)
        imports.append(
            Import(
                module: module, path: path, kind: kind, attributes: attributes, accessLevel: access,
                line: at.line, column: at.column, conditions: clauses.flatMap(\.pushed)))
        return .next
    }

    /// The source text of a range of bytes.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The condition read since `start`, without the spaces and tabs around it.
    func conditionText(from start: Int) -> String {
        var lower = start
        var upper = position
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        while lower < upper, blank(bytes[lower]) { lower += 1 }
        while upper > lower, blank(bytes[upper - 1]) { upper -= 1 }
        return text(lower..<upper)
    }

    /// Skips spaces, tabs, line breaks and comments (block comments nest, as in Swift).
    /// Returns `false` for an unterminated block comment.
    mutating func skipTrivia() -> Bool {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                position += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
                atLineStart = true
            case UInt8(ascii: "/") where isAt(UInt8(ascii: "/"), UInt8(ascii: "/")):
                skipToLineEnd()
            case UInt8(ascii: "/") where isAt(UInt8(ascii: "/"), UInt8(ascii: "*")):
                guard skipBlockComment() else { return false }
                atLineStart = false
            default:
                return true
            }
        }
        return true
    }

    private mutating func skipBlockComment() -> Bool {
        guard let end = SwiftComments.blockCommentEnd(in: bytes, openingAt: position) else { return false }
        position = end
        return true
    }

    /// Moves to the next `\n` or `\r` (where Swift ends a line comment) or the end.
    mutating func skipToLineEnd() {
        while position < bytes.count, !bytes[position].isLineBreak { position += 1 }
    }

    /// An ASCII identifier; `nil` if there is none or it might go on with bytes this scanner
    /// does not judge (non-ASCII letters, `$`, backticks).
    mutating func readIdentifier() -> String? {
        let start = position
        guard let first = byte, first.isASCIILetter || first == UInt8(ascii: "_") else { return nil }
        while let next = byte, next.isIdentifierContinue { position += 1 }
        if let next = byte, next >= 0x80 || next == UInt8(ascii: "$") || next == UInt8(ascii: "`") {
            return nil
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// Only spaces, tabs and maybe a line comment before the line ends.
    mutating func restOfLineIsBlank() -> Bool {
        while let next = byte, next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") { position += 1 }
        guard let next = byte else { return true }
        return next.isLineBreak || isAt(UInt8(ascii: "/"), UInt8(ascii: "/"))
    }

    /// `("message")`: one plain string literal (no escapes, so no interpolation) on one line.
    mutating func diagnosticMessage() -> Bool {
        guard isAt(UInt8(ascii: "("), UInt8(ascii: "\"")) else { return false }
        position += 2
        while let next = byte, next != UInt8(ascii: "\""), next != UInt8(ascii: "\\"),
            next >= 0x20 || next == UInt8(ascii: "\t")
        {
            position += 1
        }
        guard isAt(UInt8(ascii: "\""), UInt8(ascii: ")")) else { return false }
        position += 2
        return true
    }

    /// Balanced `( ... )` on one line without strings, comments, escapes or non-ASCII bytes.
    private mutating func skipAttributeArguments() -> Bool {
        var depth = 0
        while let next = byte {
            switch next {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case 0x20..<0x7F where !Self.forbiddenInArguments.contains(next): break
            case UInt8(ascii: "\t"): break
            default: return false
            }
            position += 1
            if depth == 0 { return true }
        }
        return false
    }

    private static let forbiddenInArguments: Set<UInt8> = Set("\"'\\#/`".utf8)

    var byte: UInt8? { position < bytes.count ? bytes[position] : nil }

    func isAt(_ first: UInt8, _ second: UInt8) -> Bool {
        position + 1 < bytes.count && bytes[position] == first && bytes[position + 1] == second
    }
}

extension UInt8 {
    var isASCIILetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isIdentifierContinue: Bool { isASCIILetter || isASCIIDigit || self == UInt8(ascii: "_") }
    var isLineBreak: Bool { self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r") }
    /// A token that cannot continue a complete import declaration or `#endif` line before it.
    var canStartCutToken: Bool {
        isASCIILetter || self == UInt8(ascii: "_") || self == UInt8(ascii: "@") || self == UInt8(ascii: "#")
    }
}
