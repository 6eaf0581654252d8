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

    @Test(.timeLimit(.minutes(1))) func anAliasBombIsAClearErrorNotAnHour() throws {
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader.parse(Self.bomb, file: ".archlint.yml") }
        do {
            _ = try ConfigurationLoader.parse(Self.bomb, file: ".archlint.yml")
        } catch {
            #expect(error.description.contains("expands to more than 100000 values"))
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
}
