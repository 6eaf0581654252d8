import ArchCore

/// Reads `bazel query --output=xml`: `<query>` holding `<rule class= location= name=>` elements,
/// each attribute a `<string>`, `<boolean>`, `<label>` or `<list>` of `<label value=>`s.
///
/// The format is Bazel's own (XmlOutputFormatter): elements, attributes, the five predefined
/// entities and character references; it declares XML 1.1. It is read here rather than with
/// FoundationXML, which on Linux links libxml2 dynamically (a library every prebuilt archlint would
/// then need) and reports the 1.1 declaration as an error. Anything else (a DTD, CDATA, a file cut
/// short, an end tag that closes the wrong element) is a problem at its line and column: a partly
/// read file must not pass as a smaller graph.
enum QueryXML {
    static func read(_ bytes: [UInt8], path: String) -> BazelQuery {
        var scanner = XMLScanner(bytes: bytes)
        var query = BazelQuery()
        var open: [String] = []
        var target: BazelTarget?
        // The `<list name=...>` being read inside the rule, and its values.
        var list: (name: String, values: [String])?
        do throws(XMLProblem) {
            while let event = try scanner.next() {
                switch event {
                case .start(let name, let attributes, let selfClosing, let offset):
                    if open.isEmpty, name != "query" {
                        throw XMLProblem(offset: offset, reason: "expected <query>, the root of bazel query's XML, found <\(name)>")
                    }
                    if open.count == 1, name == "rule" {
                        target = try startRule(attributes, offset: offset)
                    } else if open.count == 2, target != nil {
                        read(element: name, attributes, into: &target!, list: &list)
                    } else if open.count == 3, list != nil, name == "label" || name == "string" {
                        if let value = attributes["value"] { list!.values.append(value) }
                    }
                    if !selfClosing {
                        open.append(name)
                    } else if open.count == 2, name == "list" {
                        close(&list, into: &target)
                    } else if open.count == 1, name == "rule", let done = target {
                        // `<rule .../>`: a rule without attribute elements.
                        query.targets.append(done)
                        target = nil
                    }
                case .end(let name, let offset):
                    guard let last = open.last else {
                        throw XMLProblem(offset: offset, reason: "</\(name)> closes no element")
                    }
                    guard last == name else {
                        throw XMLProblem(offset: offset, reason: "</\(name)> where </\(last)> was expected")
                    }
                    open.removeLast()
                    if open.count == 2, name == "list" { close(&list, into: &target) }
                    if open.count == 1, name == "rule", let done = target {
                        query.targets.append(done)
                        target = nil
                    }
                }
            }
            if let last = open.last {
                throw XMLProblem(
                    offset: bytes.count,
                    reason: "the file ends inside <\(last)>: the query output is cut short (rerun the query)")
            }
            if scanner.sawRoot == false {
                throw XMLProblem(offset: 0, reason: "no <query> element: this is not bazel query's XML output")
            }
        } catch {
            let problem = error
            let (line, column) = scanner.position(of: problem.offset)
            query.problems.append(
                Finding(
                    ruleID: BazelQueryReader.problemID, severity: .error,
                    message: "'\(path)': \(problem.reason); no Bazel target of this file is in the graph",
                    location: SourceLocation(file: path, line: line, column: column)))
            query.targets = []
        }
        return query
    }

    private static func startRule(_ attributes: [String: String], offset: Int) throws(XMLProblem) -> BazelTarget {
        guard let name = attributes["name"], let label = BazelLabel(name) else {
            throw XMLProblem(offset: offset, reason: "a <rule> without a label in name=\"//package:target\"")
        }
        return BazelTarget(label: label, ruleClass: attributes["class"] ?? "", location: attributes["location"])
    }

    /// One attribute element directly inside `<rule>`.
    private static func read(
        element: String, _ attributes: [String: String], into target: inout BazelTarget,
        list: inout (name: String, values: [String])?
    ) {
        guard let name = attributes["name"] else { return }
        switch element {
        case "string":
            if name == "module_name" { target.moduleName = attributes["value"] }
            if name == "generator_function" { target.generatorFunction = attributes["value"] }
        case "boolean":
            if name == "testonly" { target.testonly = attributes["value"] == "true" }
        case "label":
            if name == "actual" || name == "swift_target" { target.actual = attributes["value"].flatMap(BazelLabel.init) }
        case "list":
            if BazelQueryReader.listAttributes.contains(name) { list = (name, []) }
        default:
            break
        }
    }

