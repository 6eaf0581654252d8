import ArchCore
import Testing
import XcodeGenReader
import XcodeModel

/// XcodeGen specs read as XcodeGen would generate them: one idiom per test, written as real specs
/// write them.
struct XcodeGenReaderTests {
    /// A repository of these texts, folders and Swift files.
    static func files(_ texts: [String: String] = [:], folders: Set<String> = [], swift: Set<String> = []) -> XcodeGenReader.Files {
        XcodeGenReader.Files(text: { texts[$0] }, isDirectory: { folders.contains($0) }, isSwiftFile: { swift.contains($0) })
    }

    static func read(_ text: String, path: String = "project.yml", _ files: XcodeGenReader.Files) -> XcodeProject {
        XcodeGenReader.read(text, path: path, files: files)
    }

    @Test func targetsWithTheirKindSourcesAndModuleName() {
        let spec = """
            name: Movies
            targets:
              MovieApp:
                type: application
                platform: iOS
                sources: [App, Shared/Format.swift]
                settings:
                  base:
                    PRODUCT_NAME: Movie App
              Core:
                type: framework
                platform: iOS
                productName: MoviesCore
                sources:
                  - path: Core
                    excludes: ["**/*Preview.swift", "Generated"]
                  - path: Core/Resources
                    type: folder
                  - path: Scripts
                    buildPhase: none
              CoreTests:
                type: bundle.unit-test
                platform: iOS
                sources:
                  - path: CoreTests
                    includes: ["*Tests.swift"]
                settings:
                  PRODUCT_MODULE_NAME: $(TARGET_NAME:c99extidentifier)Suite
            """
        let project = Self.read(spec, Self.files(folders: ["App", "Core", "Core/Resources", "Scripts", "CoreTests"], swift: ["Shared/Format.swift"]))
        #expect(project.problems == [])
        #expect(project.targets.map(\.name) == ["MovieApp", "Core", "CoreTests"])
        // `productName:` names the product's file; XcodeGen writes no PRODUCT_NAME for it, so the
        // module keeps the base preset's `$(TARGET_NAME)`.
        #expect(project.targets.map(\.moduleName) == ["Movie_App", "Core", "CoreTestsSuite"])
        #expect(project.targets.map(\.product.name) == ["app", "framework", "unit-test"])
        #expect(project.targets.map(\.product.targetKind) == [.executable, .regular, .test])
        #expect(project.targets[0].folders == [SynchronizedFolder(path: "App")])
        #expect(project.targets[0].files == ["Shared/Format.swift"])
        #expect(project.targets[1].folders == [SynchronizedFolder(path: "Core", excludes: ["Core/**/*Preview.swift", "Core/Generated"])])
        #expect(project.targets[1].productFile == "MoviesCore.framework")
        #expect(project.targets[2].folders == [SynchronizedFolder(path: "CoreTests", includes: ["CoreTests/*Tests.swift"])])
        #expect(project.targets[0].location == SourceLocation(file: "project.yml", line: 3, column: 3))
    }

