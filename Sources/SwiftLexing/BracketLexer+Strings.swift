extension BracketLexer {
    /// At the opening `"` (after any `#`): enters a single-line or multi-line string literal.
    mutating func openString(hashes: Int) {
        let start = position - hashes
        let multiline = opensMultilineString()
        position += multiline ? 3 : 1
        pushMode(.string(hashes: hashes, multiline: multiline, start: start))
    }

    /// One step in a string literal: its end, an interpolation `\(` (with as many `#` as the
    /// literal), an escape, or any other byte. A single-line literal that meets a line break is
    /// left open: the file is not valid Swift, and the caller hears of it.
    mutating func string(hashes: Int, multiline: Bool, start: Int) -> Event? {
        let byte = peek()
        if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
            position += 1 + hashes
            if peek() == UInt8(ascii: "(") {
                position += 1
                pushMode(.code(brackets: brackets.count, interpolation: true))
                brackets.append(UInt8(ascii: "("))
                return .open(UInt8(ascii: "("), at: position - 1)
            }
            if position < bytes.count { position += 1 }  // the escaped byte
            return nil
        }
        if byte == UInt8(ascii: "\""), closesString(hashes: hashes, multiline: multiline) {
            position += (multiline ? 3 : 1) + hashes
            lastSignificant = UInt8(ascii: "\"")
            popMode()
            return nil
        }
        if !multiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            popMode()
            return .unterminated(at: start)
        }
        position += 1
        return nil
    }

    /// `"""` opens a multi-line literal only when nothing but spaces and tabs follow it on its
    /// line, as Swift requires (`#"""#` is a one-line raw string holding one quote).
    private func opensMultilineString() -> Bool {
        guard peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") else { return false }
        var offset = 3
        while peek(offset) == UInt8(ascii: " ") || peek(offset) == UInt8(ascii: "\t") { offset += 1 }
        return position + offset >= bytes.count || peek(offset) == UInt8(ascii: "\n") || peek(offset) == UInt8(ascii: "\r")
    }

    private func closesString(hashes: Int, multiline: Bool) -> Bool {
        let quotes = multiline ? 3 : 1
        for index in 0..<quotes where peek(index) != UInt8(ascii: "\"") { return false }
        return (0..<hashes).allSatisfy { peek(quotes + $0) == UInt8(ascii: "#") }
    }
}
