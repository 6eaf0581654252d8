extension ManifestRule {
    public static let description = RuleKindDescription(
        id: "manifest",
        summary: "Each target declares in Package.swift exactly what its files import.",
        rationale: """
            SwiftPM lets a target import a module it does not declare when one of its dependencies \
            depends on it: the build works until that dependency changes. `implicit` (default \
            warning) reports such an import and names the dependency it leaks through; `undeclared` \
            (default error) reports an import nothing declared provides (at the `implicit` level when \
            a dependency archlint could not resolve may provide it); `unused` (default warning) \
            reports a dependency no file of the target imports. Toolchain and SDK modules \
            (Foundation, XCTest, SwiftUI, ...) never need a declaration; `ignore` adds module-name \
            globs to them, and its globs also name declared modules or products that may go unused \
            (linked for their side effects). A module a declared dependency re-exports (`@_exported import`) counts as \
            declared, and the dependency as used. archlint does not read remote packages, whose products may hold or \
            re-export modules of other names: a target that declares a remote product (or a binary, system-library \
            or C target), or a dependency re-exporting one, is not judged on imports of external modules no declared \
            dependency provides by name, and its remote products, and the dependencies one is reached through, then \
            count as used. A target that reaches remote products only further down is told of such an import at the \
            `implicit` level: at best it is visible through them, or no module of that name exists. A rule-level `severity` sets all three sub-checks; \
            each can be set to error, warning, info or off. Like every rule, it judges production targets \
            only unless `tests: include` (test targets too) or `tests: only`; `from` limits the rule to \
            the targets of some components or modules. `archlint fix` makes the manifests say what the \
            code imports, as this rule judges them: `archlint fix --diff` in CI (exit 1 and a diff when \
            a Package.swift is not tidy), `archlint fix` locally.
            """,
        examples: [
            RuleExample(
                """
                version: 1
                rules:
                  - name: Package.swift says what the code imports
                    kind: manifest
                """,
                .given(
                    """
                    Package.swift:
                      .target(name: "MoviesDomain"),
                      .target(name: "MoviesData", dependencies: ["MoviesDomain", "Networking"]),
                      .target(name: "Networking"),
                      .target(name: "SearchFeature", dependencies: ["MoviesData"]),
                    Sources/MoviesDomain/Movie.swift:
                      import Foundation
                    Sources/MoviesData/MovieRepository.swift:
                      import MoviesDomain
                    Sources/Networking/Client.swift:
                      import Foundation
                    Sources/SearchFeature/SearchView.swift:
                      import MoviesData
                      import MoviesDomain
                      import Analytics
                    """,
                    reports: [
                        "Package.swift:2:60: warning: 'MoviesData' declares a dependency on 'Networking', but none of its files imports it; remove it from Package.swift [manifest: Package.swift says what the code imports]",
                        "Sources/SearchFeature/SearchView.swift:2:1: warning: 'SearchFeature' imports 'MoviesDomain', which it does not declare; it is visible only through 'MoviesData' → 'MoviesDomain'. Declare it in Package.swift [manifest: Package.swift says what the code imports]",
                        "Sources/SearchFeature/SearchView.swift:3:1: error: 'SearchFeature' imports 'Analytics', which neither it nor any of its dependencies declares; add it to the target's dependencies in Package.swift [manifest: Package.swift says what the code imports]",
                    ]),
                .given(
                    """
                    Package.swift:
                      .target(name: "MoviesDomain"),
                      .target(name: "MoviesData", dependencies: ["MoviesDomain"]),
                      .target(name: "SearchFeature", dependencies: ["MoviesData", "MoviesDomain"]),
                    Sources/MoviesDomain/Movie.swift:
                      import Foundation
                    Sources/MoviesData/MovieRepository.swift:
                      import MoviesDomain
                    Sources/SearchFeature/SearchView.swift:
                      import SwiftUI
                      import MoviesData
                      import MoviesDomain
                    """,
                    reports: [])),
            RuleExample(
                """
                version: 1
                rules:
                  - name: Imports are declared, unused dependencies are tolerated
                    kind: manifest
                    implicit: error
                    unused: off
                    ignore: ["_*", "SwiftSyntax*"]
                    tests: include
                """,
                .given(
                    """
                    Package.swift:
                      .target(name: "Lexer"),
                      .target(name: "Parser", dependencies: ["Lexer", "Logging"]),
                      .testTarget(name: "ParserTests", dependencies: ["Parser"]),
                    Sources/Lexer/Token.swift:
                      import SwiftSyntax
                    Sources/Parser/Parser.swift:
                      import Lexer
                    Tests/ParserTests/ParserTests.swift:
                      import Parser
                      import Lexer
                    """,
                    reports: [
                        "Tests/ParserTests/ParserTests.swift:2:1: error: 'ParserTests' imports 'Lexer', which it does not declare; it is visible only through 'Parser' → 'Lexer'. Declare it in Package.swift [manifest: Imports are declared, unused dependencies are tolerated]",
                    ]),
                .given(
                    """
                    Package.swift:
                      .target(name: "Lexer"),
                      .target(name: "Parser", dependencies: ["Lexer", "Logging"]),
                      .testTarget(name: "ParserTests", dependencies: ["Parser", "Lexer"]),
                    Sources/Lexer/Token.swift:
                      import SwiftSyntax
                    Sources/Parser/Parser.swift:
                      import Lexer
                    Tests/ParserTests/ParserTests.swift:
                      import Parser
                      import Lexer
                    """,
                    reports: [])),
            RuleExample(
                """
                version: 1
                components:
                  features: { packages: ["Features/*"] }
                rules:
                  - name: Features declare what they import
                    kind: manifest
                    from: features
                """,
                .given(
                    """
                    Features/Search/Package.swift:
                      .target(name: "SearchFeature", dependencies: ["SearchModels"]),
                      .target(name: "SearchModels"),
                    Features/Search/Sources/SearchFeature/SearchView.swift:
                      import SearchModels
                      import Kingfisher
                    Features/Search/Sources/SearchModels/Query.swift:
                    Movies/Sources/MoviesDomain/Movie.swift:
                      import Kingfisher
                    """,
                    reports: [
                        "Features/Search/Sources/SearchFeature/SearchView.swift:2:1: error: 'SearchFeature' imports 'Kingfisher', which neither it nor any of its dependencies declares; add it to the target's dependencies in Package.swift [manifest: Features declare what they import]",
                    ])),
        ])
}
