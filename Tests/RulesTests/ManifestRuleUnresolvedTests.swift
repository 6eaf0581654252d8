import ArchCore
import Rules
import Testing

/// The `manifest` rule where archlint could not resolve every dependency entry: a local module no
/// resolved dependency leads to may still be one an unresolved entry leads to, so the rule does
/// not say that nothing declares it (issue 30: an error built on what archlint did not read).
struct ManifestRuleUnresolvedTests {
    static let file = "Movies/Package.swift"

    static func at(_ line: Int) -> ArchCore.SourceLocation { SourceLocation(file: file, line: line, column: 9) }

    /// `MoviesApplication` declares `MoviesDomain`, whose entries are `CoreDomain` (resolved) and
    /// `helper` (unresolved when `helperResolves` is false); it imports `Flags`, which no resolved
    /// dependency leads to.
    static func graph(helperResolves: Bool) -> Graph {
        var graph = ManifestRuleTests.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["MoviesDomain", "Flags"])
            builder.declare("MoviesApplication", on: "MoviesDomain", line: 40)
            if helperResolves { builder.declare("MoviesDomain", on: "Caching", line: 11) }
        }
        graph.manifests = [
            Manifest(
                directory: "Movies", name: "Movies", location: SourceLocation(file: file, line: 1, column: 1),
                targets: [
                    TargetDeclaration(
                        name: "MoviesDomain", kind: .regular,
                        dependencies: [
                            TargetDependency(reference: .byName("CoreDomain"), location: at(10)),
                            TargetDependency(reference: .byName("helper"), location: at(11)),
                        ],
                        location: at(9)),
                    TargetDeclaration(
                        name: "MoviesApplication", kind: .regular,
                        dependencies: [TargetDependency(reference: .byName("MoviesDomain"), location: at(40))], location: at(39)),
                ])
        ]
        return graph
    }

    @Test func anImportAnUnresolvedEntryFurtherDownMayProvideIsAWarningThatSaysSo() {
        #expect(ManifestRuleTests.findings(Self.graph(helperResolves: false)) == [
            "warning: Movies/Sources/MoviesApplication/UseCase.swift:2:1: 'MoviesApplication' imports 'Flags', which no dependency "
                + "archlint resolved provides, directly or through others; some it could not resolve may (see the unresolved_dependency "
                + "and manifest_not_understood warnings). If none does, add it to the target's dependencies in Package.swift",
        ])
    }

    @Test func withEveryEntryResolvedAnImportNothingLeadsToIsStillUndeclared() {
        #expect(ManifestRuleTests.findings(Self.graph(helperResolves: true)) == [
            "warning: Movies/Package.swift:11:9: 'MoviesDomain' declares a dependency on 'Caching', but none of its files imports it; "
                + "remove it from Package.swift",
            "error: Movies/Sources/MoviesApplication/UseCase.swift:2:1: 'MoviesApplication' imports 'Flags', which neither it nor "
                + "any of its dependencies declares; add it to the target's dependencies in Package.swift",
        ])
    }
}
