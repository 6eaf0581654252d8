/// Escaping for XML and HTML text and attribute values.
enum XMLEscaping {
    /// Escapes `& < > "` (attribute values are always double-quoted, so `'` may stay); in attributes
    /// also tabs and line breaks, as character references, so parsers keep them instead of
    /// normalizing them to spaces. Characters XML 1.0 forbids (control characters other than tab,
    /// newline and carriage return; U+FFFE, U+FFFF) become U+FFFD.
    static func escape(_ text: String, attribute: Bool = false) -> String {
        if !text.utf8.contains(where: needsEscaping) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Bytes the scalar loop may change (UTF-8 bytes of U+FFFE/U+FFFF start with 0xEF).
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0xEF || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"")
    }
}
