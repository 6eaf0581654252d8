import ArchCore
import Diagrams
import Reporting

/// The fixed report behind the golden files: an error with notes (one without a location) and a
/// rationale, a warning, an error without a location, an info from a built-in rule that is not
/// configured, a configured rule that found nothing, and a diagram with a cycle.
enum SampleReport {
    static let layersBecause = "The domain must not know about storage or UI."

    static let findings: [Finding] = [
        Finding(
            ruleID: "manifest_not_understood",
            severity: .info,
            message: "could not read 'targets' statically: it is built by a function call",
            location: SourceLocation(file: "Packages/Legacy/Package.swift", line: 20, column: 5)
        ),
        Finding(
            ruleID: "layers",
            ruleName: "Dependencies point inward",
            severity: .error,
            message:
                "'MoviesDomain' imports 'MoviesInfrastructure'; the domain layer may import only 'Foundation', 'CoreDomain'",
            location: SourceLocation(file: "Sources/MoviesDomain/Movie.swift", line: 3, column: 1),
            notes: [
                Note(
                    message: "'MoviesDomain' declares the dependency here",
                    location: SourceLocation(file: "Package.swift", line: 14, column: 9)
                ),
                Note(message: "layer 'domain' is the innermost layer"),
            ],
            because: layersBecause
        ),
        Finding(
            ruleID: "forbidden",
            ruleName: "No UIKit in features",
            severity: .warning,
            message: "'MoviesFeature' imports 'UIKit', which this rule forbids",
            location: SourceLocation(file: "Sources/MoviesFeature/MovieList.swift", line: 5, column: 8)
        ),
        Finding(
            ruleID: "no_cycles",
            severity: .error,
            message: "modules form a cycle: 'MoviesDomain' -> 'MoviesInfrastructure' -> 'MoviesDomain'",
            location: nil,
            notes: [
                Note(
                    message: "'MoviesInfrastructure' imports 'MoviesDomain'",
                    location: SourceLocation(file: "Sources/MoviesInfrastructure/Store.swift", line: 2, column: 1)
                )
            ]
        ),
    ]

    static let rules: [RuleInfo] = [
        RuleInfo(
            id: "layers", name: "Dependencies point inward", severity: .error, because: layersBecause,
            summary: "Each layer may import only the layers inside it."),
        RuleInfo(
            id: "forbidden", name: "No UIKit in features", severity: .warning,
            summary: "The matched modules must not import the listed modules."),
        RuleInfo(id: "no_cycles", severity: .error, summary: "Modules must not depend on each other in a cycle."),
        RuleInfo(
            id: "allowed_imports", name: "Domain imports only Foundation", severity: .error,
            because: "Keep the domain portable.",
            summary: "The matched modules may import only the listed modules."),
    ]

    static let diagram = DependencyDiagram(
        components: ["MoviesApp", "MoviesFeature", "MoviesDomain", "MoviesInfrastructure", "CoreDomain"],
        edges: [
            .init(from: "MoviesApp", to: "MoviesFeature", count: 4),
            .init(from: "MoviesApp", to: "MoviesInfrastructure", count: 2),
            .init(from: "MoviesFeature", to: "MoviesDomain", count: 6),
            .init(from: "MoviesInfrastructure", to: "MoviesDomain", count: 3),
            .init(
                from: "MoviesDomain", to: "MoviesInfrastructure", count: 1, violating: true,
                locations: [SourceLocation(file: "Sources/MoviesDomain/Movie.swift", line: 3, column: 1)]),
            .init(from: "MoviesDomain", to: "CoreDomain", count: 5),
        ]
    )

    static let report = Report(
        findings: findings,
        summary: Summary(manifests: 3, modules: 5, files: 40, imports: 85, counting: findings, suppressed: 2),
        rules: rules,
        diagram: diagram,
        toolVersion: "0.1.0"
    )

    /// Text that every format must escape: quotes, markup, percent signs, separators, line breaks.
    static let nastyText = "a \"quoted\" <tag> & 'x', 100% done: yes\nsecond line\r\nthird\\end"

    static let nasty = Report(
        findings: [
            Finding(
                ruleID: "forbidden",
                ruleName: "Name, with: <odd> & \"chars\" 50%",
                severity: .error,
                message: nastyText,
                location: SourceLocation(file: "Sources/A B/x,y:z.swift", line: 1, column: 2),
                notes: [Note(message: nastyText)],
                because: nastyText
            )
        ],
        summary: Summary(manifests: 1, modules: 1, files: 1, imports: 1, errors: 1),
        rules: [
            RuleInfo(
                id: "forbidden", name: "Name, with: <odd> & \"chars\" 50%", severity: .error,
                because: nastyText, summary: "x < y & z")
        ],
        diagram: DependencyDiagram(
            components: ["A<B>", "C&\"D\""], edges: [.init(from: "A<B>", to: "C&\"D\"", count: 1, violating: true)]),
        toolVersion: "0.1.0"
    )

    static let empty = Report(
        findings: [],
        summary: Summary(manifests: 1, modules: 2, files: 3, imports: 4),
        rules: [RuleInfo(id: "layers", severity: .error, summary: "Each layer may import only the layers inside it.")],
        diagram: nil,
        toolVersion: "0.1.0"
    )

    /// The reports above by name, for tests that run on each of them.
    static let all = ["sample": report, "nasty": nasty, "empty": empty]
}
