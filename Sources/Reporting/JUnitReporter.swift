import ArchCore

/// JUnit XML for CI test-report views (Jenkins, Azure DevOps, GitLab, CircleCI, ...), valid against
/// the Surefire `junit-10.xsd`:
///
///     <testsuites name="archlint" tests="4" failures="1" errors="0" skipped="0">
///       <testsuite name="archlint" tests="4" failures="1" errors="0" skipped="0">
///         <properties><property name="archlint.version" value="0.1.0"/></properties>
///         <testcase name="Dependencies point inward: Sources/MoviesDomain/Movie.swift:3:1" classname="archlint.layers">
///           <failure type="error" message="'MoviesDomain' imports ...">Sources/...:3:1: error: ...
///     Package.swift:14:9: note: ...</failure>
///         </testcase>
///         <testcase name="No storage: Sources/Data/Store.swift:2:1" classname="archlint.forbid">
///           <system-out>Sources/Data/Store.swift:2:1: warning: ...</system-out>
///         </testcase>
///         <testcase name="no_cycles" classname="archlint.no_cycles"/>
///       </testsuite>
///     </testsuites>
///
/// **One test case per place a rule is broken**: Jenkins' junit plugin and Azure's
/// `PublishTestResults` show only the first `<failure>` of a test case, so each finding (and each
/// other rule it breaks at that place) is a test case of its own, named by the rule's name and the
/// place (`path:line:col`; a finding without a location says `(repository)`), with `classname`
/// `archlint.<kind>`. Equal names get ` (2)`, ` (3)`, ... so every case is distinct.
///
/// **Only what fails the run is a failure**: an error finding is a `<failure>` (`type="error"`,
/// the message as `message`, the compiler-style lines of `TextReporter` as its text). A warning or
/// an info is a passed test case with the same lines in `<system-out>`, so a run that exits 0 does
/// not turn a Jenkins build UNSTABLE; with `--strict` (``Report/warningsFail``) warnings are
/// failures too. A rule that found nothing is one passed test case named by the rule.
///
/// `tests` counts test cases and `failures` the failed ones. No `time` or `timestamp`, so the
/// bytes are deterministic.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        let cases = testCases(report)
        let failures = cases.count(where: \.failed)
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"archlint\" \(counts)>\n"
        out += "  <testsuite name=\"archlint\" \(counts) skipped=\"0\">\n"
        out += "    <properties>\n"
        out += "      <property name=\"archlint.version\" value=\"\(attribute(report.toolVersion))\"/>\n"
        out += "    </properties>\n"
        for testCase in cases { out += testCase.xml }
        out += "  </testsuite>\n"
        out += "</testsuites>\n"
        return out
    }

    private struct TestCase {
        var xml: String
        var failed: Bool
    }

    private func testCases(_ report: Report) -> [TestCase] {
        var cases: [TestCase] = []
        var taken: [String: Int] = [:]
        func unique(_ name: String, _ classname: String) -> String {
            let key = classname + "\u{0}" + name
            let seen = taken[key, default: 0] + 1
            taken[key] = seen
            return seen == 1 ? name : "\(name) (\(seen))"
        }
        for entry in RuleCatalog(report).entries {
            let classname = "archlint.\(entry.info.id)"
            guard !entry.findings.isEmpty else {
                cases.append(TestCase(xml: open(unique(entry.info.name, classname), classname) + "/>\n", failed: false))
                continue
            }
            for finding in entry.findings {
                let place = finding.location?.description ?? "(repository)"
                let name = unique("\(entry.info.name): \(place)", classname)
                let lines = XMLEscaping.escape(TextReporter().lines(for: finding))
                let fails = finding.severity == .error || (report.warningsFail && finding.severity == .warning)
                var xml = open(name, classname) + ">\n"
                if fails {
                    xml += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(attribute(finding.message))\">"
                    xml += lines + "</failure>\n"
                } else {
                    xml += "      <system-out>" + lines + "</system-out>\n"
                }
                cases.append(TestCase(xml: xml + "    </testcase>\n", failed: fails))
            }
        }
        return cases
    }

    private func open(_ name: String, _ classname: String) -> String {
        "    <testcase name=\"\(attribute(name))\" classname=\"\(attribute(classname))\""
    }

    /// An attribute's value, with `##` as `#\u{23}` like every line archlint prints (``runnerSafe(_:)``),
    /// so a report printed to a CI log drives no runner.
    private func attribute(_ text: String) -> String { XMLEscaping.escape(withoutDoubleHash(text), attribute: true) }
}
