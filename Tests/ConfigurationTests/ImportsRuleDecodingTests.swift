import ArchCore
import Configuration
import Rules
import Testing

struct ImportsRuleDecodingTests {
    @Test func readsEveryOptionAndOneOrSeveralAccessRequirements() throws {
        let yaml = """
            version: 1
            rules:
              - { kind: imports }
              - kind: imports
                name: Second
                from: [A, B]
                testable: allow
                exported: forbid
                implementation-only: forbid
                scoped: forbid
                default-access: internal
                access: { modules: TMDb, level: internal }
              - kind: imports
                name: Third
                access:
                  - { modules: [TMDb], level: private }
                  - { modules: Alamofire, level: package }
            """
        let rules = try ConfigurationLoader.parse(yaml, file: "a.yml").rules.compactMap { $0 as? ImportsRule }
        #expect(rules.map(\.testableInTestsOnly) == [true, false, true])
        #expect(rules.map { [$0.forbidExported, $0.forbidImplementationOnly, $0.forbidScoped] } == [[false, false, false], [true, true, true], [false, false, false]])
        #expect(rules.map(\.defaultAccess) == [.public, .internal, .public])
        #expect(rules[1].from.map(\.name) == ["A", "B"])
        #expect(rules.map { $0.access.map { "\($0.modules.map(\.name)) \($0.level)" } } == [
            [], ["[\"TMDb\"] internal"], ["[\"TMDb\"] private", "[\"Alamofire\"] package"],
        ])
        #expect(rules[2].access[1].modules[0].location == SourceLocation(file: "a.yml", line: 17, column: 20))
    }

    @Test func reportsEveryBadOptionWithItsLocation() {
        let yaml = """
            version: 1
            rules:
              - kind: imports
                testable: never
                scoped: [forbid]
                default-access: package
                access:
                  - { modules: TMDb, level: open }
                  - { level: internal, extra: 1 }
            """
        #expect {
            _ = try ConfigurationLoader.parse(yaml, file: "a.yml")
        } throws: { error in
            let problems = (error as? ConfigurationError)?.problems.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.message)" }
            return problems == [
                "4:15: rules[0].testable: unknown value 'never'; expected tests-only or allow",
                "5:13: rules[0].scoped: unknown value a list; expected forbid or allow",
                "6:21: rules[0].default-access: unknown value 'package'; expected public or internal",
                "8:33: rules[0].access[0].level: unknown value 'open'; expected public, package, internal, fileprivate or private",
                "9:9: rules[0].access[1]: missing required key 'modules'",
                "9:28: rules[0].access[1]: unknown key 'extra'; expected one of: modules, level",
            ]
        }
    }
}
