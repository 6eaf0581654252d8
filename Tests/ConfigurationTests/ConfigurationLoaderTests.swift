import ArchCore
import Configuration
import Foundation
import Rules
import Testing

struct ConfigurationLoaderTests {
    static let issueExample = """
        version: 1
        exclude: ["**/Generated/**"]
        modules:
          - { name: App, path: "App/**" }
        components:
          domain:         { targets: ["*Domain"] }
          application:    { targets: ["*Application"] }
          infrastructure: { targets: ["*Infrastructure"] }
          adapters:       { packages: ["Adapters/**"] }
          features:       { targets: ["*Feature"], tests: false }
          app:            { targets: [App, AppServices] }
          vendor-sdk:     { external: [TMDb] }
        rules:
          - name: Dependencies point inward
            kind: layers
            layers: [app, [features, adapters], [application, infrastructure], domain]
          - name: Domain depends on nothing
            kind: allow
            from: domain
            to: [Foundation]
            because: The domain is pure business logic; it must compile without any framework.
          - name: Features stay route-agnostic
            kind: independent
            among: features
          - name: Only adapters touch the vendor SDK
            kind: confine
            modules: vendor-sdk
            to: [adapters, app]
          - name: Features never reach the data layer
            kind: forbid
            from: features
            to: [infrastructure, adapters, vendor-sdk]
            severity: warning
        """

    @Test func readsTheExampleFromTheIssue() throws {
        let architecture = try ConfigurationLoader.parse(Self.issueExample, file: ".archlint.yml")
        #expect(architecture.version == 1)
        #expect(architecture.exclude == ["**/Generated/**"])
        #expect(architecture.modules == [
            ModuleDefinition(name: "App", paths: ["App/**"], location: SourceLocation(file: ".archlint.yml", line: 4, column: 5))
        ])
        #expect(architecture.components.map(\.name) == [
            "domain", "application", "infrastructure", "adapters", "features", "app", "vendor-sdk",
        ])
        #expect(architecture.components[3].selector == ComponentSelector(packages: ["Adapters/**"]))
        #expect(architecture.components[6].location == SourceLocation(file: ".archlint.yml", line: 12, column: 3))
        #expect(architecture.rules.map(\.header.kind) == ["layers", "allow", "independent", "confine", "forbid"])
        #expect(architecture.rules[1].header.because?.hasPrefix("The domain is pure") == true)
        #expect(architecture.rules.map(\.header.severity) == [.error, .error, .error, .error, .warning])
        let layers = try #require(architecture.rules[0] as? LayersRule)
        #expect(layers.layers.map { $0.map(\.name) } == [["app"], ["features", "adapters"], ["application", "infrastructure"], ["domain"]])
        #expect(layers.layers[1][1].location == SourceLocation(file: ".archlint.yml", line: 16, column: 30))
    }

    @Test func listsNeedNotBeListsWhenOneValueFits() throws {
        let yaml = """
            version: 1
            rules:
              - { kind: forbid, from: A, to: B }
            """
        let rule = try #require(try ConfigurationLoader.parse(yaml, file: "c.yml").rules.first as? ForbidRule)
        #expect(rule.from.map(\.name) == ["A"])
        #expect(rule.to.map(\.name) == ["B"])
        #expect(rule.header.name == "forbid")
    }

    @Test func aMissingFileIsAClearError() {
        #expect {
            _ = try ConfigurationLoader.load(path: "/nonexistent/archlint.yml", displayPath: "archlint.yml")
        } throws: { error in
            "\(error)" == "error: cannot read the configuration 'archlint.yml': no such file"
        }
    }

    @Test func aFileThatIsNotUTF8IsAClearError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-\(UUID()).yml").path
        try Data([0x76, 0x65, 0x72, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            _ = try ConfigurationLoader.load(path: path, displayPath: ".archlint.yml")
        } throws: { error in
            "\(error)" == ".archlint.yml:1:4: error: cannot read the configuration '.archlint.yml': "
                + "it is not valid UTF-8 (first bad byte here)"
        }
    }

    @Test(arguments: [
        ([0xFF], 1, 1),
        (Array("version: 1\nrules:\n  - é".utf8) + [0xC3], 3, 7),
        (Array("a\r\nbé".utf8) + [0xE2, 0x82], 2, 4),
        (Array("x: \"".utf8) + [0xED, 0xA0, 0x80], 1, 5),
        (Array("a\rb\r\r\nc".utf8) + [0x80], 4, 2),
    ] as [([UInt8], Int, Int)])
    func findsTheFirstByteThatIsNotUTF8(_ bytes: [UInt8], _ line: Int, _ column: Int) {
        let found = UTF8Position.firstInvalid(in: bytes)
        #expect(found.line == line && found.column == column)
    }

    /// A device or pipe that never ends, and bytes already read that are too many: a clear error,
    /// never a read until memory runs out.
    @Test func aConfigurationOfMoreThan16MiBIsAClearError() throws {
        let expected = "error: cannot read the configuration 'big.yml': it is more than 16 MiB (a configuration is a few KB); it was not read"
        #expect {
            _ = try ConfigurationLoader.load(path: "/dev/zero", displayPath: "big.yml")
        } throws: { error in
            "\(error)" == expected
        }
        #expect {
            _ = try ConfigurationLoader.load(bytes: [UInt8](repeating: 0x20, count: 16 * 1_048_576 + 1), displayPath: "big.yml")
        } throws: { error in
            "\(error)" == expected
        }
        // The bound itself is read: the same bytes, one fewer, are parsed (and found empty).
        #expect {
            _ = try ConfigurationLoader.load(bytes: [UInt8](repeating: 0x20, count: 16 * 1_048_576), displayPath: "big.yml")
        } throws: { error in
            "\(error)".contains("the configuration is empty")
        }
    }

    @Test func loadsAFileFromDisk() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-\(UUID()).yml").path
        try Self.issueExample.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let architecture = try ConfigurationLoader.load(path: path, displayPath: ".archlint.yml")
        #expect(architecture.rules.count == 5)
    }
}
