import ArchCore

/// JUnit XML for CI test-report views (GitLab, Jenkins, Azure, ...), valid against the Surefire
/// `junit-10.xsd`:
///
///     <testsuites name="archlint" tests="5" failures="3" errors="0">
///       <testsuite name="archlint" tests="5" failures="3" errors="0" skipped="0">
///         <properties><property name="archlint.version" value="0.1.0"/></properties>
///         <testcase name="Dependencies point inward" classname="archlint.layers">
///           <failure type="error" message="'MoviesDomain' imports ...">Sources/...:3:1: error: ...
///     Package.swift:14:9: note: ...</failure>
///         </testcase>
///         <testcase name="no_cycles" classname="archlint.no_cycles"/>
///       </testsuite>
///     </testsuites>
///
/// One test case per configured rule (a rule that found nothing passes), plus one per unconfigured
/// rule that reported; one `<failure>` per finding, whatever its severity (`type` says which), with
/// the message as `message` and the compiler-style lines (see `TextReporter`) as its text.
/// `tests` counts rules and `failures` counts rules with findings. No `time` or `timestamp`, so the
/// bytes are deterministic.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        let catalog = RuleCatalog(report)
        let tests = catalog.entries.count
        let failures = catalog.entries.count { !$0.findings.isEmpty }
        let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"archlint\" \(counts)>\n"
        out += "  <testsuite name=\"archlint\" \(counts) skipped=\"0\">\n"
        out += "    <properties>\n"
        out += "      <property name=\"archlint.version\" value=\"\(attribute(report.toolVersion))\"/>\n"
        out += "    </properties>\n"
        for entry in catalog.entries { out += testCase(entry) }
        out += "  </testsuite>\n"
        out += "</testsuites>\n"
        return out
    }

    private func testCase(_ entry: RuleCatalog.Entry) -> String {
        let open =
            "    <testcase name=\"\(attribute(entry.info.name))\" classname=\"archlint.\(attribute(entry.info.id))\""
        guard !entry.findings.isEmpty else { return open + "/>\n" }
        var out = open + ">\n"
        for finding in entry.findings {
            let body = XMLEscaping.escape(TextReporter().lines(for: finding))
            out += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(attribute(finding.message))\">"
            out += body + "</failure>\n"
        }
        return out + "    </testcase>\n"
    }

    private func attribute(_ text: String) -> String { XMLEscaping.escape(text, attribute: true) }
}
