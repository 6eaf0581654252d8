import ArchCore
import Rules
import Testing

struct ManifestRuleTests {
    /// Core: CoreDomain. Movies: MoviesDomain, MoviesApplication, MoviesDomainTests, Kit (re-exports
    /// CoreDomain), Feature. Platform: Caching, Flags, vended together by product `Platform`.
    static func graph(_ extra: (inout GraphBuilder) -> Void = { _ in }) -> Graph {
        var builder = GraphBuilder()
        builder.target("CoreDomain", package: "Core")
        builder.target("Caching", package: "Platform")
        builder.target("Flags", package: "Platform")
        for name in ["MoviesDomain", "MoviesApplication", "Kit", "Feature"] { builder.target(name, package: "Movies") }
        builder.target("MoviesDomainTests", package: "Movies", kind: .test)
        builder.file("Core/Sources/CoreDomain/Movie.swift", in: "CoreDomain", imports: ["Foundation"])
        builder.file("Platform/Sources/Caching/Cache.swift", in: "Caching", imports: [])
        builder.file("Platform/Sources/Flags/Flags.swift", in: "Flags", imports: [])
        builder.file("Movies/Sources/MoviesDomain/Repository.swift", in: "MoviesDomain", imports: ["CoreDomain"])
        builder.declare("MoviesDomain", on: "CoreDomain", line: 10)
        builder.file("Movies/Sources/Kit/Exports.swift", in: "Kit", imports: ["CoreDomain"])
        builder.declare("Kit", on: "CoreDomain", line: 20)
        builder.file("Movies/Sources/Feature/Screen.swift", in: "Feature", imports: ["SwiftUI", "Kit", "CoreDomain"])
        builder.declare("Feature", on: "Kit", line: 30)
        extra(&builder)
        var graph = builder.graph
        for index in graph.modules.indices where graph.modules[index].id.package != nil {
            graph.modules[index].location = SourceLocation(file: "\(graph.modules[index].id.package!)/Package.swift", line: 100 + index, column: 9)
        }
        return graph.marking("Movies/Sources/Kit/Exports.swift", "CoreDomain", as: "_exported")
    }

    /// `Movies/Package.swift` declaring `targets` at those lines, with `problems`.
    static func moviesManifest(_ targets: [(String, Int)], problems: [ManifestProblem]) -> Manifest {
        let file = "Movies/Package.swift"
        return Manifest(
            directory: "Movies", name: "Movies", location: SourceLocation(file: file, line: 1, column: 1),
            targets: targets.map { TargetDeclaration(name: $0.0, kind: .regular, location: SourceLocation(file: file, line: $0.1, column: 9)) },
            problems: problems)
    }

    static func findings(
        _ graph: Graph, _ rule: ManifestRule = ManifestRule(header: RuleHeader(kind: "manifest", tests: .include)),
        exclude: [String] = []
    ) -> [String] {
        rule.check(RuleContext(graph: graph, exclude: exclude)).map { "\($0.severity): \($0.summary)" }
    }

    @Test func aReExportedModuleNeedsNoDeclarationAndUsesTheReExporter() {
        #expect(Self.findings(Self.graph()) == [])
    }

