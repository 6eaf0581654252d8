/// Where each object of a project file is defined: object ids are unique in the file (24 hex
/// digits from Xcode, `OBJ_12` from older generators), so the line of the definition (`ID /* name */ = {` in the OpenStep format, `<key>ID</key>` in XML,
/// `"ID":` in JSON) is where a finding about the object points.
struct ObjectLines: Sendable {
    private var lines: [String: (line: Int, column: Int)] = [:]

    /// Finds the definitions of `ids` in the file's text.
    init(_ bytes: [UInt8], ids: Set<String>) {
        var line = 1
        var lineStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
                lineStart = index
                continue
            }
            guard Self.isWord(byte) else {
                index += 1
                continue
            }
            var end = index
            while end < count, Self.isWord(bytes[end]) { end += 1 }
            if Self.isDefinition(bytes, after: end, before: index) {
                let id = String(decoding: bytes[index..<end], as: UTF8.self)
                if ids.contains(id), lines[id] == nil { lines[id] = (line, index - lineStart + 1) }
            }
            index = max(end, index + 1)
        }
    }

    /// The line and column of the object's definition, if the text has one.
    func position(of id: String) -> (line: Int, column: Int)? { lines[id] }

    /// `ID /* comment */ = {`, `ID = {`, `<key>ID</key>` or `"ID" :`.
    private static func isDefinition(_ bytes: [UInt8], after end: Int, before start: Int) -> Bool {
        if start > 0, bytes[start - 1] == UInt8(ascii: ">") {
            return bytes[end...].starts(with: Array("</key>".utf8))
        }
        if start > 0, bytes[start - 1] == UInt8(ascii: "\""), end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            var index = end + 1
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            return index < bytes.count && bytes[index] == UInt8(ascii: ":")
        }
        var index = end
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") { return false }
                    index += 1
                }
                index += 2
            } else {
                return byte == UInt8(ascii: "=")
            }
        }
        return false
    }

    private static func isWord(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }
}
