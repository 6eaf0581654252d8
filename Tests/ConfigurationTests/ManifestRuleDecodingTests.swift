import ArchCore
import Configuration
import Rules
import Testing

struct ManifestRuleDecodingTests {
    @Test func subChecksDefaultToTheirOwnSeveritiesAndTheRuleSeverityOverridesThem() throws {
        let yaml = """
            version: 1
            rules:
              - { kind: manifest }
              - { kind: manifest, name: Second, severity: info, unused: off }
              - { kind: manifest, name: Third, implicit: error, ignore: "Vendor*", tests: include }
            """
        let rules = try ConfigurationLoader.parse(yaml, file: "a.yml").rules.compactMap { $0 as? ManifestRule }
        #expect(rules.map { [$0.implicit, $0.undeclared, $0.unused] } == [
            [.warning, .error, .warning], [.info, .info, nil], [.error, .error, .warning],
        ])
        #expect(rules.map(\.ignore) == [[], [], ["Vendor*"]])
        #expect(rules.map(\.header.tests) == [.exclude, .exclude, .include])
    }

    @Test func reportsEveryBadOptionWithItsLocation() {
        let yaml = """
            version: 1
            rules:
              - kind: manifest
                implicit: fatal
                unused: [off]
                ignore: { a: b }
                tests: maybe
                transitive: true
            """
        #expect {
            _ = try ConfigurationLoader.parse(yaml, file: "a.yml")
        } throws: { error in
            let problems = (error as? ConfigurationError)?.problems.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.message)" }
            return problems == [
                "4:15: rules[0].implicit: unknown level 'fatal'; expected error, warning, info or off",
                "5:13: rules[0].unused: unknown level a list; expected error, warning, info or off",
                "6:13: rules[0].ignore: expected a string or a list of strings, found a mapping",
                "7:12: rules[0].tests: unknown value 'maybe'; expected include, exclude or only",
                "8:5: rules[0]: unknown key 'transitive'; expected one of: name, kind, severity, because, tests, except, from, implicit, undeclared, unused, ignore",
            ]
        }
    }
}
