import Foundation

/// A property list as plain values: what an Xcode project file holds (strings, arrays and
/// dictionaries; numbers and booleans appear only in XML and JSON files and read as strings).
enum PlistValue: Sendable, Hashable {
    case string(String)
    case array([PlistValue])
    case dictionary([String: PlistValue])

    /// Reads an OpenStep ("old-style"), XML or binary property list, or a JSON document, with
    /// Foundation; the message of a malformed file carries the line Foundation names, if any.
    static func read(_ bytes: [UInt8]) -> Result<PlistValue, PlistError> {
        let data = Data(bytes)
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch let plistError {
            // Foundation's property-list reader does not take JSON.
            if let json = try? JSONSerialization.jsonObject(with: data, options: []) {
                object = json
            } else {
                return .failure(PlistError(underlying: plistError))
            }
        }
        return .success(PlistValue(object))
    }

    /// Converts what Foundation read. On Linux it hands out `[AnyHashable: Any]` dictionaries:
    /// they are walked as such, each key unwrapped, rather than bridged as a whole (a third of
    /// the time of reading a project went to such casts).
    init(_ object: Any) {
        if let text = object as? String {
            self = .string(text)
        } else if let dictionary = object as? [AnyHashable: Any] {
            var converted: [String: PlistValue] = [:]
            converted.reserveCapacity(dictionary.count)
            for (key, value) in dictionary {
                guard let key = key.base as? String else { continue }
                converted[key] = PlistValue(value)
            }
            self = .dictionary(converted)
        } else if let array = object as? [Any] {
            self = .array(array.map(PlistValue.init))
        } else if let number = object as? NSNumber {
            self = .string(number.stringValue)
        } else {
            self = .string(String(describing: object))
        }
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var array: [PlistValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    var dictionary: [String: PlistValue]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// The strings of an array (a list of object ids), or a lone string as a one-element list.
    var strings: [String] {
        switch self {
        case .string(let text): [text]
        case .array(let items): items.compactMap(\.string)
        case .dictionary: []
        }
    }
}

/// Why a property list could not be read, and where, when Foundation says.
struct PlistError: Error, Sendable {
    var reason: String
    var line: Int?

    init(underlying error: any Error) {
        // Foundation nests the old-style parser's own message ("Expected terminating ')' for
        // array at line 7") under a generic one, as a Core Foundation object that does not bridge
        // to NSError on Linux: its description carries the message.
        let nsError = error as NSError
        var message = nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? nsError.localizedDescription
        for (key, value) in nsError.userInfo where key.hasSuffix("ParsingError") {
            if let nested = Self.debugDescription(in: String(describing: value)) { message = nested }
        }
        reason = message
        line = PlistError.line(in: message)
    }

    /// The `NSDebugDescription=...` of an error's description, which ends its `UserInfo={...}`:
    /// the message may hold a `}` of its own ("Expected terminating '}' for dictionary at line 5").
    static func debugDescription(in text: String) -> String? {
        guard let start = text.range(of: "NSDebugDescription=") else { return nil }
        var rest = text[start.upperBound...].prefix { $0 != "\n" }
        if rest.hasSuffix("}") { rest = rest.dropLast() }
        return String(rest)
    }

    /// The line a message names: "... at line 7", "Missing ';' on line 8".
    static func line(in message: String) -> Int? {
        let at = message.range(of: "at line ", options: .backwards)
        let on = message.range(of: "on line ", options: .backwards)
        guard let range = [at, on].compactMap({ $0 }).max(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
        return Int(message[range.upperBound...].prefix { $0.isNumber })
    }
}
