import ArchCore
import Testing
@testable import TuistReader
import XcodeModel

/// Tuist manifests read statically: literal projects as Tuist would generate them, projects built
/// by helpers reported at their line.
struct TuistReaderTests {
    @Test func aLiteralProjectWithItsTargetsSourcesAndDependencies() {
        let manifest = """
            import ProjectDescription

            let appName = "Movie App"
            let project = Project(
                name: "Movies",
                packages: [.remote(url: "https://github.com/Alamofire/Alamofire", requirement: .upToNextMajor(from: "5.0.0"))],
                targets: [
                    .target(
                        name: "MovieApp",
                        destinations: .iOS,
                        product: .app,
                        productName: appName,
                        bundleId: "dev.movies.app",
                        sources: ["Sources/**", "Shared/Format.swift"],
                        dependencies: [
                            .target(name: "MoviesDomain"),
                            .project(target: "Networking", path: "../Networking"),
                            .project(target: "Analytics", path: .relativeToRoot("Modules/Analytics")),
                            .external(name: "Alamofire"),
                            .package(product: "Collections"),
                            .sdk(name: "UIKit", type: .framework),
                            .sdk(name: "c++", type: .library),
                            .xcframework(path: "Vendor/Lottie.xcframework"),
                            .xctest,
                        ]
                    ),
                    Target(
                        name: "MoviesDomain",
                        platform: .iOS,
                        product: .framework,
                        bundleId: "dev.movies.domain",
                        sources: .glob("Domain/**", excluding: ["Domain/**/*Preview.swift"])
                    ),
                    .target(name: "MoviesDomainTests", destinations: .iOS, product: .unitTests, bundleId: "t", sources: "//Tests/Domain/**/*.swift"),
                ]
            )
            """
        let project = TuistReader.read(manifest, path: "Projects/App/Project.swift")
        #expect(project.problems == [])
        #expect(project.path == "Projects/App/Project.swift")
        #expect(project.targets.map(\.name) == ["MovieApp", "MoviesDomain", "MoviesDomainTests"])
        #expect(project.targets.map(\.moduleName) == ["Movie_App", "MoviesDomain", "MoviesDomainTests"])
        #expect(project.targets.map(\.product.name) == ["app", "framework", "unit-test"])
        #expect(project.targets[0].location == SourceLocation(file: "Projects/App/Project.swift", line: 8, column: 9))
        #expect(project.targets[0].folders == [SynchronizedFolder(path: "Projects/App/Sources", includes: ["Projects/App/Sources/**"])])
        #expect(project.targets[0].files == ["Projects/App/Shared/Format.swift"])
        #expect(project.targets[0].dependencies.map(\.reference) == [
            .target(name: "MoviesDomain", project: nil),
            .target(name: "Networking", project: "Projects/Networking/Project.swift"),
            .target(name: "Analytics", project: "Modules/Analytics/Project.swift"),
            // `.external` names a package of `Tuist/Package.swift`, remote or local: looked up
            // among the local packages first, as `.package(product:)` is.
            .packageProduct(name: "Alamofire", localPackage: nil, isRemote: false),
            .packageProduct(name: "Collections", localPackage: nil, isRemote: false),
            .external("UIKit"),
            .external("Lottie"),
            .external("XCTest"),
        ])
        #expect(project.targets[0].dependencies.map(\.location.line) == [16, 17, 18, 19, 20, 21, 23, 24])
        #expect(project.targets[1].folders == [
            SynchronizedFolder(path: "Projects/App/Domain", includes: ["Projects/App/Domain/**"], excludes: ["Projects/App/Domain/**/*Preview.swift"]),
        ])
        #expect(project.targets[1].productFile == "MoviesDomain.framework")
        #expect(project.targets[2].folders == [SynchronizedFolder(path: "Tests/Domain", includes: ["Tests/Domain/**/*.swift"])])
    }

    /// `.target(appTarget)` is Tuist's shorthand for `.target(name: appTarget.name)`, and
    /// `.package(product:, type: .plugin)` attaches a build-tool plugin, no module (both found by
    /// a helper on Cork: false `undeclared` errors, and "remove it" advice for SwiftLint's plugin).
    @Test func aTargetConstantIsItsNameAndAPluginProductIsNoDependency() {
        let manifest = """
            import ProjectDescription

            let shared = Target.target(name: "Shared", destinations: .macOS, product: .framework, bundleId: "s", sources: ["Shared/**"])
            let project = Project(
                name: "App",
                targets: [
                    shared,
                    .target(
                        name: "App", destinations: .macOS, product: .app, bundleId: "a", sources: ["App/**"],
                        dependencies: [
                            .target(shared),
                            .package(product: "SwiftLintBuildToolPlugin", type: .plugin),
                            .package(product: "Macros", type: .macro),
                        ]),
                ]
            )
            """
        let project = TuistReader.read(manifest, path: "Project.swift")
        #expect(project.problems == [])
        #expect(project.targets.map(\.skipsDependencies) == [false, false])
        #expect(project.targets.map(\.name) == ["Shared", "App"])
        #expect(project.targets[1].dependencies.map(\.reference) == [
            .target(name: "Shared", project: nil), .packageProduct(name: "Macros", localPackage: nil, isRemote: false),
        ])
    }

    @Test func targetsHeldInAConstantAreRead() {
        let manifest = """
            import ProjectDescription

            let targets: [Target] = [
                .target(name: "Core", destinations: .iOS, product: .staticFramework, bundleId: "c", sources: ["Sources/**"]),
            ]
            let project = Project(name: "Core", targets: targets)
            """
        let project = TuistReader.read(manifest, path: "Project.swift")
        #expect(project.problems == [])
        #expect(project.targets.map(\.name) == ["Core"])
        #expect(project.targets.first?.folders == [SynchronizedFolder(path: "Sources", includes: ["Sources/**"])])
    }

    /// Tuist's root is the folder holding its `Tuist/` folder, where `//` and `.relativeToRoot`
    /// start (found by a helper: a Tuist project kept in `ios/` had its dependencies and shared
    /// sources looked for from the repository's root).
    @Test func rootPathsStartAtTuistsRoot() {
        let manifest = """
            import ProjectDescription

            let project = Project(
                name: "UI",
                targets: [
                    .target(name: "UI", destinations: .iOS, product: .framework, bundleId: "u", sources: ["Sources/**", "//Shared/**"],
                            dependencies: [.project(target: "Core", path: .relativeToRoot("Mods/Core")), .project(target: "Kit", path: "//Mods/Kit")]),
                ]
            )
            """
        let project = TuistReader.read(manifest, path: "ios/Mods/UI/Project.swift", tuistRoot: "ios")
        #expect(project.problems == [])
        #expect(project.targets.first?.folders.map(\.path) == ["ios/Mods/UI/Sources", "ios/Shared"])
        #expect(project.targets.first?.dependencies.map(\.reference) == [
            .target(name: "Core", project: "ios/Mods/Core/Project.swift"), .target(name: "Kit", project: "ios/Mods/Kit/Project.swift"),
        ])
    }

    @Test func aProjectBuiltByAHelperIsAnErrorAtTheCall() {
        let manifest = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.makeModule(
                name: "Feed",
                product: .framework,
                dependencies: [.Core.networking]
            )
            """
        let project = TuistReader.read(manifest, path: "Modules/Feed/Project.swift")
        #expect(project.targets.isEmpty)
        #expect(project.problems == [
            XcodeProblem(
                message: "the project is built by 'Project.makeModule(...)', a helper archlint does not run; run 'tuist generate --no-open' before archlint so it reads the generated project",
                location: SourceLocation(file: "Modules/Feed/Project.swift", line: 4, column: 15), hidesTargets: true),
        ])
    }

    @Test func whatIsNotLiteralIsReportedWhereItIsWritten() {
        let manifest = """
            import ProjectDescription

            let project = Project(
                name: "App",
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", sources: sourceGlobs(), dependencies: [.Core.networking, .target(name: "\\(prefix)Kit")]),
                    makeTarget("Feed"),
                    .target(name: "Widget", destinations: .iOS, product: .somethingNew, bundleId: "w"),
                ]
            )
            """
        let project = TuistReader.read(manifest, path: "Project.swift")
        #expect(project.targets.map(\.name) == ["App", "Widget"])
        // What App's skipped entries provide is unknown: its imports are not said to be declared by nothing.
        #expect(project.targets.map(\.skipsDependencies) == [true, false])
        let problems = project.problems.map { "\($0.location.line):\($0.location.column) \($0.hidesTargets ? "error" : "warning") \($0.message)" }
        #expect(problems == [
            "6:89 warning the sources of target 'App' are 'sourceGlobs()', which archlint cannot evaluate; its files are not in the graph",
            "6:119 warning a dependency of target 'App' written as '.Core.networking' is not understood (a helper's value, say); skipped",
            "6:137 warning a target dependency of 'App' whose name archlint cannot evaluate; skipped",
            "7:9 error a target written as 'makeTarget(\"Feed\")' is built by code archlint does not run; its files are not in the graph",
            "8:9 warning target 'Widget' has the product '.somethingNew', which archlint does not know",
        ])
    }

    @Test func aManifestWithoutAProjectOrThatDoesNotParseIsAnError() {
        let empty = TuistReader.read("import ProjectDescription\nlet workspace = Workspace(name: \"W\", projects: [])\n", path: "Project.swift")
        #expect(empty.problems.map(\.hidesTargets) == [true])
        #expect(empty.problems.first?.message.contains("defines no 'let project'") == true)
        let broken = TuistReader.read("import ProjectDescription\nlet project = Project(name: \"A\", targets: [\n", path: "Project.swift")
        #expect(broken.problems.map(\.hidesTargets) == [true])
        #expect(broken.problems.first?.message == "'Project.swift' does not parse as Swift (the first syntax error is here); its targets are not in the graph")
        #expect(broken.problems.first?.location.line == 2)
    }

    /// Which files are manifests is the workspace's to decide, by their imports (`TuistManifest`);
    /// the reader says which project a manifest generates, so a project beside it of another name
    /// does not hide it.
    @Test func aManifestNamesTheProjectItGenerates() {
        let named = TuistReader.read("import ProjectDescription\nlet project = Project(name: \"Feed\", targets: [])\n", path: "Feed/Project.swift")
        #expect(named.generatedProject == "Feed.xcodeproj")
        let helper = TuistReader.read("import ProjectDescriptionHelpers\nlet project = Project.app(name: \"Feed\")\n", path: "Project.swift")
        #expect(helper.generatedProject == nil)
    }

    /// From a check on real Tuist apps.
    @Test func buildableFoldersAreFoldersCompiledWhole() {
        let manifest = """
            import ProjectDescription

            let project = Project(
                name: "App",
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", buildableFolders: ["Sources", .folder("Kit/Sources")]),
                ]
            )
            """
        let project = TuistReader.read(manifest, path: "Projects/App/Project.swift")
        #expect(project.problems == [])
        #expect(project.targets.first?.folders == [SynchronizedFolder(path: "Projects/App/Sources"), SynchronizedFolder(path: "Projects/App/Kit/Sources")])
    }

    @Test func aProjectNamedOtherwiseIsReadByItsValueAndManyHelperDependenciesAreOneWarning() {
        let manifest = """
            import ProjectDescription

            let projdct = Project.makeModule(name: "Mock")
            """
        let project = TuistReader.read(manifest, path: "Project.swift")
        #expect(project.problems.map(\.message) == [
            "the project is built by 'Project.makeModule(...)', a helper archlint does not run; run 'tuist generate --no-open' before archlint so it reads the generated project",
        ])
        #expect(project.problems.first?.location.line == 3)
        let helpers = TuistReader.read("""
            import ProjectDescription
            let project = Project(name: "A", targets: [
                .target(name: "A", destinations: .iOS, product: .app, bundleId: "a", dependencies: [.Core.networking, .Core.storage, .target(name: "B")]),
            ])
            """, path: "Project.swift")
        #expect(helpers.problems.map(\.message) == [
            "a dependency of target 'A' written as '.Core.networking' and 1 more is not understood (a helper's value, say); skipped",
        ])
        #expect(helpers.targets.first?.dependencies.map(\.reference) == [.target(name: "B", project: nil)])
    }
}

/// Found by fuzzing in CI: 70 nested `[` in a 444-byte manifest made swift-syntax's lookahead run
/// for minutes. Such a manifest, or one nested past the parser's limit, is reported, not read.
extension TuistReaderTests {
    @Test func deeplyNestedSquareBracketsAreReportedNotParsed() {
        let manifest = "import ProjectDescription\nlet x = " + String(repeating: "[", count: 70) + "\nlet project = Project(name: \"A\", targets: [])\n"
        let project = TuistReader.read(manifest, path: "App/Project.swift")
        #expect(project.targets.isEmpty)
        #expect(project.problems.map(\.message) == [
            "'[' nested more than 10 deep: 'App/Project.swift' is not parsed (the parser's time grows exponentially with that nesting); its targets are not in the graph"
        ])
        #expect(project.problems.first.map { "\($0.location.line):\($0.location.column)" } == "2:19")
        #expect(project.problems.first?.hidesTargets == true)
    }

    @Test func aManifestNestedPastTheParsersLimitIsReportedWhereReadingStopped() {
        let manifest = "import ProjectDescription\nlet x = " + String(repeating: "(", count: 150) + String(repeating: ")", count: 150)
            + "\nlet project = Project(name: \"A\", targets: [.target(name: \"A\", destinations: .iOS, product: .app, bundleId: \"a\")])\n"
        let project = TuistReader.read(manifest, path: "Project.swift")
        #expect(project.targets.isEmpty)
        #expect(project.problems.count == 1)
        #expect(project.problems.first?.message == "'Project.swift' nests more than 100 levels deep here: it is not read; its targets are not in the graph")
        #expect(project.problems.first?.location.line == 2)
    }
}

extension TuistReaderTests {
    /// swift-syntax's attribute lookahead recursed once per nested `#if` past its nesting limit:
    /// 20,000 of them overflowed the stack, a crash.
    @Test func ifNestedTwentyThousandDeepIsReportedNotParsed() {
        let manifest = "import ProjectDescription\n" + String(repeating: "#if A\n", count: 20_000)
            + "let project = Project(name: \"App\", targets: [])\n" + String(repeating: "#endif\n", count: 20_000)
        let project = TuistReader.read(manifest, path: "Project.swift")
        #expect(project.targets.isEmpty)
        #expect(project.problems.map(\.message) == [
            "'#if' nested more than 100 deep: 'Project.swift' is not parsed; its targets are not in the graph"
        ])
        #expect(project.problems.first?.location.line == 102)
        #expect(project.problems.first?.hidesTargets == true)
    }

    /// A 7 KB manifest the fuzzer made from a real one (a string left open, brackets the lexer
    /// did not pair) ran for minutes: when the lexer cannot pair them, every `[` byte counts.
    @Test func anUnbalancedManifestWithDeepSquareBracketBytesIsNotParsed() {
        let manifest = "import ProjectDescription\nlet s = \"open )\nlet x = " + String(repeating: "[", count: 12) + "\n"
        let project = TuistReader.read(manifest, path: "Project.swift")
        #expect(project.targets.isEmpty)
        #expect(project.problems.first?.message.hasPrefix("'[' nested more than 10 deep") == true)
    }
}
