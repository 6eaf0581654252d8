/// A JSON document with object keys in a fixed order, written by hand so the bytes are stable
/// (JSONEncoder's key order and number formatting are not guaranteed across platforms).
enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// `.string(value)` or `.null` when `value` is nil.
    static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// `.int(value)` or `.null` when `value` is nil.
    static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }

    /// Pretty-printed with two-space indentation and a final newline.
    func rendered() -> String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .string(let text): out += JSONValue.quoted(text)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items) where items.isEmpty: out += "[]"
        case .object(let members) where members.isEmpty: out += "{}"
        case .array(let items):
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(to: &out, indent: inner)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += inner + JSONValue.quoted(key) + ": "
                value.write(to: &out, indent: inner)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    /// A JSON string literal (RFC 8259): quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        // Most text needs no escaping; skipping the per-scalar loop makes large reports much faster.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
