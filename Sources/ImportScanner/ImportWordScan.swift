/// Decides, by bytes alone, whether a part of a file might hold an import declaration.
///
/// An import declaration needs an `import` keyword token, and the lexer only makes one from the
/// six bytes `import` with no identifier byte on either side. So if those bytes never occur as a
/// word, no import can be there. Occurrences are ignored only on a line that provably holds no
/// token: one that starts with `//` and has nothing that could end a comment, string or regex
/// literal midway (`*/`, `"""`, `/#`), open an interpolation (`\(`, `\#`) or end the line for the
/// lexer (NUL). Everything else (a word `import` in a block comment, a string, code) answers
/// "maybe", and the caller parses the whole file.
enum ImportWordScan {
    static func mayHoldImport(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        let count = bytes.count
        var index = start
        while index + 6 <= count {
            guard bytes[index] == UInt8(ascii: "i"), bytes[index + 1] == UInt8(ascii: "m"),
                bytes[index + 2] == UInt8(ascii: "p"), bytes[index + 3] == UInt8(ascii: "o"),
                bytes[index + 4] == UInt8(ascii: "r"), bytes[index + 5] == UInt8(ascii: "t")
            else {
                index += 1
                continue
            }
            let before = index > 0 ? bytes[index - 1] : UInt8(ascii: " ")
            let after = index + 6 < count ? bytes[index + 6] : UInt8(ascii: " ")
            // A digit before is treated as a boundary: `1import` is for the lexer to judge.
            let isWord = !(before.isASCIILetter || before == UInt8(ascii: "_")) && !after.isIdentifierContinue
            if isWord, !isInertCommentLine(bytes, containing: index) { return true }
            index += 6
        }
        return false
    }

    /// The line around `index` starts with `//` (after spaces and tabs) and holds nothing that
    /// could turn part of it back into code in any context (code, block comment, string, regex).
    static func isInertCommentLine(_ bytes: UnsafeBufferPointer<UInt8>, containing index: Int) -> Bool {
        var lineStart = index
        while lineStart > 0, !bytes[lineStart - 1].isLineBreak { lineStart -= 1 }
        var lineEnd = index
        while lineEnd < bytes.count, !bytes[lineEnd].isLineBreak { lineEnd += 1 }
        var first = lineStart
        while first < lineEnd, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") {
            first += 1
        }
        guard first + 1 < lineEnd, bytes[first] == UInt8(ascii: "/"), bytes[first + 1] == UInt8(ascii: "/")
        else { return false }
        var quotes = 0
        for position in first..<lineEnd {
            let byte = bytes[position]
            quotes = byte == UInt8(ascii: "\"") ? quotes + 1 : 0
            if quotes == 3 || byte == 0 { return false }
            guard position + 1 < lineEnd else { continue }
            let next = bytes[position + 1]
            switch (byte, next) {
            case (UInt8(ascii: "*"), UInt8(ascii: "/")), (UInt8(ascii: "/"), UInt8(ascii: "#")),
                (UInt8(ascii: "\\"), UInt8(ascii: "(")), (UInt8(ascii: "\\"), UInt8(ascii: "#")):
                return false
            default: continue
            }
        }
        return true
    }
}
