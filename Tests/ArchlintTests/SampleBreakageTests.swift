import Foundation
import Testing

/// Breaks Sample/ one rule at a time, in a copy, and checks archlint reports exactly that break:
/// one finding, at the right file and line, exit 1; and that the untouched copy is clean.
@Suite(.serialized)
struct SampleBreakageTests {
    struct Breakage: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        /// Text to replace in `file`, and what replaces it. An empty `original` prepends.
        var original: String
        var replacement: String
        /// The text whose first occurrence in the new file is where the finding must be.
        var marker: String
        var rule: String

        var testDescription: String { name }
    }

    static let breakages: [Breakage] = [
        Breakage(
            name: "a domain file imports infrastructure",
            file: "Movies/Sources/MoviesDomain/Movie.swift", original: "", replacement: "import MoviesInfrastructure\n",
            marker: "import MoviesInfrastructure", rule: "layers"),
        Breakage(
            name: "a feature imports another feature",
            file: "Features/WatchlistFeature/Sources/WatchlistFeature/WatchlistContent.swift", original: "",
            replacement: "import MovieDetailsFeature\n", marker: "import MovieDetailsFeature", rule: "independent"),
        Breakage(
            name: "a feature imports the SDK",
            file: "Features/MovieDetailsFeature/Sources/MovieDetailsFeature/MovieDetailsContent.swift", original: "",
            replacement: "import TMDb\n", marker: "import TMDb", rule: "forbid"),
        Breakage(
            name: "a use case imports an adapter",
            file: "Movies/Sources/MoviesApplication/FetchMovieDetails.swift", original: "",
            replacement: "import TMDbMoviesAdapter\n", marker: "import TMDbMoviesAdapter", rule: "layers"),
        Breakage(
            name: "a view model imports SwiftUI",
            file: "Features/MovieDetailsFeature/Sources/MovieDetailsFeature/MovieDetailsViewModel.swift", original: "",
            replacement: "import SwiftUI\n", marker: "import SwiftUI", rule: "forbid"),
        Breakage(
            name: "a context imports another context",
            file: "Recommendations/Sources/RecommendationsApplication/RecommendWatchNext.swift", original: "",
            replacement: "import MoviesDomain\n", marker: "import MoviesDomain", rule: "forbid"),
        Breakage(
            name: "a manifest declares a dependency that breaks the layers",
            file: "Movies/Package.swift",
            original: #"dependencies: ["MoviesDomain", .product(name: "CoreDomain", package: "Core")]),"#,
            replacement: #"dependencies: ["MoviesDomain", "MoviesInfrastructure", .product(name: "CoreDomain", package: "Core")]),"#,
            marker: #""MoviesInfrastructure", .product"#, rule: "layers"),
        // The comments context keeps its layers as folders of one target: the breaks are uses, not imports.
        Breakage(
            name: "a feature file (domain folder) names a presentation type",
            file: "Comments/Sources/Comments/Comments Feature/ImageCommentsLoader.swift",
            original: "    func loadComments(", replacement: "    func show(_ model: ImageCommentsViewModel)\n    func loadComments(",
            marker: "ImageCommentsViewModel", rule: "layers"),
        Breakage(
            name: "a presentation file names an API type",
            file: "Comments/Sources/Comments/Comments Presentation/ImageCommentsViewModel.swift",
            original: "    public let rows: [Row]\n", replacement: "    public let rows: [Row]\n    let source: RemoteImageCommentsLoader.Error? = nil\n",
            marker: "RemoteImageCommentsLoader", rule: "layers"),
        Breakage(
            name: "a use case calls into the API folder",
            file: "Comments/Sources/Comments/Comments Use Cases/LoadRecentComments.swift",
            original: "        let comments = try await", replacement: "        _ = try? ImageCommentsMapper.map(Data(), status: 200)\n        let comments = try await",
            marker: "ImageCommentsMapper", rule: "layers"),
    ]

    static let sample = ArchlintBinary.packageRoot.appendingPathComponent("Sample")

    @Test func theSampleIsClean() throws {
        let result = try ArchlintBinary.run([Self.sample.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: breakages)
    func reportsExactlyTheBreak(_ breakage: Breakage) throws {
        let copy = try ArchlintBinary.Copy(directory: Self.sample)
        let original = try copy.read(breakage.file)
        let broken = breakage.original.isEmpty
            ? breakage.replacement + original
            : original.replacingOccurrences(of: breakage.original, with: breakage.replacement)
        try #require(broken != original, "the breakage did not apply")
        try copy.write(breakage.file, broken)

        let result = try ArchlintBinary.run([copy.path, "--format", "json"])
        #expect(result.status == 1)
        let findings = try Self.findings(result.stdout)
        #expect(findings.count == 1, "\(findings)")
        let expected = try #require(Self.location(of: breakage.marker, in: broken))
        #expect(findings.first?["file"] as? String == breakage.file)
        #expect(findings.first?["line"] as? Int == expected.line)
        #expect(findings.first?["column"] as? Int == expected.column)
        #expect(findings.first?["rule"] as? String == breakage.rule)

        try copy.write(breakage.file, original)
        #expect(try ArchlintBinary.run([copy.path]).status == 0)
    }

    static func findings(_ json: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["findings"] as? [[String: Any]])
    }

    /// 1-based line and UTF-8 column of the first occurrence of `marker`.
    static func location(of marker: String, in text: String) -> (line: Int, column: Int)? {
        guard let range = text.range(of: marker) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.count(where: { $0 == "\n" }) + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text[lineStart..<range.lowerBound].utf8.count + 1)
    }
}
