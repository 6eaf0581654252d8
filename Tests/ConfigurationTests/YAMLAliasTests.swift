import ArchCore
import Configuration
import Rules
import Testing

/// YAML aliases repeat what an anchor holds: a few hundred bytes can stand for billions of values.
struct YAMLAliasTests {
    /// Seven levels of ten aliases: 421 bytes, 10^7 scalars once expanded.
    static let bomb: String = {
        var lines = ["version: 1", "a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...7 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return (lines + ["rules: []"]).joined(separator: "\n") + "\n"
    }()

    @Test(.timeLimit(.minutes(5))) func anAliasBombIsAClearErrorNotAnHour() throws {
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader.parse(Self.bomb, file: ".archlint.yml") }
        do {
            _ = try ConfigurationLoader.parse(Self.bomb, file: ".archlint.yml")
        } catch {
            #expect(error.description.contains("YAML aliases add more than 100000 values"))
            #expect(error.description.hasPrefix(".archlint.yml:"))
        }
    }

    @Test func aFewAliasesStillWork() throws {
        let yaml = """
            version: 1
            components:
              domain: { targets: [Domain] }
              data: { targets: [Data] }
              ui: { targets: [UI] }
            rules:
              - name: Inward
                kind: layers
                layers: &order [ui, data, domain]
              - name: Also inward
                kind: layers
                layers: *order
            """
        let architecture = try ConfigurationLoader.parse(yaml, file: ".archlint.yml")
        #expect(architecture.rules.count == 2)
    }

    /// Issue 31: the bound counted every value, so a long configuration written out (a legacy
    /// codebase's 28,900 exceptions, 20,000 rules) was refused as if it were an alias bomb.
    @Test func aLongConfigurationWrittenOutIsReadWhateverItsSize() throws {
        var lines = ["version: 1", "components:", "  a: { targets: [A] }", "  b: { targets: [B] }", "rules:"]
        for index in 0..<20_000 {
            lines += ["  - name: Rule \(index)", "    kind: forbid", "    from: a", "    to: [b]", "    because: written out"]
        }
        let architecture = try ConfigurationLoader.parse(lines.joined(separator: "\n") + "\n", file: ".archlint.yml")
        #expect(architecture.rules.count == 20_000)
    }

    /// YAML merge keys (`<<: *base`) merge the anchor's entries; a key written in the mapping wins.
    @Test func mergeKeysBringTheirAnchorsEntries() throws {
        let yaml = """
            version: 1
            components:
              domain: { targets: [Domain] }
              data: { targets: [Data] }
              ui: { targets: [UI] }
            x-base: &base
              kind: forbid
              from: ui
              because: shared
            x-more: &more
              to: [domain]
              severity: warning
            rules:
              - name: One
                <<: *base
                to: [data]
              - name: Two
                <<: [*base, *more]
                because: its own
            """
        let architecture = try ConfigurationLoader.parse(yaml, file: ".archlint.yml")
        #expect(architecture.rules.map(\.header.name) == ["One", "Two"])
        #expect(architecture.rules.map(\.header.kind) == ["forbid", "forbid"])
        #expect(architecture.rules.map(\.header.because) == ["shared", "its own"])
        #expect(architecture.rules.map(\.header.severity) == [.error, .warning])
    }

    @Test func aMergeKeyOfAScalarIsAClearError() throws {
        let message = try #require(NeverMeantTests.error("version: 1\nrules:\n  - name: One\n    <<: forbid\n    kind: no-cycles\n"))
        #expect(message.contains(".archlint.yml:4:5"), "\(message)")
        #expect(message.contains("merge key"))
    }
}
