import Foundation
import Testing

/// `--since REV` on repositories whose modules come from more than Swift files (issue 31): the
/// revision's Xcode projects, `.xcconfig` files, XcodeGen and Tuist specs and symbolic links are
/// read as the working tree's are, so a change that changes nothing reports nothing; a submodule,
/// whose files at the revision are not in the repository, is said not to be compared.
struct SinceProjectsEndToEndTests {
    typealias Repository = SinceEndToEndTests.Repository

    @Test(arguments: ["XcodeApp", "XcodeGenApp", "TuistApp", "MultiPackage"])
    func aRevisionWithTheSameFilesHidesEveryFinding(fixture: String) throws {
        let repository = try Repository(fixture: fixture)
        if fixture == "TuistApp" {
            try repository.write("Sample/Projects/Domain/Sources/Movie.swift", "import Foundation\nimport UIKit\n\npublic struct Movie {}\n")
            try repository.commit("a violation in the domain")
        }
        let now = try repository.archlint(["Sample", "--no-cache", "--format", "json"])
        let findings = try #require(
            (try JSONSerialization.jsonObject(with: Data(now.stdout.utf8)) as? [String: Any])?["findings"] as? [Any])
        #expect(!findings.isEmpty, "the fixture has findings to hide")
        let result = try repository.archlint(["Sample", "--no-cache", "--since", "HEAD"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "")
        // Counted before findings at one place are merged: at least as many as the report shows.
        let hidden = try #require(result.stderr.components(separatedBy: "; ").last?.split(separator: " ").first.flatMap { Int($0) })
        #expect(hidden >= findings.count)
        #expect(result.stderr.contains("already at HEAD not shown"))
    }

    @Test func linkedFilesAreLinksAtTheRevision() throws {
        let repository = try Repository()
        try repository.write("Sample/Shared/Violation.swift", "import Foundation\nimport MoviesInfrastructure\n")
        let link = repository.repo.appendingPathComponent("Sample/Movies/Sources/MoviesDomain/Linked.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../../../Shared/Violation.swift")
        let folder = repository.repo.appendingPathComponent("Sample/Movies/Sources/MoviesDomain/LinkedFolder")
        try FileManager.default.createSymbolicLink(atPath: folder.path, withDestinationPath: "../../../Shared")
        try repository.commit("a file and a folder linked into the domain")
        let now = try repository.archlint(["Sample", "--no-cache"])
        #expect(now.stdout.contains("Sample/Movies/Sources/MoviesDomain/Linked.swift:2:1: error: 'MoviesDomain' imports 'MoviesInfrastructure'"))
        #expect(now.stdout.contains("Sample/Movies/Sources/MoviesDomain/LinkedFolder/Violation.swift:2:1: error:"))
        let result = try repository.archlint(["Sample", "--no-cache", "--since", "HEAD"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "")
    }

    @Test func aSubmoduleIsSaidNotToBeComparedAndItsFindingsAreShown() throws {
        let repository = try Repository()
        let vendor = repository.url.appendingPathComponent("vendor")
        try FileManager.default.createDirectory(at: vendor, withIntermediateDirectories: true)
        try repository.git("init", "-q", in: vendor)
        try Data("import MoviesInfrastructure\n".utf8).write(to: vendor.appendingPathComponent("Vendored.swift"))
        try repository.git("add", "-A", in: vendor)
        try repository.git("commit", "-q", "--no-verify", "-m", "vendored", in: vendor)
        try repository.git(
            "-c", "protocol.file.allow=always", "submodule", "add", "-q", vendor.path, "Sample/Movies/Sources/MoviesDomain/Vendor")
        try repository.commit("a submodule in the domain")
        let result = try repository.archlint(["Sample", "--no-cache", "--since", "HEAD"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Sample/Movies/Sources/MoviesDomain/Vendor/Vendored.swift:1:1: error: 'MoviesDomain' imports 'MoviesInfrastructure'"))
        #expect(result.stdout.contains(
            "Sample/Movies/Sources/MoviesDomain/Vendor:1:1: warning: 'Movies/Sources/MoviesDomain/Vendor' is a git submodule: "
                + "its files at HEAD are not in this repository, so its findings are not compared with HEAD and all are shown"))
    }
}
