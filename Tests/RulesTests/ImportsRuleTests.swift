import ArchCore
import Rules
import Testing

struct ImportsRuleTests {
    static let adapter = "Adapters/Sources/TMDbAdapter/"

    /// TMDbAdapter imports TMDb in every form; MovieApp and CoreTests import Core with @testable.
    static let graph: Graph = {
        var builder = GraphBuilder()
        builder.target("Core", package: "Core")
        builder.target("CoreTests", package: "Core", kind: .test)
        builder.target("MovieApp", package: "App")
        builder.target("TMDb", package: "SDK")
        builder.target("TMDbAdapter", package: "Adapters")
        builder.file("Core/Tests/CoreTests/MovieTests.swift", in: "CoreTests", imports: ["Core"])
        builder.file("App/Sources/MovieApp/App.swift", in: "MovieApp", imports: ["Core", "Foundation"])
        for name in ["Plain", "Internal", "Exported", "Package", "ImplementationOnly", "Scoped", "Private"] {
            builder.file(adapter + name + ".swift", in: "TMDbAdapter", imports: ["TMDb"])
        }
        return builder.graph
            .marking("Core/Tests/CoreTests/MovieTests.swift", "Core", as: "testable")
            .marking("App/Sources/MovieApp/App.swift", "Core", as: "testable")
            .marking(adapter + "Exported.swift", "TMDb", as: "_exported")
            .marking(adapter + "ImplementationOnly.swift", "TMDb", as: "_implementationOnly")
            .editing(adapter + "Internal.swift", "TMDb") { $0.accessLevel = .internal }
            .editing(adapter + "Package.swift", "TMDb") { $0.accessLevel = .package }
            .editing(adapter + "Private.swift", "TMDb") { $0.accessLevel = .private }
            .editing(adapter + "Scoped.swift", "TMDb") {
                $0.kind = "struct"
                $0.path = ["TMDb", "Movie"]
                $0.accessLevel = .internal
            }
    }()

    static let header = RuleHeader(kind: "imports")
    static let internalSDK = ImportsRule.AccessRequirement(modules: refs("TMDb", path: "rules[0].access.modules"), level: .internal)

    static let cases: [(String, ImportsRule, [String])] = [
        ("testable in tests only by default", ImportsRule(header: header), [
            "App/Sources/MovieApp/App.swift:1:1: 'MovieApp' imports 'Core' with @testable outside a test target; make what it needs public, or move the code to a test target",
        ]),
        ("testable allowed", ImportsRule(header: header, testableInTestsOnly: false), []),
        ("exported forbidden", ImportsRule(header: header, from: refs("TMDbAdapter"), forbidExported: true), [
            "\(adapter)Exported.swift:1:1: 'TMDbAdapter' imports 'TMDb' with @_exported, which re-exports it to every importer; let each importer import it itself",
        ]),
        ("implementation-only forbidden", ImportsRule(header: header, forbidImplementationOnly: true), [
            "\(adapter)ImplementationOnly.swift:1:1: 'TMDbAdapter' imports 'TMDb' with @_implementationOnly; write 'internal import TMDb' instead (SE-0409)",
            "App/Sources/MovieApp/App.swift:1:1: 'MovieApp' imports 'Core' with @testable outside a test target; make what it needs public, or move the code to a test target",
        ]),
        ("scoped forbidden", ImportsRule(header: header, from: refs("TMDbAdapter"), forbidScoped: true), [
            "\(adapter)Scoped.swift:1:1: 'TMDbAdapter' imports 'TMDb.Movie' as a scoped import ('import struct TMDb.Movie'); import the whole module",
        ]),
        ("access at most internal", ImportsRule(header: header, access: [internalSDK]), [
            "\(adapter)Exported.swift:1:1: 'TMDbAdapter' imports 'TMDb' as public; imports of 'TMDb' must be internal or narrower: write 'internal import TMDb'",
            "\(adapter)Package.swift:1:1: 'TMDbAdapter' imports 'TMDb' as package; imports of 'TMDb' must be internal or narrower: write 'internal import TMDb'",
            "\(adapter)Plain.swift:1:1: 'TMDbAdapter' imports 'TMDb' as public (no modifier counts as public); imports of 'TMDb' must be internal or narrower: write 'internal import TMDb'",
            "App/Sources/MovieApp/App.swift:1:1: 'MovieApp' imports 'Core' with @testable outside a test target; make what it needs public, or move the code to a test target",
        ]),
        ("no modifier counts as internal", ImportsRule(header: header, from: refs("TMDbAdapter"), access: [internalSDK], defaultAccess: .internal), [
            "\(adapter)Exported.swift:1:1: 'TMDbAdapter' imports 'TMDb' as public; imports of 'TMDb' must be internal or narrower: write 'internal import TMDb'",
            "\(adapter)Package.swift:1:1: 'TMDbAdapter' imports 'TMDb' as package; imports of 'TMDb' must be internal or narrower: write 'internal import TMDb'",
        ]),
        ("several problems in one finding", ImportsRule(header: header, from: refs("TMDbAdapter"), forbidExported: true, access: [internalSDK], defaultAccess: .internal), [
            "\(adapter)Exported.swift:1:1: 'TMDbAdapter' imports 'TMDb' with @_exported, which re-exports it to every importer; let each importer import it itself; and as public; imports of 'TMDb' must be internal or narrower: write 'internal import TMDb'",
            "\(adapter)Package.swift:1:1: 'TMDbAdapter' imports 'TMDb' as package; imports of 'TMDb' must be internal or narrower: write 'internal import TMDb'",
        ]),
    ]

    @Test(arguments: cases)
    func judgesTheFormOfImports(_ name: String, _ rule: ImportsRule, _ expected: [String]) {
        #expect(rule.check(RuleContext(graph: Self.graph)).map(\.summary) == expected, "\(name)")
    }

    @Test func excludedFilesAreNotJudged() {
        let rule = ImportsRule(header: Self.header)
        #expect(rule.check(RuleContext(graph: Self.graph, exclude: ["App/**"])).isEmpty)
    }
}
