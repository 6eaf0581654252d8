import Foundation
import Testing

/// Inputs that used to make archlint pass in silence over code it did not read (issue 19): the
/// built binary must find the import, or fail the run saying what it could not read.
struct SilentMissEndToEndTests {
    static let movie = "Movies/Sources/MoviesDomain/Movie.swift"
    static let manifest = "Movies/Package.swift"
    static let cleanMovie = "import Foundation\nimport CoreDomain\n\npublic struct Movie: Sendable {}\n"

    static func deepDictionary(_ depth: Int) -> String {
        "let x: Any = " + String(repeating: "[\"k\": ", count: depth) + "1" + String(repeating: "]", count: depth)
    }

    @Test(arguments: [25, 300])
    func findsAForbiddenImportAfterADeepLiteral(depth: Int) throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        try copy.write(Self.movie, "import Foundation\nfunc f() {\n\(Self.deepDictionary(depth))\n}\nimport MoviesInfrastructure\n")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("\(Self.movie):5:1: error: 'MoviesDomain' imports 'MoviesInfrastructure'"))
    }

    @Test func failsTheRunWhereAFileCannotBeReadToTheEnd() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let depth = 300
        try copy.write(
            Self.movie,
            Self.cleanMovie + String(repeating: "#if DEBUG\n", count: depth) + "let x = 1\n"
                + String(repeating: "#endif\n", count: depth) + "import MoviesInfrastructure\n")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        // The 101st `#if` is where reading stops (the parser is never given more).
        #expect(result.stdout.contains(": error: '\(Self.movie)': '#if' nested more than 100 deep: reading stops here"))
        #expect(result.stdout.contains("[unreadable_file]"))
    }

    @Test func readsTheTargetsOfAManifestWithAnUnusedDeeplyNestedArray() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let original = try copy.read(Self.manifest)
        try copy.write(Self.manifest, original + "\nlet matrix = [[[[[[[[[[\"x\"]]]]]]]]]]\n")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("'MoviesDomain' imports 'MoviesInfrastructure'"), "the targets were dropped")
        #expect(!result.stdout.contains("Package.swift"))
    }

    @Test func failsTheRunOnAManifestWithASyntaxError() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        try copy.write(Self.movie, Self.cleanMovie)
        #expect(try ArchlintBinary.run([copy.path, "--no-cache"]).status == 0)
        let broken = try copy.read(Self.manifest).replacingOccurrences(of: "name: \"Movies\",", with: "name: \"Movies\"")
        try copy.write(Self.manifest, broken)
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(Self.manifest):6:5: error: syntax error: unexpected 'products: ["))
        #expect(result.stdout.contains("[manifest_unreadable]"))
    }
}