    @Test func dependenciesOfEveryKindAtTheirLine() {
        let spec = """
            name: Movies
            packages:
              Networking:
                path: Packages/Networking
              Alamofire:
                url: https://github.com/Alamofire/Alamofire
                from: 5.0.0
              Kit:
                github: example/Kit
            projectReferences:
              Shared:
                path: ../Shared/Shared.xcodeproj
            targets:
              App:
                type: application
                sources: [App]
                dependencies:
                  - target: Core
                  - target: Shared/Utilities
                  - package: Networking
                  - package: Alamofire
                  - package: Kit
                    products: [KitUI, KitCore]
                  - sdk: UIKit.framework
                  - sdk: libz.tbd
                  - framework: Vendor/Lottie.xcframework
                  - framework: Built.framework
                    implicit: true
                  - carthage: Charts
                  - bundle: Resources.bundle
              Core:
                type: framework
                sources: [Core]
            """
        let project = Self.read(spec, path: "Apps/project.yml", Self.files(folders: ["Apps/App", "Apps/Core"]))
        #expect(project.problems == [])
        let app = project.targets[0]
        #expect(app.dependencies.map(\.reference) == [
            .target(name: "Core", project: nil),
            .target(name: "Utilities", project: "Shared/Shared.xcodeproj"),
            .packageProduct(name: "Networking", localPackage: "Apps/Packages/Networking", isRemote: false),
            .packageProduct(name: "Alamofire", localPackage: nil, isRemote: true),
            .packageProduct(name: "KitUI", localPackage: nil, isRemote: true),
            .packageProduct(name: "KitCore", localPackage: nil, isRemote: true),
            .external("UIKit"),
            .external("Lottie"),
            .builtProduct(file: "Built.framework"),
            .external("Charts"),
        ])
        #expect(app.dependencies.map(\.location.line) == [18, 19, 20, 21, 22, 22, 24, 26, 27, 29])
        #expect(app.dependencies.allSatisfy { $0.location.file == "Apps/project.yml" })
        #expect(app.folders == [SynchronizedFolder(path: "Apps/App")])
    }

    @Test func includedSpecsMergeAndTheirPathsStartInTheirFolder() {
        let base = """
            targets:
              Domain:
                type: framework
                sources: [../Domain]
                dependencies:
                  - sdk: Foundation.framework
            """
        let absolute = """
            targets:
              Data:
                type: framework
                sources: [Data]
            """
        let spec = """
            name: Movies
            include:
              - Config/base.yml
              - path: Config/data.yml
                relativePaths: false
            targets:
              Domain:
                dependencies:
                  - target: Data
                settings:
                  PRODUCT_NAME: MoviesDomain
            """
        let project = Self.read(spec, Self.files(["Config/base.yml": base, "Config/data.yml": absolute], folders: ["Domain", "Data"]))
        #expect(project.problems == [])
        #expect(project.targets.map(\.name) == ["Domain", "Data"])
        let domain = project.targets[0]
        #expect(domain.moduleName == "MoviesDomain")
        #expect(domain.folders == [SynchronizedFolder(path: "Domain")])
        // Sequences append: the included dependency first, then the including spec's.
        #expect(domain.dependencies.map(\.reference) == [.external("Foundation"), .target(name: "Data", project: nil)])
        #expect(domain.dependencies.map(\.location.file) == ["Config/base.yml", "project.yml"])
        #expect(project.targets[1].folders == [SynchronizedFolder(path: "Data")])
    }

    /// An included spec with nothing in it (comments only, no bytes, `---`, `~`) is an empty
    /// mapping to XcodeGen; it wiped the targets included before it, without a word (found by a
    /// helper on BaseUIKitCombine, whose `project-Packages.yml` holds one comment).
    @Test(arguments: ["# packages:\n", "", "---\n", "~\n", "null\n"])
    func anEmptyIncludedSpecChangesNothing(empty: String) {
        let spec = """
            name: R
            include: [app.yml, packages.yml, lib.yml]
            """
        let app = "targets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n"
        let lib = "targets:\n  Lib:\n    type: framework\n    platform: iOS\n    sources: [Lib]\n"
        let project = Self.read(spec, Self.files(["app.yml": app, "packages.yml": empty, "lib.yml": lib], folders: ["App", "Lib"]))
        #expect(project.problems == [])
        #expect(project.targets.map(\.name) == ["App", "Lib"])
    }

    /// XcodeGen reads specs with Yams 5.0, where the last of a mapping's equal keys wins; a spec
    /// with a key written twice was refused whole (found by a helper: a setting twice in
    /// BaseUIKitCombine, `product:` twice in Proton Mail's spec).
    @Test func aKeyWrittenTwiceIsReadAsXcodeGenReadsIt() {
        let spec = """
            name: R
            packages:
              NIO: { url: "https://github.com/apple/swift-nio", from: 2.0.0 }
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
                settings:
                  base:
                    PRODUCT_NAME: First
                    "PRODUCT_NAME": Second
                dependencies:
                  - { package: NIO, product: NIOCore, product: NIOHTTP1 }
              Lib:
                type: library.static
                platform: iOS
                sources: [App]
              Lib:
                type: framework
                platform: iOS
                sources: [Lib]
            """
        let project = Self.read(spec, Self.files([:], folders: ["App", "Lib"]))
        #expect(project.problems == [])
        #expect(project.targets.map(\.name) == ["App", "Lib"])
        #expect(project.targets.first?.moduleName == "Second")
        #expect(project.targets.first?.dependencies.map(\.reference) == [.packageProduct(name: "NIOHTTP1", localPackage: nil, isRemote: true)])
        #expect(project.targets.last?.folders == [SynchronizedFolder(path: "Lib")])
        // A key written first through an alias is still refused.
        let aliased = "name: R\nx: &k App\ntargets:\n  *k : {type: framework}\n  App: {type: framework, platform: iOS, sources: [App]}\n"
        let refused = Self.read(aliased, Self.files([:], folders: ["App"]))
        #expect(refused.targets.isEmpty)
        #expect(refused.problems.map(\.message) == ["'project.yml' is not valid YAML: duplicate key 'App'; its targets are not in the graph"])
    }

    /// The module name comes from what XcodeGen's project builds with: the `.xcconfig` files of
    /// `configFiles:` (the project's, then the target's, whose `PRODUCT_NAME` XcodeGen's own does
    /// not override) and the setting groups a `settings:` names (found by a helper: both were
    /// ignored, with false `manifest` errors and a silent `forbid`).
    @Test func theModuleNameComesFromConfigFilesAndSettingGroups() {
        let spec = """
            name: R
            configFiles:
              Release: Config/Project.xcconfig
            settingGroups:
              kit:
                groups: [base]
                PRODUCT_MODULE_NAME: $(KIT_PREFIX)Kit
              base:
                KIT_PREFIX: Feature
            targets:
              Feature:
                type: framework
                platform: iOS
                sources: [Feature]
                settings:
                  groups: [kit]
              Domain:
                type: framework
                platform: iOS
                sources: [Domain]
                configFiles:
                  Debug: Config/Debug.xcconfig
                  Release: Config/Domain.xcconfig
              Plain:
                type: framework
                platform: iOS
                sources: [Plain]
            """
        let files = Self.files(
            [
                "Config/Project.xcconfig": "PRODUCT_NAME = Shared\n", "Config/Debug.xcconfig": "PRODUCT_NAME = DebugOnly\n",
                "Config/Domain.xcconfig": "#include \"Base.xcconfig\"\nPRODUCT_NAME = $(inherited)Core // the module\n",
                "Config/Base.xcconfig": "PRODUCT_NAME = Movies\n",
            ], folders: ["Feature", "Domain", "Plain"])
        let project = Self.read(spec, files)
        #expect(project.problems == [])
        // The project's .xcconfig sets PRODUCT_NAME, so XcodeGen leaves its base preset
        // (`$(TARGET_NAME)`) out of the project's settings, and Plain's module is named by the file.
        #expect(project.targets.map(\.moduleName) == ["FeatureKit", "MoviesCore", "Shared"])
    }

    /// XcodeGen reads YAML with Yams' constructor, which applies merge keys (found by a helper:
    /// a test target whose `type` came through `<<: *tests` was read as a library, its
    /// `@testable` imports errors).
    @Test func mergeKeysBringTheirEntriesAndWrittenKeysWin() {
        let spec = """
            name: R
            x-base: &base
              platform: iOS
              type: framework
            x-tests: &tests
              type: bundle.unit-test
            targets:
              CoreTests:
                <<: *tests
                platform: iOS
                sources: [CoreTests]
              Core:
                <<: [*base, *tests]
                sources: [Core]
              Odd:
                <<: 3
                type: framework
                platform: iOS
                sources: [Odd]
            """
        let project = Self.read(spec, Self.files(folders: ["Core", "CoreTests", "Odd"]))
        let products = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0.product.name) })
        #expect(products == ["CoreTests": "unit-test", "Core": "framework", "Odd": "framework"])
        // A merge key whose value is no mapping is a key archlint does not know.
        #expect(project.problems.map(\.message).contains { $0.contains("'<<'") }, "\(project.problems)")
        #expect(project.problems.count == 1, "\(project.problems)")
    }

    @Test func replaceKeysReplaceInsteadOfMerging() {
        let base = """
            targets:
              App:
                type: application
                sources: [Old]
            """
        let spec = """
            include: [base.yml]
            targets:
              App:
                sources:REPLACE: [New]
            """
        let project = Self.read(spec, Self.files(["base.yml": base], folders: ["Old", "New"]))
        #expect(project.targets.first?.folders == [SynchronizedFolder(path: "New")])
    }

    @Test func templatesApplyWithTheTargetNameAndAttributes() {
        let spec = """
            name: Movies
            targetTemplates:
              Module:
                type: framework
                platform: iOS
                sources:
                  - path: Modules/${target_name}
                    excludes: ["**/*Preview.swift"]
              Feature:
                templates: [Module]
                dependencies:
                  - target: ${layer}
            targets:
              MoviesList:
                templates: [Feature]
                templateAttributes:
                  layer: Domain
              Domain:
                templates: [Module]
            """
        let project = Self.read(spec, Self.files(folders: ["Modules/MoviesList", "Modules/Domain"]))
        #expect(project.problems == [])
        #expect(project.targets.map(\.name) == ["MoviesList", "Domain"])
        #expect(project.targets.map(\.product.name) == ["framework", "framework"])
        #expect(project.targets[0].folders == [SynchronizedFolder(path: "Modules/MoviesList", excludes: ["Modules/MoviesList/**/*Preview.swift"])])
        #expect(project.targets[0].dependencies.map(\.reference) == [.target(name: "Domain", project: nil)])
        #expect(project.targets[1].folders == [SynchronizedFolder(path: "Modules/Domain", excludes: ["Modules/Domain/**/*Preview.swift"])])
    }

    /// Templates that each name the next twice apply 2^n times: 26 levels ran for minutes (found
    /// by hand). Past 1,000 applications the target is an error, not in the graph; the other
    /// targets are read. A template that names itself is said so, once per use.
    @Test func templatesThatNameOthersManyTimesOverStopAtABound() {
        var spec = "name: App\ntargetTemplates:\n"
        for level in 0..<26 { spec += "  T\(level):\n    templates: [T\(level + 1), T\(level + 1)]\n    sources: [A]\n" }
        spec += "  T26:\n    type: framework\n    platform: iOS\n"
        spec += "  Loop:\n    templates: [Loop]\n    type: framework\n    platform: iOS\n"
        spec += "targets:\n  App:\n    templates: [T0]\n  Other:\n    templates: [Loop]\n    sources: [A]\n"
        let project = Self.read(spec, Self.files(folders: ["A"]))
        let problems = project.problems.map { "\($0.location.line):\($0.location.column) \($0.hidesTargets ? "error" : "warning") \($0.message)" }
        #expect(problems == [
            "85:16 warning target 'Other' uses the template 'Loop', which names itself (through other templates); not applied again",
            "90:16 error target 'App' applies templates more than 1000 times (templates that name others many times over); its files and dependencies are not in the graph",
        ])
        #expect(project.targets.map(\.name) == ["Other"])
    }

    /// Found by the `xcodegen` fuzz target: a 156-byte spec that includes two specs, each
    /// answered with the spec itself (as 32 files of a repository would be), merged one source
    /// and one dependency 32,768 times and reported 131,087 warnings, 50 of them distinct (4 s,
    /// 350 MB in a release build). Each written entry is read once, each problem said once.
    @Test func entriesMergedManyTimesOverAreReadAndReportedOnce() {
        // The fuzz target's input as it found it (a real spec, mutated).
        let spec = "include:\n- parenuUnsafeBu1.yml\n- parent2/parent2.yml\ntargets:\n  app:\n    type: paplication\n"
            + "    platform: macOS\n    sources:\n    - sou\n    -\"target: target2\n"
        #expect(spec.utf8.count == 156)
        var answered: Set<String> = []
        let files = XcodeGenReader.Files(
            text: { path in
                if answered.contains(path) || answered.count < 32 {
                    answered.insert(path)
                    return spec
                }
                return nil
            },
            isDirectory: { _ in false }, isSwiftFile: { _ in false })
        let project = Self.read(spec, files)
        let problems = project.problems.map { "\($0.location) \($0.message)" }
        #expect(answered.count == 32)
        #expect(Set(problems).count == problems.count)
        #expect(problems.count < 100, "\(problems.count) problems")
        // Before: 131,087 problems, 50 of them distinct.
        #expect(problems.contains { $0.hasPrefix("project.yml:9:7 the source folder 'sou") })
    }

    @Test func aTargetOfSeveralPlatformsIsOneTargetPerPlatformOfOneProduct() {
        let spec = """
            name: Movies
            targets:
              Core:
                type: framework
                platform: [iOS, macOS]
                sources:
                  - Core
                  - Platform/${platform}
              Widget:
                type: app-extension
                platform: iOS
                sources: [Widget]
                dependencies:
                  - target: Core_iOS
            """
        let project = Self.read(spec, Self.files(folders: ["Core", "Platform/iOS", "Platform/macOS", "Widget"]))
        #expect(project.problems == [])
        #expect(project.targets.map(\.name) == ["Core_iOS", "Core_macOS", "Widget"])
        #expect(project.targets.map(\.moduleName) == ["Core", "Core", "Widget"])
        #expect(project.targets[0].folders.map(\.path) == ["Core", "Platform/iOS"])
        #expect(project.targets[1].folders.map(\.path) == ["Core", "Platform/macOS"])
    }

    @Test func whatCannotBeEvaluatedIsReportedWhereItIsWritten() {
        let spec = """
            name: Movies
            targets:
              App:
                type: application
                sources:
                  - ${GENERATED_DIR}/Sources
                  - path: Missing
                  - path: Optional
                    optional: true
                  - ../Outside
                dependencies:
                  - package: Undeclared
                  - target: Other/Thing
                  - weird: Value
                templates: [Nope]
                settings:
                  PRODUCT_NAME: $(UNDEFINED_SETTING)
                scheme:
                  testTargets: [AppTests]
                unknownKey: 1
            """
        let project = Self.read(spec, Self.files())
        let problems = project.problems.map { "\($0.location.line):\($0.location.column) \($0.hidesTargets ? "error" : "warning") \($0.message)" }
        #expect(problems == [
            "3:3 warning target 'App' has the key 'unknownKey', which archlint does not know; its files or dependencies may be wrong",
            "6:9 warning the source '${GENERATED_DIR}/Sources' of target 'App' uses an environment variable archlint does not read; its files are not in the graph",
            "7:9 warning the source folder 'Missing' of target 'App' does not exist (XcodeGen would stop here)",
            "10:9 warning the source '../Outside' of target 'App' lies outside the linted folder; its files are not in the graph",
            "12:9 warning target 'App' depends on the package 'Undeclared', which the spec's 'packages' does not declare; XcodeGen leaves it out",
            "13:9 warning target 'App' depends on 'Other/Thing', but the spec references no project 'Other'",
            "14:9 warning a dependency of target 'App' is of a kind archlint does not know (weird); skipped",
            "15:16 warning target 'App' uses the template 'Nope', which the spec does not define",
            "17:7 warning cannot work out the module name of target 'App': '$(UNDEFINED_SETTING)' is set nowhere archlint reads (project, target or .xcconfig); archlint names the module 'App' after the target",
        ])
        #expect(project.targets.map(\.name) == ["App"])
        #expect(project.targets.first?.dependencies == [])
    }

    @Test func malformedYAMLIsAnErrorAtItsLine() {
        let project = Self.read("name: Movies\ntargets:\n  App: [unclosed\n", Self.files())
        #expect(project.targets.isEmpty)
        #expect(project.problems.count == 1)
        #expect(project.problems.first?.hidesTargets == true)
        #expect(project.problems.first?.location.file == "project.yml")
        #expect((project.problems.first?.location.line ?? 0) >= 3)
    }

    @Test func aMissingOrCircularIncludeIsReported() {
        let project = Self.read(
            "include: [a.yml, missing.yml]\ntargets:\n  App:\n    type: tool\n",
            Self.files(["a.yml": "include: [project.yml]\n", "project.yml": "include: [a.yml]\n"]))
        #expect(project.targets.map(\.name) == ["App"])
        #expect(project.problems.map(\.message) == [
            "'project.yml' includes itself (through other specs); not read again",
            "cannot read the included spec 'missing.yml' (missing, or outside the repository); the targets it defines are not in the graph",
        ])
        #expect(project.problems.map(\.hidesTargets) == [false, true])
    }

    /// Specs that each include the next two twice over were read 2^40 times (a hang); each is
    /// now read once, and what each defines is still merged.
    @Test func specsIncludedManyTimesOverAreReadOnce() {
        var files: [String: String] = [:]
        for level in 0..<40 {
            let include = level < 39 ? "include: [s\(level + 1).yml, t\(level + 1).yml]\n" : ""
            files["s\(level).yml"] = include + "targets:\n  S\(level):\n    type: tool\n"
            files["t\(level).yml"] = include + "targets:\n  T\(level):\n    type: tool\n"
        }
        let project = Self.read("include: [s0.yml]\ntargets:\n  App:\n    type: tool\n", Self.files(files))
        #expect(project.problems.isEmpty)
        #expect(project.targets.count == 1 + 40 + 39)
    }

    /// Found by the `xcodegen` fuzz target: merging appends sequences, so specs that each include
    /// the next three times multiply the last one's lists (3^20 copies); the spec is refused at
    /// the bound instead of growing until the machine runs out.
    @Test func specsWhoseMergedListsMultiplyAreRefusedAtTheBound() {
        var files: [String: String] = [:]
        for level in 0..<20 {
            files["s\(level).yml"] = level < 19
                ? "include: [s\(level + 1).yml, s\(level + 1).yml, s\(level + 1).yml]\n"
                : "targets:\n  App:\n    type: tool\n    sources: [A, B, C, D]\n"
        }
        let project = Self.read("include: [s0.yml]\n", Self.files(files))
        #expect(project.targets.isEmpty)
        #expect(project.problems.map(\.message) == [
            "'project.yml' with the specs it includes expands to more than 250000 YAML nodes (specs included many times over, most likely); its targets are not in the graph"
        ])
        #expect(project.problems.first?.hidesTargets == true)
    }

    /// A chain of 20,000 specs, each including the next: followed with the loader's own stack.
    @Test func aChainOfTwentyThousandIncludesIsRead() {
        var files: [String: String] = [:]
        for level in 0..<20_000 {
            files["c\(level).yml"] = (level < 19_999 ? "include: c\(level + 1).yml\n" : "targets:\n  Deep:\n    type: tool\n")
        }
        let project = Self.read("include: c0.yml\n", Self.files(files))
        #expect(project.problems.isEmpty)
        #expect(project.targets.map(\.name) == ["Deep"])
    }

    @Test func anAliasBombIsRefusedQuickly() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "targets:\n  App:\n    type: tool\n"
        let project = Self.read(text, Self.files())
        #expect(project.targets.isEmpty)
        #expect(project.problems.first?.message.contains("more than 250000 YAML nodes") == true)
    }

    @Test func onlySpecsAreRecognised() {
        #expect(XcodeGenReader.isSpec("name: App\ntargets:\n  App: {}\n"))
        #expect(!XcodeGenReader.isSpec("services:\n  web:\n    image: nginx\n"))
    }
}

/// No problem quotes more than a short, one-line excerpt of a spec: a spec may be a file the pull
/// request linked to, and problems go to a public log. Yams' own description of a reader error
/// quoted the whole line.
extension XcodeGenReaderTests {
    @Test(arguments: [
        "name: M\ntargets:\n  App:\n    type: tool\n    LONG: 1\n",
        "name: M\ntargets:\n  LONG: 1\n  LONG: 2\n",
        "name: M\nsecret: LONG\u{1}\n",
        "name: M\ntargets:\n  LONG: [unclosed\n",
    ])
    func quotesAtMostAShortExcerptOfTheSpec(_ spec: String) {
        let long = String(repeating: "x", count: 200)
        let project = Self.read(spec.replacingOccurrences(of: "LONG", with: long), Self.files())
        #expect(!project.problems.isEmpty)
        for problem in project.problems {
            #expect(!problem.message.contains(String(repeating: "x", count: 60)), "\(problem.message)")
            #expect(!problem.message.contains("\n"), "\(problem.message)")
        }
    }
}
