import ArchCore
import Rules
import Testing

struct LayersRuleTests {
    /// Movies: app -> [features, adapters] -> [application, infrastructure] -> domain.
    static func movies() -> GraphBuilder {
        var builder = GraphBuilder()
        for name in ["App", "SearchFeature", "WatchlistFeature", "MoviesApplication", "MoviesInfrastructure", "MoviesDomain"] {
            builder.target(name, package: "Movies")
        }
        builder.target("TMDbAdapter", package: "Adapters/TMDb")
        builder.target("MoviesDomainTests", package: "Movies", kind: .test)
        return builder
    }

    static let architecture = Architecture(
        components: [
            component("app", ComponentSelector(targets: ["App"])),
            component("features", ComponentSelector(targets: ["*Feature"])),
            component("adapters", ComponentSelector(packages: ["Adapters/**"])),
            component("application", ComponentSelector(targets: ["*Application"])),
            component("infrastructure", ComponentSelector(targets: ["*Infrastructure"])),
            component("domain", ComponentSelector(targets: ["*Domain"], tests: true)),
        ],
        rules: [
            LayersRule(
                header: RuleHeader(name: "Dependencies point inward", kind: "layers", because: "Clean Architecture"),
                layers: [refs("app"), refs("features", "adapters"), refs("application", "infrastructure"), refs("domain")]),
        ])

    @Test func allowsDependenciesThatPointInward() throws {
        var builder = Self.movies()
        builder.file("Movies/Sources/App/App.swift", in: "App", imports: ["SearchFeature", "TMDbAdapter", "MoviesDomain", "SwiftUI"])
        builder.file("Movies/Sources/SearchFeature/S.swift", in: "SearchFeature", imports: ["MoviesApplication", "MoviesDomain"])
        builder.file("Movies/Sources/MoviesApplication/A.swift", in: "MoviesApplication", imports: ["MoviesDomain", "Foundation"])
        builder.declare("SearchFeature", on: "MoviesApplication", line: 20)
        #expect(try Self.architecture.summaries(on: builder.graph) == [])
    }

    @Test func reportsAnImportThatPointsOutward() throws {
        var builder = Self.movies()
        builder.file("Movies/Sources/MoviesDomain/Movie.swift", in: "MoviesDomain", imports: ["Foundation", "MoviesInfrastructure"])
        let findings = try Self.architecture.evaluate(on: builder.graph)
        #expect(findings.map(\.summary) == [
            "Movies/Sources/MoviesDomain/Movie.swift:2:1: 'MoviesDomain' imports 'MoviesInfrastructure'; "
                + "layer 'domain' may depend only on layers after it: (none)",
        ])
        #expect(findings.first?.ruleID == "layers")
        #expect(findings.first?.ruleName == "Dependencies point inward")
        #expect(findings.first?.because == "Clean Architecture")
        #expect(findings.first?.severity == .error)
    }

    @Test func namesTheInnerLayersAnOuterOneMayUse() throws {
        var builder = Self.movies()
        builder.file("Movies/Sources/MoviesApplication/A.swift", in: "MoviesApplication", imports: ["SearchFeature"])
        #expect(try Self.architecture.summaries(on: builder.graph) == [
            "Movies/Sources/MoviesApplication/A.swift:1:1: 'MoviesApplication' imports 'SearchFeature'; "
                + "layer 'application' may depend only on layers after it: 'domain'",
        ])
    }

    @Test func reportsSiblingsOfOneLayerThatDependOnEachOther() throws {
        var builder = Self.movies()
        builder.file("Movies/Sources/SearchFeature/S.swift", in: "SearchFeature", imports: ["TMDbAdapter", "WatchlistFeature"])
        #expect(try Self.architecture.summaries(on: builder.graph) == [
            "Movies/Sources/SearchFeature/S.swift:1:1: 'SearchFeature' imports 'TMDbAdapter'; "
                + "'features' and 'adapters' are siblings in one layer and must not depend on each other",
        ])
    }

    @Test func reportsADeclaredDependencyAtItsManifestEntryAndNotesItOnTheImport() throws {
        var builder = Self.movies()
        builder.file("Movies/Sources/MoviesDomain/Movie.swift", in: "MoviesDomain", imports: ["MoviesApplication"])
        builder.declare("MoviesDomain", on: "MoviesApplication", line: 31)
        let findings = try Self.architecture.evaluate(on: builder.graph)
        #expect(findings.map(\.summary) == [
            "Movies/Package.swift:31:9: 'MoviesDomain' declares a dependency on 'MoviesApplication'; "
                + "layer 'domain' may depend only on layers after it: (none)",
            "Movies/Sources/MoviesDomain/Movie.swift:1:1: 'MoviesDomain' imports 'MoviesApplication'; "
                + "layer 'domain' may depend only on layers after it: (none)",
        ])
        #expect(findings[1].notes == [
            Note(message: "'MoviesDomain' declares the dependency on 'MoviesApplication' here",
                 location: SourceLocation(file: "Movies/Package.swift", line: 31, column: 9)),
        ])
        #expect(findings[0].notes.isEmpty)
    }

    @Test func ignoresModulesInNoLayer() throws {
        var builder = Self.movies()
        builder.target("Tooling", package: "Tools")
        builder.file("Tools/Sources/Tooling/T.swift", in: "Tooling", imports: ["App", "MoviesDomain"])
        builder.file("Movies/Sources/MoviesDomain/D.swift", in: "MoviesDomain", imports: ["Tooling"])
        #expect(try Self.architecture.summaries(on: builder.graph) == [])
    }

    @Test func judgesTestTargetsOnlyWhenTheirComponentIncludesTests() throws {
        var builder = Self.movies()
        builder.target("SearchFeatureTests", package: "Movies", kind: .test)
        builder.file("Movies/Tests/SearchFeatureTests/T.swift", in: "SearchFeatureTests", imports: ["App"])
        builder.file("Movies/Tests/MoviesDomainTests/T.swift", in: "MoviesDomainTests", imports: ["MoviesDomain", "App"])
        // features has tests: false, so SearchFeatureTests is in no layer; domain has tests: true, and a
        // target's own tests importing it is never a violation.
        #expect(try Self.architecture.summaries(on: builder.graph) == [
            "Movies/Tests/MoviesDomainTests/T.swift:2:1: 'MoviesDomainTests' imports 'App'; "
                + "layer 'domain' may depend only on layers after it: (none)",
        ])
    }
}
