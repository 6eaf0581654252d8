import Foundation
import Testing

/// The built binary on `Tests/Fixtures/TuistApp`: two literal Tuist projects, no generated project
/// (issue 14).
struct TuistEndToEndTests {
    @Test func theFixtureIsClean() throws {
        let copy = try ArchlintBinary.Copy(fixture: "TuistApp")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("archlint: 8 modules, 7 files, 10 imports, 0 manifests, 2 Tuist manifests: 0 errors, 0 warnings"))
    }

    @Test func aDomainFileThatImportsALibraryIsReportedAtItsLine() throws {
        let copy = try ArchlintBinary.Copy(fixture: "TuistApp")
        try copy.write("Projects/Domain/Sources/Movie.swift", "import Foundation\nimport Alamofire\n\nstruct Movie {}\n")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Projects/Domain/Sources/Movie.swift:2:1: error: 'MoviesDomain' imports 'Alamofire'; 'domain' may depend on only 'Foundation' [allow: The domain depends on nothing]") == true)
    }

    @Test func aProjectBuiltByAHelperFailsTheRunAtItsLine() throws {
        let copy = try ArchlintBinary.Copy(fixture: "TuistApp")
        try copy.write("Projects/Feed/Project.swift", "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.module(name: \"Feed\")\n")
        try copy.write("Projects/Feed/Sources/Feed.swift", "import MoviesDomain\n")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("Projects/Feed/Project.swift:4:15: error: the project is built by 'Project.module(...)', a helper archlint does not run; run 'tuist generate --no-open' before archlint so it reads the generated project [project_unreadable]"))
        // Its files are covered by the error, not reported again as in no module.
        #expect(!lines.contains { $0.contains("unassigned_files") })
        #expect(lines.count == 1)
    }
}
