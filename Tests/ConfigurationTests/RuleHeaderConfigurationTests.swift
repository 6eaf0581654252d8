import ArchCore
import Configuration
import Rules
import Testing

/// `tests:` and `except:` read from YAML, as every rule kind has them.
struct RuleHeaderConfigurationTests {
    @Test func readsTheTestScopeAndTheExceptionsOfAnyKind() throws {
        let architecture = try ConfigurationLoader.parse("""
            version: 1
            rules:
              - kind: no-cycles
                tests: only
                except:
                  - { from: MoviesDomain, to: "Log*", because: "temporary, until the logging port lands (PROJ-123)" }
                  - { file: "Sources/Legacy/**", because: "legacy code, being rewritten" }
              - kind: no-cycles
                name: No cycles in production code
            """, file: ".archlint.yml")
        let header = architecture.rules[0].header
        #expect(header.tests == .only)
        #expect(architecture.rules[1].header.tests == .exclude)
        #expect(header.exceptions.map(\.summary) == ["from 'MoviesDomain' to 'Log*'", "in 'Sources/Legacy/**'"])
        #expect(header.exceptions.map(\.because) == [
            "temporary, until the logging port lands (PROJ-123)", "legacy code, being rewritten",
        ])
        #expect(header.exceptions.map { $0.location?.description } == [".archlint.yml:6:9", ".archlint.yml:7:9"])
    }
}