    @Test func reportsAnImportVisibleOnlyThroughADeclaredDependencyOncePerModule() throws {
        let graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["MoviesDomain", "CoreDomain"])
            builder.file("Movies/Sources/MoviesApplication/Search.swift", in: "MoviesApplication", imports: ["CoreDomain"])
            builder.declare("MoviesApplication", on: "MoviesDomain", line: 40)
        }
        let findings = ManifestRule(header: RuleHeader(kind: "manifest")).check(RuleContext(graph: graph))
        #expect(findings.map(\.summary) == [
            "Movies/Sources/MoviesApplication/Search.swift:1:1: 'MoviesApplication' imports 'CoreDomain', which it does not declare; it is visible only through 'MoviesDomain' → 'CoreDomain'. Declare it in Package.swift",
        ])
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning)
        #expect(finding.notes.map { "\($0.location?.description ?? "-"): \($0.message)" } == [
            "Movies/Package.swift:106:9: 'MoviesApplication' is declared here",
            "Movies/Package.swift:40:9: 'MoviesApplication' declares 'MoviesDomain' here",
            "Movies/Sources/MoviesApplication/UseCase.swift:2:1: also imported here",
        ])
    }

    @Test func reportsImportsNothingDeclaredProvides() {
        let graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["Caching", "Alamofire", "Combine"])
        }
        #expect(Self.findings(graph) == [
            "error: Movies/Sources/MoviesApplication/UseCase.swift:1:1: 'MoviesApplication' imports 'Caching', which neither it nor any of its dependencies declares; add it to the target's dependencies in Package.swift",
            "error: Movies/Sources/MoviesApplication/UseCase.swift:2:1: 'MoviesApplication' imports 'Alamofire', which neither it nor any of its dependencies declares; add it to the target's dependencies in Package.swift",
        ])
    }

    @Test func reportsADependencyNoFileImportsAtItsEntry() {
        let graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["MoviesDomain"])
            builder.declare("MoviesApplication", on: "MoviesDomain", line: 40)
            builder.declare("MoviesApplication", on: "CoreDomain", line: 41)
        }
        #expect(Self.findings(graph) == [
            "warning: Movies/Package.swift:41:9: 'MoviesApplication' declares a dependency on 'CoreDomain', but none of its files imports it; remove it from Package.swift",
        ])
    }

    @Test func aProductOfSeveralTargetsIsUsedWhenAnyOfThemIsImportedAndReportedOnceOtherwise() {
        let graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["Flags"])
            builder.declare("MoviesApplication", on: "Caching", line: 40, product: "Platform")
            builder.declare("MoviesApplication", on: "Flags", line: 40, product: "Platform")
            builder.declare("MoviesDomain", on: "Caching", line: 11, product: "Platform")
            builder.declare("MoviesDomain", on: "Flags", line: 11, product: "Platform")
        }
        #expect(Self.findings(graph) == [
            "warning: Movies/Package.swift:11:9: 'MoviesDomain' declares a dependency on product 'Platform' ('Caching', 'Flags'), but none of its files imports it; remove it from Package.swift",
        ])
    }

    @Test func testTargetsDeclareWhatTheyImportTestableImportsIncluded() {
        let graph = Self.graph { builder in
            builder.file("Movies/Tests/MoviesDomainTests/RepositoryTests.swift", in: "MoviesDomainTests", imports: ["Testing", "MoviesDomain", "CoreDomain"])
            builder.file("Movies/Tests/MoviesDomainTests/OtherTests.swift", in: "MoviesDomainTests", imports: ["Flags"])
            builder.declare("MoviesDomainTests", on: "MoviesDomain", line: 50)
        }.marking("Movies/Tests/MoviesDomainTests/RepositoryTests.swift", "MoviesDomain", as: "testable")
        #expect(Self.findings(graph) == [
            "error: Movies/Tests/MoviesDomainTests/OtherTests.swift:1:1: 'MoviesDomainTests' imports 'Flags', which neither it nor any of its dependencies declares; add it to the target's dependencies in Package.swift",
            "warning: Movies/Tests/MoviesDomainTests/RepositoryTests.swift:3:1: 'MoviesDomainTests' imports 'CoreDomain', which it does not declare; it is visible only through 'MoviesDomain' → 'CoreDomain'. Declare it in Package.swift",
        ])
        #expect(Self.findings(graph, ManifestRule(header: RuleHeader(kind: "manifest"))) == [])
        let noDeclaration = Self.graph { builder in
            builder.file("Movies/Tests/MoviesDomainTests/RepositoryTests.swift", in: "MoviesDomainTests", imports: ["MoviesDomain"])
        }.marking("Movies/Tests/MoviesDomainTests/RepositoryTests.swift", "MoviesDomain", as: "testable")
        #expect(Self.findings(noDeclaration).count == 1)
    }

    @Test func remoteProductsAreMatchedByNameAndOtherwiseGivenTheBenefitOfTheDoubt() {
        let graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["DequeModule"])
            builder.declare("MoviesApplication", on: "Collections", line: 40, product: "Collections")
            builder.file("Movies/Sources/MoviesDomain/Network.swift", in: "MoviesDomain", imports: ["Alamofire"])
            builder.declare("MoviesDomain", on: "Alamofire", line: 11, product: "Alamofire")
            builder.declare("Kit", on: "Alamofire", line: 21, product: "Alamofire")
            builder.file("Platform/Sources/Caching/Store.swift", in: "Caching", imports: ["DequeModule"])
        }
        #expect(Self.findings(graph) == [
            "warning: Movies/Package.swift:21:9: 'Kit' declares a dependency on 'Alamofire', but none of its files imports it; remove it from Package.swift",
            "error: Platform/Sources/Caching/Store.swift:1:1: 'Caching' imports 'DequeModule', which neither it nor any of its dependencies declares; add it to the target's dependencies in Package.swift",
        ])
    }

    @Test func aRemoteProductADependencyDeclaresIsAnImplicitImport() {
        let graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesDomain/Network.swift", in: "MoviesDomain", imports: ["Alamofire"])
            builder.declare("MoviesDomain", on: "Alamofire", line: 11, product: "Alamofire")
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["MoviesDomain", "Alamofire"])
            builder.declare("MoviesApplication", on: "MoviesDomain", line: 40)
        }
        #expect(Self.findings(graph) == [
            "warning: Movies/Sources/MoviesApplication/UseCase.swift:2:1: 'MoviesApplication' imports 'Alamofire', which it does not declare; it is visible only through 'MoviesDomain' → 'Alamofire'. Declare it in Package.swift",
        ])
    }

    /// An external import no dependency provides by name, in a target whose remote products all
    /// sit further down: at best implicit (through them), or a module that does not exist
    /// (`@testable import App` for `MidoriApp`, found on longkimhoang/Midori, passed silently).
    /// The dependency it may come through is not called unused, as `fix` keeps it.
    @Test func anImportOnlyARemoteProductFurtherDownMayProvideIsAtBestImplicit() {
        let graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesDomain/Network.swift", in: "MoviesDomain", imports: ["Nuke"])
            builder.declare("MoviesDomain", on: "Nuke", line: 11, product: "Nuke")
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["Pkg"])
            builder.declare("MoviesApplication", on: "MoviesDomain", line: 40)
        }
        #expect(Self.findings(graph) == [
            "warning: Movies/Sources/MoviesApplication/UseCase.swift:1:1: 'MoviesApplication' imports 'Pkg', which no dependency it declares provides: at best it is visible only through what its dependencies reach and archlint cannot see into (remote products, binary and system-library targets, dependency lists it could not read): 'Nuke' through 'MoviesDomain'; or no module of that name exists. Declare it in Package.swift with the product that provides it",
        ])
    }

    /// The routes named first are the likeliest: a module sharing the import's prefix (`XXModels`
    /// and `XXDatabase`, of one package), then the nearest; the rest are counted.
    @Test func theRoutesOfAHiddenImportListTheLikeliestFirst() throws {
        let graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesDomain/Network.swift", in: "MoviesDomain", imports: ["Nuke", "Get", "Alamofire", "XXDatabase"])
            for (line, name) in ["Nuke", "Get", "Alamofire", "XXDatabase"].enumerated() {
                builder.declare("MoviesDomain", on: name, line: 11 + line, product: name)
            }
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["XXModels"])
            builder.declare("MoviesApplication", on: "MoviesDomain", line: 40)
        }
        let finding = try #require(Self.findings(graph).first)
        #expect(finding.contains(": 'XXDatabase' through 'MoviesDomain', 'Nuke' through 'MoviesDomain', 'Get' through 'MoviesDomain' and 1 more;"))
    }

    /// A dependency declared directly whose own list archlint could not read is a route of one
    /// step: "'Kit' itself" (it read "'Kit' through ;", found by a helper on CopilotForXcode).
    @Test func aRouteOfOneStepNamesTheDependencyItself() throws {
        var graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["Dependencies"])
            builder.declare("MoviesApplication", on: "Kit", line: 40)
        }
        graph.manifests = [
            Self.moviesManifest(
                [("MoviesApplication", 39), ("Kit", 45), ("Feature", 50)],
                problems: [ManifestProblem(message: "skipped call to 'extra()'", location: SourceLocation(file: "Movies/Package.swift", line: 46, column: 30))])
        ]
        let finding = try #require(Self.findings(graph).first { $0.contains("'Dependencies'") })
        #expect(finding.contains("could not read): 'Kit' itself; or no module of that name exists"), "\(finding)")
    }

    /// A remote product declared directly, or re-exported by a dependency, may vend the module
    /// under another name: no finding, and the product (or the re-exporter) counts as used.
    @Test func anImportARemoteProductDeclaredOrReExportedMayProvideIsNotJudged() {
        let direct = Self.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["Dependencies"])
            builder.declare("MoviesApplication", on: "ComposableArchitecture", line: 40, product: "ComposableArchitecture")
        }
        #expect(Self.findings(direct) == [])
        let reExported = Self.graph { builder in
            builder.file("Movies/Sources/MoviesDomain/Exports.swift", in: "MoviesDomain", imports: ["ComposableArchitecture"])
            builder.declare("MoviesDomain", on: "ComposableArchitecture", line: 11, product: "ComposableArchitecture")
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["Dependencies"])
            builder.declare("MoviesApplication", on: "MoviesDomain", line: 40)
        }.marking("Movies/Sources/MoviesDomain/Exports.swift", "ComposableArchitecture", as: "_exported")
        #expect(Self.findings(reExported) == [])
    }

    /// A remote product is not kept "used" by an import a dependency provides by name (found on
    /// xx-messenger: lint said nothing of ScrollViewController while fix removed it).
    @Test func anImplicitImportDoesNotKeepAnUnusedRemoteProduct() {
        let graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesDomain/Layout.swift", in: "MoviesDomain", imports: ["SnapKit"])
            builder.declare("MoviesDomain", on: "SnapKit", line: 11, product: "SnapKit")
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["MoviesDomain", "SnapKit"])
            builder.declare("MoviesApplication", on: "MoviesDomain", line: 40)
            builder.declare("MoviesApplication", on: "ScrollViewController", line: 41, product: "ScrollViewController")
        }
        #expect(Self.findings(graph) == [
            "warning: Movies/Package.swift:41:9: 'MoviesApplication' declares a dependency on 'ScrollViewController', but none of its files imports it; remove it from Package.swift",
            "warning: Movies/Sources/MoviesApplication/UseCase.swift:2:1: 'MoviesApplication' imports 'SnapKit', which it does not declare; it is visible only through 'MoviesDomain' → 'SnapKit'. Declare it in Package.swift",
        ])
    }

    static let levelCases: [(ManifestRule, [String])] = [
        (ManifestRule(header: RuleHeader(kind: "manifest"), implicit: .error, undeclared: .info, unused: nil), ["error", "info"]),
        (ManifestRule(header: RuleHeader(kind: "manifest"), implicit: nil, undeclared: nil, unused: .error), ["error"]),
        (ManifestRule(header: RuleHeader(kind: "manifest"), implicit: .info, undeclared: nil, unused: nil), ["info"]),
    ]

    @Test(arguments: levelCases)
    func eachSubCheckHasItsOwnSeverityOrIsOff(_ rule: ManifestRule, _ expected: [String]) {
        let graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["CoreDomain", "Flags"])
            builder.declare("MoviesApplication", on: "MoviesDomain", line: 40)
        }
        // implicit CoreDomain (line 1), undeclared Flags (line 2), unused MoviesDomain (manifest).
        let findings = rule.check(RuleContext(graph: graph))
        #expect(findings.map(\.severity.rawValue) == expected)
    }

    @Test func ignoredModulesGuardedImportsAndExcludedFilesAreNotReported() {
        let graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["_Internals", "Alamofire", "MoviesDomain"])
            builder.file("Movies/Sources/MoviesApplication/Generated/Mocks.swift", in: "MoviesApplication", imports: ["Caching"])
            builder.declare("MoviesApplication", on: "Caching", line: 40)
            builder.declare("MoviesApplication", on: "Flags", line: 41)
        }.conditioning("Movies/Sources/MoviesApplication/UseCase.swift", "Alamofire", on: "canImport(Alamofire)")
        let rule = ManifestRule(header: RuleHeader(kind: "manifest"), ignore: ["_*", "Movies*", "Fla?s"])
        #expect(Self.findings(graph, rule, exclude: ["**/Generated/**"]) == [])
        #expect(Self.findings(graph, exclude: ["**/Generated/**"]).count == 3)
    }

    @Test func importsAnUnresolvedDependencyMayProvideAreNotReported() {
        var graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["Helpers", "Alamofire"])
        }
        let entry = TargetDependency(reference: .byName("Helpers"), location: SourceLocation(file: "Movies/Package.swift", line: 40, column: 9))
        graph.manifests = [
            Manifest(
                directory: "Movies", name: "Movies", location: SourceLocation(file: "Movies/Package.swift", line: 1, column: 1),
                targets: [TargetDeclaration(name: "MoviesApplication", kind: .regular, dependencies: [entry], location: SourceLocation(file: "Movies/Package.swift", line: 39, column: 9))]),
        ]
        #expect(Self.findings(graph) == [])
    }

    @Test func aTargetWhoseDeclarationTheReaderSkippedPartOfIsNotJudgedOnItsImports() {
        var graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["Flags", "CoreDomain"])
            builder.declare("MoviesApplication", on: "MoviesDomain", line: 40)
        }
        graph.manifests = [
            Self.moviesManifest(
                [("MoviesApplication", 39), ("Kit", 45)],
                problems: [ManifestProblem(message: "skipped call to helper function 'deps()'", location: SourceLocation(file: "Movies/Package.swift", line: 41, column: 13))])
        ]
        #expect(Self.findings(graph) == [
            "warning: Movies/Package.swift:40:9: 'MoviesApplication' declares a dependency on 'MoviesDomain', but none of its files imports it; remove it from Package.swift",
        ])
    }

    /// A skipped statement that changes the package (`for target in package.targets where ... {
    /// target.dependencies += ["Legacy"] }`, after `Package(...)`) may add dependencies to any of
    /// its targets: none is judged on its imports. It used to fall in the last-declared target's
    /// range alone, so another target got a false undeclared error (found by a helper).
    @Test func aSkippedStatementThatChangesThePackageLeavesEveryTargetUnjudged() {
        var graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["Flags", "CoreDomain"])
        }
        graph.manifests = [
            Self.moviesManifest(
                [("MoviesApplication", 39), ("Kit", 45)],
                problems: [
                    ManifestProblem(
                        message: "skipped 'for' statement that changes targets, products or dependencies",
                        location: SourceLocation(file: "Movies/Package.swift", line: 60, column: 1), hidesPackageDependencies: true, hidesProducts: true)
                ])
        ]
        #expect(Self.findings(graph) == [])
        graph.manifests[0].problems[0].hidesProducts = false
        graph.manifests[0].problems[0].hidesPackageDependencies = false
        #expect(Self.findings(graph).count == 2, "the check is idle: \(Self.findings(graph))")
    }

    /// An Xcode target (or a spec's) with a dependency archlint could not resolve or read is not
    /// told an import is declared by nothing (found by helpers: Tuist's `.Projects.Kit`, XcodeGen's
    /// `- target: Domain` of a target the spec lacks, gave errors where a `Package.swift` gives none).
    @Test(arguments: [["*"], ["Domain"]])
    func anXcodeTargetsUnresolvedDependencyMayProvideAnImport(unresolved: [String]) throws {
        var graph = Self.graph { builder in
            builder.target("App", package: "App.xcodeproj")
            builder.file("App/App.swift", in: "App", imports: ["Domain", "Foundation"])
        }
        let index = try #require(graph.modules.firstIndex { $0.name == "App" })
        #expect(Self.findings(graph).count == 1)
        graph.modules[index].unresolvedDependencies = unresolved
        #expect(Self.findings(graph) == [])
    }

    @Test func aTargetNameThatIsNoIdentifierIsImportedWithUnderscores() {
        let graph = Self.graph { builder in
            builder.target("swift-helpers", package: "Movies")
            builder.file("Movies/Sources/swift-helpers/Helpers.swift", in: "swift-helpers", imports: [])
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["swift_helpers"])
            builder.declare("MoviesApplication", on: "swift-helpers", line: 40)
        }
        #expect(Self.findings(graph) == [])
    }

    @Test func aLocalTargetNamedLikeAnSDKModuleIsJudgedLikeAnyOther() {
        let graph = Self.graph { builder in
            builder.target("Network", package: "Platform")
            builder.target("Charts", package: "Platform")
            builder.file("Platform/Sources/Network/Client.swift", in: "Network", imports: [])
            builder.file("Platform/Sources/Charts/Chart.swift", in: "Charts", imports: [])
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["Network", "Charts", "CommonCrypto"])
            builder.declare("MoviesApplication", on: "Network", line: 40)
        }
        #expect(Self.findings(graph) == [
            "error: Movies/Sources/MoviesApplication/UseCase.swift:2:1: 'MoviesApplication' imports 'Charts', which neither it nor any of its dependencies declares; add it to the target's dependencies in Package.swift",
        ])
    }

    @Test func canBeLimitedToTheTargetsOfSomeComponents() {
        let graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["Flags"])
            builder.file("Platform/Sources/Caching/Store.swift", in: "Caching", imports: ["Flags"])
        }
        let rule = ManifestRule(header: RuleHeader(kind: "manifest"), from: refs("platform", path: "rules[0].from"))
        let context = RuleContext(graph: graph, components: [component("platform", ComponentSelector(packages: ["Platform"]))])
        #expect(rule.check(context).map(\.summary) == [
            "Platform/Sources/Caching/Store.swift:1:1: 'Caching' imports 'Flags', which neither it nor any of its dependencies declares; add it to the target's dependencies in Package.swift",
        ])
    }

    /// A framework a target links (an SDK's, a Carthage checkout's) is the module of its name: it
    /// does not make every other import of the target unknown (found by a helper: linking
    /// `WidgetKit.framework` silenced `import RxSwift` in an extension). CocoaPods' aggregate
    /// framework still may bring anything.
    @Test func aLinkedFrameworkIsTheModuleOfItsName() {
        let graph = Self.graph { builder in
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["WidgetKit", "RxSwift"])
            builder.declare("MoviesApplication", on: "WidgetKit", line: 40)
            builder.file("Movies/Sources/MoviesDomain/Network.swift", in: "MoviesDomain", imports: ["Alamofire"])
            builder.declare("MoviesDomain", on: "Pods_Movies", line: 11)
        }
        #expect(Self.findings(graph) == [
            "error: Movies/Sources/MoviesApplication/UseCase.swift:2:1: 'MoviesApplication' imports 'RxSwift', which neither it nor any of its dependencies declares; add it to the target's dependencies in Package.swift",
        ])
    }

    @Test(arguments: [TargetKind.binary, .system, .regular])
    func binarySystemAndCTargetsMayVendModulesOfOtherNames(_ kind: TargetKind) {
        let graph = Self.graph { builder in
            builder.target("FirebaseTarget", package: "Movies", kind: kind)
            builder.file("Movies/Sources/MoviesApplication/UseCase.swift", in: "MoviesApplication", imports: ["FirebaseCore"])
            builder.declare("MoviesApplication", on: "FirebaseTarget", line: 40)
        }
        #expect(Self.findings(graph) == [])
    }
}