    private static func close(_ list: inout (name: String, values: [String])?, into target: inout BazelTarget?) {
        guard let done = list, target != nil else { return }
        BazelQueryReader.assign(done.values, to: done.name, of: &target!)
        list = nil
    }

}

struct XMLProblem: Error {
    var offset: Int
    var reason: String
}

/// The elements of an XML file, one at a time; text between elements is skipped.
struct XMLScanner {
    enum Event {
        case start(name: String, attributes: [String: String], selfClosing: Bool, offset: Int)
        case end(name: String, offset: Int)
    }

    let bytes: [UInt8]
    private var index = 0
    private(set) var sawRoot = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A byte-order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Line and column (1-based, in bytes) of an offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for at in 0..<min(offset, bytes.count) where bytes[at] == UInt8(ascii: "\n") {
            line += 1
            lineStart = at + 1
        }
        return (line, offset - lineStart + 1)
    }

    mutating func next() throws(XMLProblem) -> Event? {
        while true {
            guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else {
                index = bytes.count
                return nil
            }
            index = open
            if starts(with: "<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "a comment")
            } else if starts(with: "<!") {
                throw XMLProblem(offset: open, reason: "a DTD or CDATA section, which bazel query never writes")
            } else if starts(with: "</") {
                index += 2
                let name = readName()
                skipBlanks()
                guard index < bytes.count else {
                    throw XMLProblem(offset: open, reason: "the file ends inside </\(name)>: the query output is cut short")
                }
                guard bytes[index] == UInt8(ascii: ">") else {
                    throw XMLProblem(offset: index, reason: "expected '>' to end </\(name)>")
                }
                index += 1
                return .end(name: name, offset: open)
            } else {
                index += 1
                let name = readName()
                guard !name.isEmpty else { throw XMLProblem(offset: open, reason: "'<' that starts no element") }
                sawRoot = true
                var attributes: [String: String] = [:]
                while true {
                    skipBlanks()
                    guard index < bytes.count else {
                        throw XMLProblem(offset: open, reason: "the file ends inside <\(name)>: the query output is cut short")
                    }
                    if bytes[index] == UInt8(ascii: ">") {
                        index += 1
                        return .start(name: name, attributes: attributes, selfClosing: false, offset: open)
                    }
                    if starts(with: "/>") {
                        index += 2
                        return .start(name: name, attributes: attributes, selfClosing: true, offset: open)
                    }
                    let attribute = readName()
                    guard !attribute.isEmpty else {
                        throw XMLProblem(offset: index, reason: "unexpected '\(Character(Unicode.Scalar(bytes[index])))' in <\(name)>")
                    }
                    skipBlanks()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                        throw XMLProblem(offset: index, reason: "expected '=' after \(attribute) in <\(name)>")
                    }
                    index += 1
                    skipBlanks()
                    attributes[attribute] = try readValue()
                }
            }
        }
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in (0..<count).allSatisfy { bytes[index + $0] == prefix[$0] } }
    }

    private mutating func skip(past end: StaticString, what: String) throws(XMLProblem) {
        let start = index
        while index < bytes.count {
            if starts(with: end) {
                index += end.utf8CodeUnitCount
                return
            }
            index += 1
        }
        throw XMLProblem(offset: start, reason: "\(what) that never ends")
    }

    private mutating func skipBlanks() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isName = byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: ".")
            guard isName else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A quoted attribute value, its entities and character references replaced.
    private mutating func readValue() throws(XMLProblem) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw XMLProblem(offset: index, reason: "expected a quoted attribute value")
        }
        let quote = bytes[index]
        let start = index
        index += 1
        var value: [UInt8] = []
        while index < bytes.count, bytes[index] != quote {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                throw XMLProblem(offset: index, reason: "'<' inside an attribute value")
            }
            if byte == UInt8(ascii: "&") {
                guard let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                    throw XMLProblem(offset: index, reason: "'&' that starts no entity")
                }
                let entity = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
                guard let scalar = Self.entity(entity) else {
                    throw XMLProblem(offset: index, reason: "unknown entity '&\(entity);'")
                }
                value += Array(String(Character(scalar)).utf8)
                index = semicolon + 1
                continue
            }
            value.append(byte)
            index += 1
        }
        guard index < bytes.count else {
            throw XMLProblem(offset: start, reason: "an attribute value that never ends: the query output is cut short")
        }
        index += 1
        return String(decoding: value, as: UTF8.self)
    }

    private static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let number: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                number = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                number = UInt32(name.dropFirst(), radix: 10)
            } else {
                number = nil
            }
            return number.flatMap(Unicode.Scalar.init)
        }
    }
}
