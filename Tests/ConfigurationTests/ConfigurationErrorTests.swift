import ArchCore
import Configuration
import Rules
import Testing

/// Each bad configuration, with where the problem must be reported and what the message must say.
struct ConfigurationErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        /// `line:col: message fragment`, one per expected problem, in file order.
        var problems: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown top-level key", yaml: "version: 1\nrulez: []\n",
             problems: ["2:1: top level: unknown key 'rulez'; expected one of: version, exclude, modules, components, rules, platforms, swift"]),
        Case(name: "unknown platform in the short form", yaml: "version: 1\nplatforms: [macOS, Andriod, iOS]\n",
             problems: ["2:20: platforms[1]: unknown platform 'Andriod'; expected one of: macOS, iOS, tvOS, watchOS, visionOS, macCatalyst, Linux, Windows, Android, WASI"]),
        Case(name: "a platform spelled with the wrong case", yaml: "version: 1\nplatforms: [linux]\n",
             problems: ["2:13: platforms[0]: unknown platform 'linux'; did you mean 'Linux'?"]),
        Case(
            name: "bad platform entries in the long form",
            yaml: """
                version: 1
                platforms:
                  - { name: iPadOS, flags: [DEBUG] }
                  - { name: iOS, simulator: sometimes, flag: [X] }
                  - { flags: [DEBUG] }
                """,
            problems: [
                "3:13: platforms[0].name: unknown platform 'iPadOS'",
                "4:29: platforms[1].simulator: expected true or false, found 'sometimes'",
                "4:40: platforms[1]: unknown key 'flag'; expected one of: name, flags, simulator",
                "5:5: platforms[2]: missing required key 'name'",
            ]),
        Case(name: "an empty matrix", yaml: "version: 1\nplatforms: []\n",
             problems: ["2:12: platforms: the matrix is empty"]),
        Case(name: "an unassigned-files severity that is not one", yaml: "version: 1\nunassigned-files: silent\n",
             problems: ["2:19: unassigned-files: expected one of error, warning, info, ignore, found 'silent'"]),
        Case(name: "a build-plugin setting that is not one", yaml: "version: 1\nbuild-plugin: { errors-as: notes, quiet: true }\n",
             problems: [
                "2:28: build-plugin.errors-as: expected errors or warnings, found 'notes'",
                "2:35: build-plugin: unknown key 'quiet'; expected one of: errors-as",
             ]),
        Case(name: "a Swift version that is not one", yaml: "version: 1\nswift: six\n",
             problems: ["2:8: swift: expected a Swift version such as \"6.0\", found 'six'"]),
        Case(name: "unknown key in a component", yaml: "version: 1\ncomponents:\n  domain: { target: [A] }\n",
             problems: ["3:13: components.domain: unknown key 'target'"]),
        Case(name: "unknown key in a rule", yaml: "version: 1\nrules:\n  - kind: forbid\n    form: A\n    to: B\n",
             problems: ["3:5: rules[0]: missing required key 'from'", "4:5: rules[0]: unknown key 'form'"]),
        Case(name: "wrong type", yaml: "version: 1\ncomponents:\n  domain: { targets: { a: 1 } }\n",
             problems: ["3:22: components.domain.targets: expected a string or a list of strings, found a mapping"]),
        Case(name: "tests is not a boolean", yaml: "version: 1\ncomponents:\n  domain: { targets: [A], tests: maybe }\n",
             problems: ["3:34: components.domain.tests: expected true or false, found 'maybe'"]),
        Case(name: "bad version", yaml: "version: 2\n",
             problems: ["1:10: version: unsupported version 2; archlint understands version 1"]),
        Case(name: "missing version", yaml: "rules: []\n",
             problems: ["1:1: top level: missing required key 'version'"]),
        Case(name: "unknown kind", yaml: "version: 1\nrules:\n  - kind: layer\n    layers: [a]\n",
             problems: ["3:11: rules[0].kind: unknown kind 'layer'; expected one of: layers, allow, forbid, independent, confine"]),
        Case(name: "unknown severity", yaml: "version: 1\nrules:\n  - { kind: forbid, from: A, to: B, severity: fatal }\n",
             problems: ["3:47: rules[0].severity: unknown severity 'fatal'; expected error, warning or info"]),
        Case(name: "YAML syntax error", yaml: "version: 1\nrules: [\n  - a\n",
             problems: ["3:3: invalid YAML: "]),
        Case(name: "duplicate key", yaml: "version: 1\nversion: 1\n",
             problems: ["2:1: duplicate key 'version' (first written at line 1)"]),
        Case(name: "duplicate component", yaml: "version: 1\ncomponents:\n  d: { targets: [A] }\n  d: { targets: [B] }\n",
             problems: ["4:3: duplicate key 'd' (first written at line 3)"]),
        Case(name: "an unquoted glob reads as an alias", yaml: "version: 1\ncomponents:\n  domain: { targets: [*Domain] }\n",
             problems: ["3:23: invalid YAML: found undefined alias; quote values that start with '*'"]),
        Case(name: "a tab in the indentation", yaml: "version: 1\n\trules: []\n",
             problems: ["2:1: invalid YAML: found a tab character"]),
        Case(name: "a tab before a list item", yaml: "version: 1\nrules:\n\t- kind: layers\n",
             problems: ["3:1: invalid YAML: found character that cannot start any token (while scanning for the next token at line 3); YAML indents with spaces, never tabs"]),
        Case(name: "not a mapping", yaml: "- version: 1\n",
             problems: ["1:1: top level: expected a mapping, found a list"]),
        Case(name: "no layers", yaml: "version: 1\nrules:\n  - kind: layers\n    layers: []\n",
             problems: ["4:13: rules[0].layers: needs at least one layer"]),
        Case(name: "unknown level", yaml: "version: 1\nrules:\n  - kind: no-cycles\n    level: packages\n",
             problems: ["4:12: rules[0].level: unknown level 'packages'; expected modules or components"]),
        Case(name: "transitive is not a boolean", yaml: "version: 1\nrules:\n  - { kind: forbid, from: A, to: B, transitive: 2 }\n",
             problems: ["3:49: rules[0].transitive: expected true or false, found '2'"]),
        Case(name: "a module without a path", yaml: "version: 1\nmodules:\n  - { name: App }\n",
             problems: ["3:5: modules[0]: missing required key 'path'"]),
        Case(name: "unknown key in an inline selector", yaml: "version: 1\nrules:\n  - kind: independent\n    among: { packages: [\"F/{name}\"], bogus: 1 }\n",
             problems: ["4:38: rules[0].among: unknown key 'bogus'"]),
        Case(name: "empty file", yaml: "",
             problems: ["1:1: the configuration is empty"]),
        Case(name: "a component that selects nothing", yaml: "version: 1\ncomponents:\n  domain: { tests: true }\n",
             problems: ["3:11: components.domain: selects nothing"]),
        Case(name: "a layer that is not a name", yaml: "version: 1\nrules:\n  - kind: layers\n    layers: [a, { b: c }]\n",
             problems: ["4:17: rules[0].layers[1]: expected a string or a list of strings, found a mapping"]),
        Case(
            name: "bad tests scope and exceptions",
            yaml: """
                version: 1
                rules:
                  - kind: forbid
                    from: A
                    to: B
                    tests: sometimes
                    except:
                      - { from: A, to: B }
                      - { because: "no edge named" }
                      - { file: "Legacy/**", because: "   " }
                      - { file: [a, b], because: x, reason: y }
                """,
            problems: [
                "6:12: rules[0].tests: unknown value 'sometimes'; expected include, exclude or only",
                "8:9: rules[0].except[0]: missing required key 'because'",
                "9:9: rules[0].except[1]: an exception needs 'from', 'to' or 'file' (or several)",
                "10:39: rules[0].except[2].because: must say why the exception exists",
                "11:17: rules[0].except[3].file: expected a string, found a list",
                "11:37: rules[0].except[3]: unknown key 'reason'",
            ]),
        Case(name: "except is not a list", yaml: "version: 1\nrules:\n  - { kind: no-cycles, except: yes }\n",
             problems: ["3:32: rules[0].except: expected a list, found a scalar"]),
        Case(
            name: "several problems are all listed",
            yaml: """
                version: 3
                colour: blue
                components:
                  domain: { targets: [A], extra: 1 }
                rules:
                  - { kind: forbid, from: A }
                  - { kind: nope }
                  - { kind: allow, from: A, to: B, because: [x] }
                """,
            problems: [
                "1:10: version: unsupported version 3",
                "2:1: top level: unknown key 'colour'",
                "4:27: components.domain: unknown key 'extra'",
                "6:5: rules[0]: missing required key 'to'",
                "7:13: rules[1].kind: unknown kind 'nope'",
                "8:45: rules[2].because: expected a string, found a list",
            ]),
    ]

    @Test(arguments: cases)
    func reportsEveryProblemWithItsLocation(_ sample: Case) {
        do {
            _ = try ConfigurationLoader.parse(sample.yaml, file: "a.yml")
            Issue.record("expected problems: \(sample.problems)")
        } catch {
            let actual = error.problems.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.message)" }
            #expect(actual.count == sample.problems.count, "\(actual)")
            for (expected, actual) in zip(sample.problems, actual) {
                #expect(actual.hasPrefix(expected), "\(actual)")
            }
            #expect(error.problems.allSatisfy { $0.location?.file == "a.yml" })
        }
    }

    @Test func describesEachProblemAsACompilerStyleLine() {
        let error = ConfigurationError(problems: [
            ConfigurationProblem(message: "one", location: SourceLocation(file: "a.yml", line: 2, column: 3)),
            ConfigurationProblem(message: "two", location: nil),
        ])
        #expect(error.description == "a.yml:2:3: error: one\nerror: two")
    }
}

/// No error quotes more than a short, one-line excerpt of the configuration: a default
/// `.archlint.yml` may be a file the pull request linked to, and errors go to a public log.
extension ConfigurationErrorTests {
    @Test(arguments: [
        "version: 1\nLONG: 1\n",
        "version: 1\nplatforms:\n  - { name: iOS, simulator: LONG }\n",
        "version: 1\nLONG: 1\nLONG: 2\n",
        "version: 1\nexclude: [\"a\"]\nexclude: LONG\nrules: [LONG\n",
        "version: LONG\n",
    ])
    func quotesAtMostAShortExcerptOfTheFile(_ yaml: String) {
        let long = String(repeating: "x", count: 200)
        do {
            _ = try ConfigurationLoader.parse(yaml.replacingOccurrences(of: "LONG", with: long), file: "a.yml")
            Issue.record("no error")
        } catch {
            #expect(!error.problems.isEmpty)
            for problem in error.problems {
                #expect(!problem.message.contains(String(repeating: "x", count: 60)), "\(problem.message)")
                #expect(!problem.message.contains("\n"), "\(problem.message)")
            }
        }
    }
}
