import Foundation
import Testing

/// Runs the built binary on fixture repositories under Tests/Fixtures and checks what a user sees.
struct EndToEndTests {
    @Test func reportsTheOneDomainImportOfInfrastructureAcrossPackages() throws {
        let result = try ArchlintBinary.run([], in: ArchlintBinary.fixtures.appendingPathComponent("MultiPackage"))
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").filter { !$0.contains(": note:") }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("Movies/Sources/MoviesDomain/Movie.swift:3:1: error: 'MoviesDomain' imports 'MoviesInfrastructure'") == true)
        #expect(lines.first?.hasSuffix("[layers: Dependencies point inward]") == true)
        #expect(result.stderr.contains("1 error"))
    }

    @Test func showsPathsAsSeenFromTheCurrentDirectory() throws {
        let fixtures = ArchlintBinary.fixtures
        let relative = try ArchlintBinary.run(["MultiPackage"], in: fixtures)
        #expect(relative.stdout.hasPrefix("MultiPackage/Movies/Sources/MoviesDomain/Movie.swift:3:1: error:"))
        let json = try ArchlintBinary.run(["./MultiPackage/", "-f", "json"], in: fixtures)
        #expect(json.stdout.contains(#""file": "MultiPackage/Movies/Sources/MoviesDomain/Movie.swift""#))
        let absolute = try ArchlintBinary.run([fixtures.appendingPathComponent("MultiPackage").path])
        #expect(absolute.stdout.hasPrefix("Movies/Sources/MoviesDomain/Movie.swift:3:1: error:"))
        let prefixed = try ArchlintBinary.run(["MultiPackage", "--path-prefix", "/src/app"], in: fixtures)
        #expect(prefixed.stdout.hasPrefix("/src/app/Movies/Sources/MoviesDomain/Movie.swift:3:1: error:"))
    }

    @Test func passesOnceTheImportIsRemoved() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let source = try copy.read("Movies/Sources/MoviesDomain/Movie.swift")
        try copy.write("Movies/Sources/MoviesDomain/Movie.swift", source.replacingOccurrences(of: "import MoviesInfrastructure\n", with: ""))
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 0)
        #expect(result.stdout == "")
    }

    @Test func neverExecutesTheManifest() throws {
        let copy = try ArchlintBinary.Copy(fixture: "UnsafeManifest")
        let result = try ArchlintBinary.run([copy.path])
        #expect(!FileManager.default.fileExists(atPath: copy.url.appendingPathComponent("MANIFEST_WAS_EXECUTED").path))
        // The helper function hides a target: an error, so a rule about it cannot pass in silence.
        #expect(result.stdout.contains("Package.swift:17:9: error: skipped call to helper function 'feature(_:)'"))
        #expect(result.stdout.contains("[manifest_unreadable]"))
        #expect(result.status == 1)
    }

    @Test func printsTheSameBytesEveryRun() throws {
        let fixture = ArchlintBinary.fixtures.appendingPathComponent("MultiPackage").path
        for format in ["text", "json"] {
            let first = try ArchlintBinary.run([fixture, "--format", format])
            let second = try ArchlintBinary.run([fixture, "--format", format])
            #expect(first.stdout == second.stdout)
        }
    }

    @Test func writesJSONWithFindingsAndSummary() throws {
        let result = try ArchlintBinary.run([ArchlintBinary.fixtures.appendingPathComponent("MultiPackage").path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(findings.first?["rule"] as? String == "layers")
        #expect(findings.first?["file"] as? String == "Movies/Sources/MoviesDomain/Movie.swift")
        #expect(findings.first?["line"] as? Int == 3)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["manifests"] as? Int == 3)
    }

    @Test func failsWithExitTwoAndFileLineColumnOnABadConfiguration() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        try copy.write(".archlint.yml", "version: 1\ncomponents:\n  domain: { targetz: [\"*Domain\"] }\nrulez: []\n")
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(".archlint.yml:3:13"))
        #expect(result.stderr.contains(".archlint.yml:4:1"))
        #expect(result.stdout.isEmpty)
    }

    @Test func failsWithExitTwoOnAMissingFolderOrConfiguration() throws {
        #expect(try ArchlintBinary.run(["/nonexistent/archlint"]).status == 2)
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        try FileManager.default.removeItem(at: copy.url.appendingPathComponent(".archlint.yml"))
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no configuration"))
    }

    @Test(arguments: [["--frobnicate"], ["--format", "yaml"], ["explain", "no-such-kind"]])
    func exitsWith64OnAUsageError(_ arguments: [String]) throws {
        #expect(try ArchlintBinary.run(arguments).status == 64)
    }

    @Test func printsTheGraphAsJSON() throws {
        let result = try ArchlintBinary.run(["graph", ArchlintBinary.fixtures.appendingPathComponent("MultiPackage").path])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let modules = try #require(object["modules"] as? [[String: Any]])
        #expect(modules.contains { ($0["id"] as? [String: Any])?["name"] as? String == "MoviesInfrastructure" })
    }
}
