import Foundation
import Testing

/// `// archlint:ignore` comments, run as a user would, on copies of the MultiPackage fixture.
struct SuppressionEndToEndTests {
    static let movie = "Movies/Sources/MoviesDomain/Movie.swift"

    static func copy(importLine: String) throws -> ArchlintBinary.Copy {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let source = try copy.read(movie)
        try copy.write(movie, source.replacingOccurrences(of: "import MoviesInfrastructure\n", with: importLine))
        return copy
    }

    @Test(arguments: [
        "import MoviesInfrastructure // archlint:ignore layers -- migrating to the repository protocol\n",
        "// archlint:ignore Dependencies point inward -- migrating\n// (tracked in #12)\nimport MoviesInfrastructure\n",
        "// archlint:ignore layers until: 2999-12-31 -- migrating\nimport MoviesInfrastructure\n",
    ])
    func silencesTheImportWithAReasonAndCountsIt(_ importLine: String) throws {
        let copy = try Self.copy(importLine: importLine)
        let result = try ArchlintBinary.run([copy.path, "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((object["findings"] as? [Any])?.isEmpty == true)
        #expect((object["summary"] as? [String: Any])?["suppressed"] as? Int == 1)
        #expect(result.stderr.contains("1 suppressed"))
        // Again after another file changed: this file's comment comes from the scan cache, unread.
        try copy.write("Movies/Sources/MoviesDomain/Extra.swift", "struct Extra {}\n")
        let again = try ArchlintBinary.run([copy.path, "--format", "json"])
        #expect(again.status == 0)
        #expect(again.stderr.contains("1 suppressed"))
    }

    @Test func reportsASuppressionWithoutAReasonAsAnErrorAndStillTheImport() throws {
        let copy = try Self.copy(importLine: "// archlint:ignore layers\nimport MoviesInfrastructure\n")
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(Self.movie):3:1: error: this suppression does not apply: it gives no reason"))
        #expect(result.stdout.contains("[suppression_invalid]"))
        #expect(result.stdout.contains("\(Self.movie):4:1: error: 'MoviesDomain' imports 'MoviesInfrastructure'"))
    }

    @Test func stopsSuppressingAfterTheUntilDateAndSaysSo() throws {
        let copy = try Self.copy(importLine: "import MoviesInfrastructure // archlint:ignore layers until: 2001-01-31 -- migrating\n")
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(Self.movie):3:29: warning: this suppression of 'layers' expired on 2001-01-31"))
        #expect(result.stdout.contains("[suppression_expired]"))
        #expect(result.stdout.contains("\(Self.movie):3:1: error: 'MoviesDomain' imports 'MoviesInfrastructure'"))
    }

    @Test func reportsASuppressionThatSilencesNothing() throws {
        let copy = try Self.copy(importLine: "// archlint:ignore layers -- was needed once\nimport Foundation\n")
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\(Self.movie):3:1: warning: this suppression of 'layers' silences nothing"))
        #expect(result.stdout.contains("[suppression_unused]"))
        #expect(try ArchlintBinary.run([copy.path, "--strict"]).status == 1)
    }

    @Test func silencesADependencyDeclaredInPackageSwift() throws {
        let copy = try Self.copy(importLine: "")
        let manifest = "Movies/Package.swift"
        let declared = """
                    .target(
                        name: "MoviesDomain",
                        dependencies: [
                            .product(name: "CoreDomain", package: "core"),
                            // archlint:ignore layers -- the old adapter, removed in 2.0
                            "MoviesInfrastructure",
                        ]),
            """
        let text = try copy.read(manifest)
        let original = "        .target(name: \"MoviesDomain\", dependencies: [.product(name: \"CoreDomain\", package: \"core\")]),"
        #expect(text.contains(original))
        try copy.write(manifest, text.replacingOccurrences(of: original, with: declared))
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("1 suppressed"))

        try copy.write(manifest, text.replacingOccurrences(of: original, with: declared.replacingOccurrences(of: "// archlint", with: "// not archlint")))
        let unsuppressed = try ArchlintBinary.run([copy.path])
        #expect(unsuppressed.status == 1)
        #expect(unsuppressed.stdout.hasPrefix("\(manifest):17:"))
    }

    @Test func keepsSuppressedFindingsOutOfABaseline() throws {
        let copy = try Self.copy(importLine: "import MoviesInfrastructure // archlint:ignore layers -- migrating\n")
        #expect(try ArchlintBinary.run(["baseline", "write", copy.path]).stderr.contains("wrote 0 findings"))
    }
}
