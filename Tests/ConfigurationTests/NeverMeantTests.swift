import ArchCore
import Configuration
import Rules
import Testing

/// Issue 31: what a configuration can never mean is refused, at its line.
struct NeverMeantTests {
    static let components = """
        version: 1
        components:
          domain: { targets: [Domain] }
          data: { targets: [Data] }
          ui: { targets: [UI] }
        rules:

        """

    static func error(_ yaml: String) -> String? {
        do {
            _ = try ConfigurationLoader.parse(yaml, file: ".archlint.yml")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aComponentInTwoLayersOfOneRuleIsRefused() throws {
        let message = try #require(Self.error(Self.components + "  - kind: layers\n    layers: [ui, [data, domain], domain]\n"))
        #expect(message.contains(".archlint.yml:8:"), "\(message)")
        #expect(message.contains("'domain' is already in layer 2"), "\(message)")
        let sameLayer = try #require(Self.error(Self.components + "  - kind: layers\n    layers: [ui, [data, data], domain]\n"))
        #expect(sameLayer.contains("'data' is already in this layer"), "\(sameLayer)")
    }

    @Test func twoRulesWithOneNameAreRefused() throws {
        let yaml = Self.components + """
              - name: Inward
                kind: layers
                layers: [ui, data, domain]
              - name: Inward
                kind: forbid
                from: domain
                to: [ui]

            """
        let message = try #require(Self.error(yaml))
        #expect(message.contains(".archlint.yml:10:"), "\(message)")
        #expect(message.contains("two rules are named 'Inward' (line 7)"), "\(message)")
        // Without names, a kind names its rule: two unnamed rules of one kind are one row too.
        let unnamed = try #require(Self.error(Self.components + "  - kind: no-cycles\n  - kind: no-cycles\n"))
        #expect(unnamed.contains("two rules are named 'no-cycles'"), "\(unnamed)")
        #expect(Self.error(Self.components + "  - kind: no-cycles\n  - kind: no-cycles\n    name: Between components\n    level: components\n") == nil)
    }
}
