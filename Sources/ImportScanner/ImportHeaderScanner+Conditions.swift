/// The `#if` conditions the byte path reads itself: a strict grammar whose every sentence the full
/// parse reads to the line's end as one expression, so both record the same text. Anything else
/// (`#if canImport,(UIKit)`, `#if A!`, `#if A &&B`, found by the `imports` fuzz target in CI: the
/// parser stops early and records only a prefix) is a deviation, left to the full parse.
///
///     condition := term (binary term)*         binary: `&&` or `||`, blanks on both sides or neither
///     term      := `!`* primary                 no blank after `!`
///     primary   := name (`.` name)* arguments? | `(` condition `)` | `true` | `false`
///     arguments := `(` argument (`,` argument)* `)`, right after the name
///     argument  := (label `:`)? (`>=` | `<`)? (version | name (`.` name)*)
extension ImportHeaderScanner {
    /// A condition up to the line end or a line comment; `false` for anything outside the grammar.
    mutating func readCondition() -> Bool {
        skipBlanks()
        guard readConditionExpression(depth: 0) else { return false }
        skipBlanks()
        guard let next = byte else { return true }
        return next.isLineBreak || isAt(UInt8(ascii: "/"), UInt8(ascii: "/"))
    }

    /// Parentheses nest at most this deep here; deeper conditions go to the full parse.
    private static let maximumConditionDepth = 8

    private mutating func readConditionExpression(depth: Int) -> Bool {
        guard depth < Self.maximumConditionDepth, readConditionTerm(depth: depth) else { return false }
        while true {
            let beforeOperator = position
            let blankBefore = skipBlanks()
            guard isAt(UInt8(ascii: "&"), UInt8(ascii: "&")) || isAt(UInt8(ascii: "|"), UInt8(ascii: "|")) else {
                position = beforeOperator
                return true
            }
            position += 2
            // `A&&!B` is one operator `&&!`; `A &&B` makes `&&` a prefix operator.
            if let next = byte, next.isOperatorCharacter { return false }
            guard skipBlanks() == blankBefore, readConditionTerm(depth: depth) else { return false }
        }
    }

    private mutating func readConditionTerm(depth: Int) -> Bool {
        while byte == UInt8(ascii: "!") { position += 1 }
        guard let first = byte else { return false }
        if first == UInt8(ascii: "(") {
            position += 1
            skipBlanks()
            guard readConditionExpression(depth: depth + 1) else { return false }
            skipBlanks()
            guard byte == UInt8(ascii: ")") else { return false }
            position += 1
        } else {
            guard let name = readConditionName() else { return false }
            if byte == UInt8(ascii: "(") {
                guard name != "true", name != "false", readConditionArguments() else { return false }
            }
        }
        // What may follow a term: a blank, the line's end, `)`, `&&`, `||` or a line comment. A
        // postfix operator (`A!`) or a name right after (`os(X)import`) is outside the grammar.
        guard let next = byte else { return true }
        switch next {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ")"): return true
        case _ where next.isLineBreak: return true
        default:
            return isAt(UInt8(ascii: "&"), UInt8(ascii: "&")) || isAt(UInt8(ascii: "|"), UInt8(ascii: "|"))
                || isAt(UInt8(ascii: "/"), UInt8(ascii: "/"))
        }
    }

    /// `name(.name)*` of ASCII identifiers that are not keywords (`true` and `false` are literals).
    private mutating func readConditionName() -> String? {
        guard let name = readIdentifier(), name == "true" || name == "false" || !Self.reservedWords.contains(name) else {
            return nil
        }
        while byte == UInt8(ascii: "."), position + 1 < bytes.count, bytes[position + 1].isASCIILetter || bytes[position + 1] == UInt8(ascii: "_") {
            position += 1
            guard let member = readIdentifier(), !Self.reservedWords.contains(member) else { return nil }
        }
        return name
    }

    /// `(argument, argument: value, …)` on one line.
    private mutating func readConditionArguments() -> Bool {
        position += 1  // "("
        while true {
            skipBlanks()
            if let start = byte, start.isASCIILetter || start == UInt8(ascii: "_") {
                let beforeLabel = position
                guard readConditionName() != nil else { return false }
                if byte == UInt8(ascii: ":") {
                    position = beforeLabel
                    guard readIdentifier() != nil, byte == UInt8(ascii: ":") else { return false }
                    position += 1
                    skipBlanks()
                    guard readConditionValue() else { return false }
                }
            } else {
                guard readConditionValue() else { return false }
            }
            skipBlanks()
            switch byte {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: ")"):
                position += 1
                return true
            default: return false
            }
        }
    }

    /// `>=5.9`, `<6`, `1.2.3` or a dotted name.
    private mutating func readConditionValue() -> Bool {
        if isAt(UInt8(ascii: ">"), UInt8(ascii: "=")) {
            position += 2
        } else if byte == UInt8(ascii: "<") {
            position += 1
        }
        guard let first = byte else { return false }
        if first.isASCIIDigit {
            while let next = byte, next.isASCIIDigit { position += 1 }
            while byte == UInt8(ascii: "."), position + 1 < bytes.count, bytes[position + 1].isASCIIDigit {
                position += 1
                while let next = byte, next.isASCIIDigit { position += 1 }
            }
            guard let next = byte else { return true }
            return !next.isIdentifierContinue && next != UInt8(ascii: ".") && next < 0x80
        }
        return readConditionName() != nil
    }

    /// Skips spaces and tabs; whether there were any.
    @discardableResult
    private mutating func skipBlanks() -> Bool {
        let start = position
        while let next = byte, next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") { position += 1 }
        return position > start
    }
}

extension UInt8 {
    /// A character Swift's lexer puts in an operator (ASCII ones; `.` only starts a dot operator).
    var isOperatorCharacter: Bool {
        switch self {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
}
