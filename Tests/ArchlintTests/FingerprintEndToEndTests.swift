import Foundation
import Testing

/// SARIF's and GitLab's fingerprints name a finding by what it is about (rule, file, the
/// dependency), never by its wording: editing a rule's allowed list, adding a layer or moving lines
/// keeps every alert that is still there, so code scanning keeps its dismissals and GitLab's widget
/// does not show the same findings as fixed and new.
@Suite struct FingerprintEndToEndTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            targets: [
                .target(name: "Domain", dependencies: ["Data", "UI"]),
                .target(name: "Data"),
                .target(name: "UI"),
                .target(name: "Extra"),
            ]
        )

        """

    static func configuration(allowed: String, layers: String) -> String {
        """
        version: 1
        components:
          domain: { modules: [Domain] }
          data: { modules: [Data] }
          ui: { modules: [UI] }
          extra: { modules: [Extra] }
        rules:
          - kind: allow
            name: The domain depends on nothing else
            from: domain
            to: [\(allowed)]
          - kind: layers
            name: Dependencies point inward
            layers: [\(layers)]

        """
    }

    static func repository() throws -> ArchlintBinary.Copy {
        try ArchlintBinary.Copy.repository([
            "Package.swift": manifest,
            "Sources/Domain/Domain.swift": "import Foundation\nimport Data\nimport UI\n",
            "Sources/Data/D.swift": "public struct D {}\n",
            "Sources/UI/U.swift": "public struct U {}\n",
            "Sources/Extra/E.swift": "public struct E {}\n",
            ".archlint.yml": configuration(allowed: "", layers: "ui, data, domain"),
        ])
    }

    /// Each finding's fingerprint in both formats, keyed by rule, file, line and what it is about
    /// (GitLab: the message up to `;`; SARIF: the column).
    static func fingerprints(_ copy: ArchlintBinary.Copy) throws -> [String: String] {
        var prints: [String: String] = [:]
        let gitlab = try ArchlintBinary.run([copy.path, "--no-cache", "--format", "gitlab"])
        #expect(gitlab.status == 1, "\(gitlab.stderr)")
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(gitlab.stdout.utf8)) as? [[String: Any]])
        for issue in issues {
            let location = try #require(issue["location"] as? [String: Any])
            let line = try #require((location["lines"] as? [String: Any])?["begin"] as? Int)
            let subject = (issue["description"] as? String)?.split(separator: ";").first ?? ""
            let place = "gitlab \(issue["check_name"] ?? "") \(subject) \(location["path"] ?? ""):\(line)"
            prints[place] = issue["fingerprint"] as? String
        }
        let sarif = try ArchlintBinary.run([copy.path, "--no-cache", "--format", "sarif"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        for result in try #require(run["results"] as? [[String: Any]]) {
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            let region = try #require(physical["region"] as? [String: Any])
            let line = try #require(region["startLine"] as? Int)
            let place = "sarif \(result["ruleId"] ?? "") col \(region["startColumn"] ?? 0) \(uri):\(line)"
            prints[place] = (result["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"]
        }
        return prints
    }

    @Test func editingTheConfigurationKeepsTheFingerprintsOfWhatIsStillThere() throws {
        let copy = try Self.repository()
        let before = try Self.fingerprints(copy)
        // Allowing 'extra' and adding it as a layer rewords every finding of both rules and
        // removes none of them.
        try copy.write(".archlint.yml", Self.configuration(allowed: "extra", layers: "ui, data, domain, extra"))
        let reworded = try ArchlintBinary.run([copy.path, "--no-cache", "--format", "json"])
        #expect(reworded.stdout.contains("'extra'"), "the edit must change the messages: \(reworded.stdout)")
        let after = try Self.fingerprints(copy)
        #expect(before.count == 14)  // 5 GitLab issues, 9 SARIF results (4 places break both rules)
        #expect(after == before)
        // Allowing 'ui' removes the findings about UI; the others keep their fingerprints.
        try copy.write(".archlint.yml", Self.configuration(allowed: "ui", layers: "data, domain, ui"))
        let fewer = try Self.fingerprints(copy)
        #expect(fewer.count < before.count && !fewer.isEmpty)
        for (place, print) in fewer { #expect(before[place] == print, "\(place)") }
    }

    @Test func aBaselineKeepsHidingWhatIsStillThereAfterAConfigurationEdit() throws {
        let copy = try Self.repository()
        let written = try ArchlintBinary.run(["baseline", "write", copy.path])
        #expect(written.status == 0, "\(written.stderr)")
        try copy.write(".archlint.yml", Self.configuration(allowed: "extra", layers: "ui, data, domain, extra"))
        let result = try ArchlintBinary.run([copy.path, "--no-cache", "--baseline", copy.path + "/.archlint-baseline.json"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(!result.stdout.contains("baseline_stale"))
        #expect(result.stderr.contains("0 errors, 0 warnings, 9 baselined"), "\(result.stderr)")
    }

    @Test func movingLinesKeepsTheFingerprints() throws {
        let copy = try Self.repository()
        let before = try Self.fingerprints(copy)
        try copy.write("Sources/Domain/Domain.swift", "// The domain.\n\nimport Foundation\nimport Data\nimport UI\n")
        let after = try Self.fingerprints(copy)
        // Same fingerprints, two lines further down.
        let shifted = Dictionary(uniqueKeysWithValues: after.map { place, print in
            guard place.contains("Domain.swift:") else { return (place, print) }
            let line = Int(place.split(separator: ":").last!)!
            return (place.replacingOccurrences(of: ":\(line)", with: ":\(line - 2)"), print)
        })
        #expect(shifted == before)
    }
}
