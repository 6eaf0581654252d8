import ArchCore

extension ImportsRule {
    static let optionKeys = ["from", "testable", "exported", "implementation-only", "scoped", "access", "default-access"]

    static func decode(_ options: ConfigMapping, header: RuleHeader, decoder: ConfigDecoder) -> ImportsRule? {
        var rule = ImportsRule(header: header)
        var valid = true
        if let node = options["from"] {
            if let from = decoder.references(node, path: options.path("from")) { rule.from = from } else { valid = false }
        }
        let choices: [(String, [String], (inout ImportsRule, String) -> Void)] = [
            ("testable", ["tests-only", "allow"], { $0.testableInTestsOnly = $1 == "tests-only" }),
            ("exported", ["forbid", "allow"], { $0.forbidExported = $1 == "forbid" }),
            ("implementation-only", ["forbid", "allow"], { $0.forbidImplementationOnly = $1 == "forbid" }),
            ("scoped", ["forbid", "allow"], { $0.forbidScoped = $1 == "forbid" }),
            ("default-access", ["public", "internal"], { $0.defaultAccess = AccessLevel(rawValue: $1)! }),
        ]
        for (key, values, apply) in choices {
            guard let node = options[key] else { continue }
            if let value = decoder.choice(node, path: options.path(key), among: values) { apply(&rule, value) } else { valid = false }
        }
        if let node = options["access"] {
            let items: [ConfigNode] = if case .mapping = node.value { [node] } else { Architecture.items(node, path: options.path("access"), decoder: decoder) }
            let paths = if case .mapping = node.value { [options.path("access")] } else { items.indices.map { options.path("access") + "[\($0)]" } }
            let requirements = zip(items, paths).map { decodeAccess($0, path: $1, decoder: decoder) }
            if requirements.contains(where: { $0 == nil }) { valid = false }
            rule.access = requirements.compactMap { $0 }
        }
        return valid ? rule : nil
    }

    private static func decodeAccess(_ node: ConfigNode, path: String, decoder: ConfigDecoder) -> AccessRequirement? {
        guard let mapping = decoder.mapping(node, path: path, keys: ["modules", "level"]) else { return nil }
        let modules = decoder.required(mapping, "modules").flatMap { decoder.references($0, path: mapping.path("modules")) }
        let levels = AccessLevel.allCases.map(\.rawValue)
        let level = decoder.required(mapping, "level").flatMap { decoder.choice($0, path: mapping.path("level"), among: levels) }
        guard let modules, let level else { return nil }
        return AccessRequirement(modules: modules, level: AccessLevel(rawValue: level)!)
    }

    public static let description = RuleKindDescription(
        id: "imports",
        summary: "The form of imports: @testable only in tests; optionally no @_exported, @_implementationOnly or scoped imports, and access levels on imports of chosen modules.",
        rationale: """
            How a module is imported matters as much as which: `@testable` in production code \
            reaches internals no API promises; `@_exported` makes every importer depend on a module \
            it never named; `@_implementationOnly` is superseded by access-level imports (SE-0409); \
            `import struct M.T` hides what a file really uses. `access` keeps a dependency an \
            implementation detail: with `modules: vendor-sdk, level: internal`, an import of the SDK \
            that is `public` (or has no modifier, which counts as `default-access`: `public` unless \
            the package enables `InternalImportsByDefault`, then write `default-access: internal`) is \
            reported. Checks: `testable` (`tests-only`, the default, or `allow`), `exported`, \
            `implementation-only` and `scoped` (`forbid` or `allow`, the default); `from` limits the \
            rule to some importing components or modules (every local module by default).
            """,
        examples: [
            RuleExample(
                """
                version: 1
                rules:
                  - name: "@testable stays in tests"
                    kind: imports
                """,
                .given(
                    """
                    Sources/SearchFeature/SearchView.swift:
                      @testable import MoviesDomain
                    Sources/MoviesDomain/Movie.swift:
                    """,
                    reports: [
                        "Sources/SearchFeature/SearchView.swift:1:1: error: 'SearchFeature' imports 'MoviesDomain' with @testable outside a test target; make what it needs public, or move the code to a test target [imports: @testable stays in tests]",
                    ]),
                .given(
                    """
                    Sources/SearchFeature/SearchView.swift:
                      import MoviesDomain
                    Sources/MoviesDomain/Movie.swift:
                    Tests/MoviesDomainTests/MovieTests.swift:
                      @testable import MoviesDomain
                    """,
                    reports: [])),
            RuleExample(
                """
                version: 1
                components:
                  adapters: { targets: ["*Adapter"] }
                  vendor-sdk: { targets: ["TMDb"] }
                rules:
                  - name: Adapters keep the SDK to themselves
                    kind: imports
                    from: adapters
                    testable: allow
                    exported: forbid
                    implementation-only: forbid
                    scoped: forbid
                    access: { modules: vendor-sdk, level: internal }
                """,
                .given(
                    """
                    Sources/TMDbAdapter/Client.swift:
                      import TMDb
                      @_exported import MoviesDomain
                      import struct Foundation.URL
                    Sources/TMDb/API.swift:
                    Sources/MoviesDomain/Movie.swift:
                    """,
                    reports: [
                        "Sources/TMDbAdapter/Client.swift:1:1: error: 'TMDbAdapter' imports 'TMDb' as public (no modifier counts as public); imports of 'vendor-sdk' must be internal or narrower: write 'internal import TMDb' [imports: Adapters keep the SDK to themselves]",
                        "Sources/TMDbAdapter/Client.swift:2:1: error: 'TMDbAdapter' imports 'MoviesDomain' with @_exported, which re-exports it to every importer; let each importer import it itself [imports: Adapters keep the SDK to themselves]",
                        "Sources/TMDbAdapter/Client.swift:3:1: error: 'TMDbAdapter' imports 'Foundation.URL' as a scoped import ('import struct Foundation.URL'); import the whole module [imports: Adapters keep the SDK to themselves]",
                    ]),
                .given(
                    """
                    Sources/TMDbAdapter/Client.swift:
                      internal import TMDb
                      @testable import MoviesDomain
                      import Foundation
                    Sources/TMDb/API.swift:
                    Sources/MoviesDomain/Movie.swift:
                    """,
                    reports: [])),
        ])
}

extension ConfigDecoder {
    /// A scalar that must be one of `values`; `nil` after reporting.
    func choice(_ node: ConfigNode, path: String, among values: [String]) -> String? {
        if case .scalar(let text, _) = node.value, values.contains(text) { return text }
        let expected = values.count > 1 ? values.dropLast().joined(separator: ", ") + " or " + values.last! : values.joined()
        report("\(path): unknown value \(describe(node)); expected \(expected)", at: node.location)
        return nil
    }
}
