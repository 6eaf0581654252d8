import Foundation
import ProcessSupport
import Testing

/// The built binary on `Tests/Fixtures/XcodeGenApp`: an app whose targets an XcodeGen spec
/// declares (no project file), with a local package (issue 14).
struct XcodeGenEndToEndTests {
    @Test func theFixtureIsCleanButForTheFileTheTemplateExcludes() throws {
        let copy = try ArchlintBinary.Copy(fixture: "XcodeGenApp")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "Features/MoviesList/MoviesListPreview.swift:1:1: warning: 'Features/MoviesList/': 1 .swift file belongs to no module and is not checked; declare it in an Xcode project, a Package.swift or .archlint.yml's modules:, or leave it out with exclude: [unassigned_files]",
        ])
    }

    /// Yams' default encoding reads YAMS_DEFAULT_ENCODING and, when it is set, prints a line to
    /// standard output: after the JSON report, which no consumer could parse then. The
    /// configuration and the spec are read with the encoding named.
    @Test(arguments: ["utf8", "UTF16"])
    func yamsEnvironmentVariableLeavesTheReportAlone(_ encoding: String) throws {
        let copy = try ArchlintBinary.Copy(fixture: "XcodeGenApp")
        let result = try ChildProcess.run(
            ArchlintBinary.path, [copy.path, "--no-cache", "--format", "json"],
            environment: ["YAMS_DEFAULT_ENCODING": encoding, "ARCHLINT_CACHE_DIR": copy.path + "/.cache", "GITHUB_SHA": ""])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("YAMS_DEFAULT_ENCODING"))
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect((report?["summary"] as? [String: Any])?["modules"] as? Int ?? 0 > 0)
    }

    @Test func aDomainFileThatImportsAFeatureBreaksTheLayersAtItsLine() throws {
        let copy = try ArchlintBinary.Copy(fixture: "XcodeGenApp")
        try copy.write("Domain/Movie.swift", "import Foundation\nimport MoviesList\nstruct Movie {}\n")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Domain/Movie.swift:2:1: error: 'MoviesDomain' imports 'MoviesList'") && $0.contains("[layers: Layers]") })
        // The domain does not link the feature either: drift from the spec, where the target is declared.
        #expect(lines.contains {
            $0.hasPrefix("Domain/Movie.swift:2:1: note: also breaks [manifest: Targets link what they import]: 'MoviesDomain' imports 'MoviesList', which neither it nor any of its dependencies declares; add it to the target's dependencies in Config/targets.yml")
        })
    }

    @Test func aFeatureThatLinksTheNetworkIsReportedInTheSpec() throws {
        let copy = try ArchlintBinary.Copy(fixture: "XcodeGenApp")
        var spec = try copy.read("project.yml")
        spec = spec.replacingOccurrences(
            of: "  MoviesList:\n    templates: [Feature]\n    dependencies:\n      - target: MoviesDomain\n",
            with: "  MoviesList:\n    templates: [Feature]\n    dependencies:\n      - target: MoviesDomain\n      - package: Networking\n")
        try copy.write("project.yml", spec)
        try copy.write("Features/MoviesList/MoviesListView.swift", "import MoviesDomain\nimport Networking\n")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("project.yml:36:9: error: 'MoviesList' declares a dependency on 'Networking'") })
        #expect(lines.contains { $0.hasPrefix("Features/MoviesList/MoviesListView.swift:2:1: error: 'MoviesList' imports 'Networking'") })
    }
}
