import Foundation
import Testing

/// `archlint init` on real trees: the configuration it writes passes, says why, and is stable.
@Suite(.serialized)
struct InitEndToEndTests {
    static let reason = "present when archlint init ran; fix or keep"

    @Test func writesAPassingConfigurationForTheSample() throws {
        let copy = try ArchlintBinary.Copy(directory: ArchlintBinary.packageRoot.appendingPathComponent("Sample"))
        try FileManager.default.removeItem(atPath: copy.path + "/.archlint.yml")
        let written = try ArchlintBinary.run(["init", copy.path])
        #expect(written.status == 0, "\(written.stderr)")
        let yaml = try copy.read(".archlint.yml")
        #expect(yaml.contains("  domain:         { targets: [\"*Domain\"] }"))
        #expect(yaml.contains("kind: layers"))
        #expect(yaml.contains("layers: [app, [features, adapters], presentation, [application, infrastructure], domain]"))
        #expect(yaml.contains("kind: independent"))
        #expect(!yaml.contains("    except:"))
        let lint = try ArchlintBinary.run([copy.path])
        #expect(lint.status == 0, "\(lint.stdout)")
    }

    @Test func addsAnExceptionForEachViolationSoTheLintPasses() throws {
        let copy = try ArchlintBinary.Copy(directory: ArchlintBinary.packageRoot.appendingPathComponent("Sample"))
        try FileManager.default.removeItem(atPath: copy.path + "/.archlint.yml")
        let file = "Features/WatchlistFeature/Sources/WatchlistFeature/WatchlistContent.swift"
        try copy.write(file, "import MovieDetailsFeature\nimport TMDbMoviesAdapter\n" + copy.read(file))
        #expect(try ArchlintBinary.run(["init", copy.path]).status == 0)
        let yaml = try copy.read(".archlint.yml")
        #expect(yaml.contains("- { from: WatchlistFeature, to: MovieDetailsFeature, because: \"\(Self.reason)\" }"))
        #expect(yaml.contains("- { from: WatchlistFeature, to: TMDbMoviesAdapter, because: \"\(Self.reason)\" }"))
        let lint = try ArchlintBinary.run([copy.path])
        #expect(lint.status == 0, "\(lint.stdout)")
    }

    @Test func coversTheFixtureViolationAndReportsTheExceptionOnceFixed() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        try FileManager.default.removeItem(atPath: copy.path + "/.archlint.yml")
        #expect(try ArchlintBinary.run(["init", copy.path]).status == 0)
        let yaml = try copy.read(".archlint.yml")
        #expect(yaml.contains("- { from: MoviesDomain, to: MoviesInfrastructure, because: \"\(Self.reason)\" }"))
        #expect(try ArchlintBinary.run([copy.path]).status == 0)

        // Without the exception the violation is back: the exception is what makes the lint pass.
        try copy.write(".archlint.yml", yaml.replacingOccurrences(of: "MoviesDomain, to: MoviesInfrastructure", with: "Nothing, to: Nowhere"))
        #expect(try ArchlintBinary.run([copy.path]).status == 1)

        // Once the code is fixed, the stale exception is reported where it is written.
        try copy.write(".archlint.yml", yaml)
        for file in ["Movies/Sources/MoviesDomain/Movie.swift", "Movies/Sources/MoviesDomain/MovieRepository.swift"] {
            try copy.write(file, copy.read(file).replacingOccurrences(of: "\nimport MoviesInfrastructure", with: "\n"))
        }
        let fixed = try ArchlintBinary.run([copy.path])
        #expect(fixed.status == 0)
        let line = try #require(yaml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("from: MoviesDomain") }) + 1
        #expect(fixed.stdout.contains(".archlint.yml:\(line):9: warning: the exception from 'MoviesDomain' to 'MoviesInfrastructure' of rule 'Dependencies point inward' matches no finding any more"), "\(fixed.stdout)")
    }

    @Test func refusesToReplaceAFileWithoutForceAndIsDeterministic() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let original = try copy.read(".archlint.yml")
        let refused = try ArchlintBinary.run(["init", copy.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("already exists; pass --force"))
        #expect(try copy.read(".archlint.yml") == original)
        #expect(try ArchlintBinary.run(["init", copy.path, "--force"]).status == 0)
        let first = try copy.read(".archlint.yml")
        #expect(try ArchlintBinary.run(["init", copy.path, "--output", copy.path + "/second.yml"]).status == 0)
        #expect(try copy.read("second.yml") == first)
    }
}

extension InitEndToEndTests {
    @Test func proposesPathsComponentsForLayerFoldersAndExceptsTodaysReferencesByFile() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        try FileManager.default.removeItem(atPath: copy.path + "/.archlint.yml")
        let file = "Sources/Feed/Domain/FeedLoader.swift"
        try copy.write(file, try copy.read(file).replacingOccurrences(of: "func load()", with: "func show(on screen: FeedViewModel)\n    func load()"))
        let written = try ArchlintBinary.run(["init", copy.path])
        #expect(written.status == 0, "\(written.stderr)")
        let yaml = try copy.read(".archlint.yml")
        #expect(yaml.contains("  presentation:   { paths: [\"Sources/Feed/Presentation/**\"] }"))
        #expect(yaml.contains("  application:    { paths: [\"Sources/Feed/UseCases/**\"] }"))
        #expect(yaml.contains("layers: [presentation, [application, infrastructure], domain]"))
        #expect(yaml.components(separatedBy: "- { file: \"Sources/Feed/Domain/FeedLoader.swift\", because: \"\(Self.reason)\" }").count == 3)
        #expect(try ArchlintBinary.run([copy.path]).status == 0)

        // The reference is what the exception lets through: fixed, the exception is stale.
        try copy.write(file, try copy.read(file).replacingOccurrences(of: "func show(on screen: FeedViewModel)\n", with: ""))
        let fixed = try ArchlintBinary.run([copy.path])
        #expect(fixed.stdout.contains("matches no finding any more"), "\(fixed.stdout)")
    }
}
