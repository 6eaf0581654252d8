import ArchCore
import Configuration
import Rules
import Testing

/// libyaml counts columns in Unicode scalars; the configuration's locations count UTF-8 bytes, on
/// lines that end at LF, CRLF or CR. Each expected column is found in the text's bytes here.
struct ConfigurationColumnTests {
    /// Components on one line after names of 1-, 2-, 3- and 4-byte scalars.
    static let lines = [
        "version: 1",
        "components: { \"é\": { targets: [A] }, \"日本\": { targets: [B] }, \"🦀x\": { targets: [C] }, last: { targets: [D] } }",
        "rules:",
        "  - { kind: forbid, from: last, to: \"é\" }",
    ]

    /// The 1-based byte column of `needle` on `line` (1-based).
    static func byteColumn(of needle: String, line: Int) throws -> Int {
        let bytes = Array(lines[line - 1].utf8)
        let wanted = Array(needle.utf8)
        let offset = try #require((0...(bytes.count - wanted.count)).first { bytes[$0..<($0 + wanted.count)].elementsEqual(wanted) })
        return offset + 1
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func componentsSitAtTheirBytesOnEveryKindOfLine(_ lineBreak: String) throws {
        let architecture = try ConfigurationLoader.parse(Self.lines.joined(separator: lineBreak) + lineBreak, file: "c.yml")
        let expected = [
            ("é", try Self.byteColumn(of: "\"é\"", line: 2)),
            ("日本", try Self.byteColumn(of: "\"日本\"", line: 2)),
            ("🦀x", try Self.byteColumn(of: "\"🦀x\"", line: 2)),
            ("last", try Self.byteColumn(of: "last", line: 2)),
        ]
        #expect(architecture.components.map(\.name) == expected.map(\.0))
        for (component, (name, column)) in zip(architecture.components, expected) {
            #expect(component.location == SourceLocation(file: "c.yml", line: 2, column: column), "\(name)")
        }
        // The 4-byte scalar counts as one column for libyaml and four here: "last" is past it.
        #expect(expected[3].1 > Self.lines[1].unicodeScalars.prefix { $0 != "l" }.count + 1)
    }

    @Test func anErrorAfterWideScalarsPointsAtItsByte() throws {
        let yaml = "version: 1\ncomponents: { \"日本\": { targets: [A] } }\nrules: [ { kind: forbid, from: \"日本\", to: 3 ]\n"
        let error = try #require(throws: ConfigurationError.self) { try ConfigurationLoader.parse(yaml, file: "c.yml") }
        let line = Array("rules: [ { kind: forbid, from: \"日本\", to: 3 ]".utf8)
        let bracket = try #require(line.lastIndex(of: UInt8(ascii: "]")))
        #expect(error.problems.first?.location?.line == 3)
        #expect(error.problems.first?.location?.column == bracket + 1, "\(error)")
    }

    @Test func aTabThatStartsNoTokenIsNamedOnItsLine() throws {
        let yaml = "version: 1\r\nrules:\r\n\t- { kind: no-cycles }\r\n"
        let error = try #require(throws: ConfigurationError.self) { try ConfigurationLoader.parse(yaml, file: "c.yml") }
        #expect(error.problems.first?.location?.line == 3)
        #expect("\(error)".contains("tab"), "\(error)")
    }
}
