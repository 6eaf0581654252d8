import Configuration
import Foundation
import Rules
import Testing

/// Every example configuration in the repository passes the JSON Schema, and the decoder agrees.
struct ExampleConfigurationSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `.archlint.yml`, `Sample/.archlint.yml`, every fixture's, every ```yaml block of README.md
    /// with `version: 1`, and every rule kind's example.
    static func examples() throws -> [(name: String, yaml: String)] {
        var documents: [(name: String, yaml: String)] = []
        let files = [".archlint.yml", "Sample/.archlint.yml"] + fixtureConfigurations()
        for file in files {
            documents.append((file, try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)))
        }
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        for (index, block) in yamlBlocks(in: readme).enumerated() where block.contains("version: 1") {
            documents.append(("README.md yaml block \(index + 1)", block))
        }
        for kind in RuleKinds.all {
            for (index, example) in kind.examples.enumerated() { documents.append(("\(kind.id) example \(index + 1)", example)) }
        }
        return documents
    }

    static func fixtureConfigurations() -> [String] {
        let fixtures = root.appendingPathComponent("Tests/Fixtures")
        let enumerator = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == ".archlint.yml" { found.append(String(url.path.dropFirst(root.path.count + 1))) }
        }
        return found.sorted()
    }

    static func yamlBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```yaml" {
                current = []
            } else if let lines = current, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test(.enabled(if: SchemaValidation.isAvailable, "needs python3 with jsonschema and PyYAML"))
    func everyExampleConfigurationPassesTheSchema() throws {
        let documents = try Self.examples()
        #expect(documents.count > RuleKinds.all.count + 3)
        #expect(documents.contains { $0.name.hasPrefix("README.md") })
        let violations = try #require(SchemaValidation.violations(of: documents))
        #expect(violations.count == documents.count)
        for (name, problems) in violations.sorted(by: { $0.key < $1.key }) {
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }

    @Test func everyExampleConfigurationDecodes() throws {
        for document in try Self.examples() {
            #expect(throws: Never.self, "\(document.name)") { try ConfigurationLoader.parse(document.yaml, file: document.name) }
        }
    }

    static let invalid: [(name: String, yaml: String)] = [
        ("unknown top-level key", "version: 1\nrulez: []\n"),
        ("exception without a reason", "version: 1\nrules:\n  - { kind: no-cycles, except: [{ from: A, to: B }] }\n"),
        ("unknown test scope", "version: 1\nrules:\n  - { kind: no-cycles, tests: sometimes }\n"),
        ("unknown platform", "version: 1\nplatforms: [Andriod]\n"),
        ("unknown kind", "version: 1\nrules:\n  - { kind: layer, layers: [a] }\n"),
        ("wrong version", "version: 2\n"),
        ("a module without a path", "version: 1\nmodules:\n  - { name: App }\n"),
        ("an exception that names nothing", "version: 1\nrules:\n  - { kind: no-cycles, except: [{ because: x }] }\n"),
    ]

    @Test(.enabled(if: SchemaValidation.isAvailable, "needs python3 with jsonschema and PyYAML"))
    func theSchemaRejectsInvalidConfigurations() throws {
        let violations = try #require(SchemaValidation.violations(of: Self.invalid))
        for document in Self.invalid {
            #expect(!(violations[document.name] ?? []).isEmpty, "\(document.name) passed the schema")
        }
    }
}
