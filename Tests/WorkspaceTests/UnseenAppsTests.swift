import ArchCore
import Foundation
import Testing
import Workspace

/// What ten apps archlint had never seen found (issue 30): manifests and specs written in forms the
/// readers did not recognise, a spec skipped for an unrelated project beside it, a plugin in
/// `Plugins/` itself, an optional path given as `nil`.
struct UnseenAppsTests {
    static let tuistProject = """
        let project = Project(name: "App", targets: [.target(name: "App", destinations: .iOS, product: .app, bundleId: "a.b", sources: ["Sources/**"])])

        """

    static func tuistModule(_ folder: String = "App") -> ModuleID { ModuleID(package: folder + "/Project.swift", name: "App") }

    /// SwiftPM builds the target `Home-iOS` as the module `Home_iOS`: an import of that name is
    /// of the target (found by a helper on ProtonVPN's app: it was an external module, and no rule
    /// about the target saw it). A module that has the imported name itself wins.
    @Test func aTargetWhoseNameIsNoIdentifierIsImportedByItsModuleName() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "Home-iOS"), .target(name: "Home-macOS"), .target(name: "Home_macOS"),
                .target(name: "App", dependencies: ["Home-iOS"]),
            ])

            """
        let tree = try TemporaryTree([
            "Package.swift": manifest, "Sources/Home-iOS/H.swift": "struct H {}\n", "Sources/Home-macOS/H.swift": "struct H {}\n",
            "Sources/Home_macOS/H.swift": "struct H {}\n", "Sources/App/A.swift": "import Home_iOS\nimport Home_macOS\nimport Home_tvOS\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.imports.map { "\($0.to.name) \($0.to.package == nil ? "external" : "local")" } == [
            "Home-iOS local", "Home_macOS local", "Home_tvOS external",
        ])
    }

    /// A source file named `Package.swift` (Cork's `protocol Package`) imports no
    /// PackageDescription: it is the source of the target that compiles its folder, not a
    /// manifest (found by two helpers: a `manifest_unreadable` error no baseline can hold, and
    /// the files beside it in no module).
    @Test func aPackageSwiftThatImportsNoPackageDescriptionIsASource() throws {
        let tree = try TemporaryTree([
            "App/Project.swift": "import ProjectDescription\n" + Self.tuistProject,
            "App/Sources/Protocols/Package.swift": "import Foundation\n\nprotocol Package { var name: String { get } }\n",
            "App/Sources/Protocols/Loadable.swift": "import Combine\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.manifests.isEmpty)
        #expect(graph.problems.isEmpty, "\(graph.problems.map(\.message))")
        #expect(graph.files.filter { $0.path.hasPrefix("App/Sources/") }.map { "\($0.path) \($0.module?.name ?? "-")" } == [
            "App/Sources/Protocols/Loadable.swift App", "App/Sources/Protocols/Package.swift App",
        ])
    }

    /// Tuist's `.external(name:)` names a product of `Tuist/Package.swift`'s packages, which may
    /// be local (`.package(path:)`): it maps to that package's targets, as `.package(product:)`
    /// does (found by a helper on Azkar: an external module, so what it reaches was lost and an
    /// import of it was "declared by nothing").
    @Test func aTuistExternalProductOfALocalPackageIsItsTargets() throws {
        let project = """
            import ProjectDescription
            let project = Project(name: "App", targets: [.target(name: "App", destinations: .iOS, product: .app, bundleId: "a", sources: ["Sources/**"], dependencies: [.external(name: "Library"), .external(name: "Alamofire")])])

            """
        let kit = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "Library", targets: ["Library"])], targets: [.target(name: "Library", dependencies: ["Data"]), .target(name: "Data")])

            """
        let tree = try TemporaryTree([
            "Project.swift": project, "Sources/App.swift": "import Library\n",
            "Tuist/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"D\", dependencies: [.package(path: \"../Packages/Kit\")])\n",
            "Packages/Kit/Package.swift": kit, "Packages/Kit/Sources/Library/L.swift": "import Data\n", "Packages/Kit/Sources/Data/D.swift": "struct D {}\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        let app = graph.dependencies.filter { $0.from.name == "App" }.map { "\($0.to.name) \($0.to.package == nil ? "external" : "local")" }
        #expect(app == ["Library local", "Alamofire external"])
    }

    /// Swift 6 manifests: an attribute or a modifier on the import's line.
    @Test(arguments: [
        "import ProjectDescription\n", "@preconcurrency import ProjectDescription\n", "public import ProjectDescription\n",
        "@_exported import ProjectDescription\n", "@preconcurrency\nimport ProjectDescription\n",
        "internal import ProjectDescription\nimport ProjectDescriptionHelpers\n", "import ProjectDescriptionHelpers\n",
        "/* a header */ import ProjectDescription\n", "import struct ProjectDescription.Project\n",
    ])
    func aTuistManifestIsReadWhateverItsImportCarries(_ imports: String) throws {
        let tree = try TemporaryTree(["App/Project.swift": imports + Self.tuistProject, "App/Sources/A.swift": "import Foundation\n"])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.modules.filter(\.isXcodeTarget).map(\.id) == [Self.tuistModule()])
        #expect(graph.files.filter(\.isUnassigned).map(\.path) == [])
        #expect(graph.xcodeProjects == ["App/Project.swift"])
    }

    /// Not a manifest: the reader and the `unassigned_files` exemption agree, so the file is
    /// reported as code in no module rather than read.
    @Test(arguments: ["// import ProjectDescription\n", "let text = \"import ProjectDescription\"\n", "import Foundation\n"])
    func aProjectSwiftThatImportsNoProjectDescriptionIsNoManifest(_ imports: String) throws {
        let tree = try TemporaryTree(["App/Project.swift": imports + "struct Project { var name: String }\n"])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.xcodeProjects == [])
        #expect(graph.files.filter(\.isUnassigned).map(\.path) == ["App/Project.swift"])
    }

    /// Tuist compiles every file of `Tuist/ProjectDescriptionHelpers/` into the helpers module,
    /// whatever it imports (found on sergdort/CleanArchitectureRxSwift: `extension Array { ... }`
    /// beside the helpers was reported as a file in no module). A folder of that name elsewhere is
    /// not Tuist's.
    @Test func everyFileOfTheHelpersFolderIsAHelper() throws {
        let tree = try TemporaryTree([
            "Tuist/ProjectDescriptionHelpers/Names.swift": "import ProjectDescription\npublic let appName = \"App\"\n",
            "Tuist/ProjectDescriptionHelpers/Array+Build.swift": "extension Array { static func build(_ xs: [Element]) -> [Element] { xs } }\n",
            "Tuist/ProjectDescriptionHelpers/Nested/Strings.swift": "import Foundation\n",
            "Modules/Feed/Tuist/ProjectDescriptionHelpers/Local.swift": "struct Local {}\n",
            "App/Project.swift": "import ProjectDescription\n" + Self.tuistProject,
            "App/Sources/A.swift": "struct A {}\n",
            "Tools/ProjectDescriptionHelpers/Other.swift": "struct Other {}\n",
            "Tuist/Scripts/Run.swift": "print(1)\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.files.filter(\.isUnassigned).map(\.path).sorted() == [
            "Tools/ProjectDescriptionHelpers/Other.swift", "Tuist/Scripts/Run.swift",
        ])
    }

    /// A framework waits for the plug-in bundle it embeds and loads at run time, but cannot
    /// import or link it (found by a helper on home-assistant/iOS: `Shared` was given a dependency
    /// on `MacBridge`, which `layers` judged and `manifest` said to remove).
    @Test func aLoadableBundleATargetEmbedsIsNoDependency() throws {
        let tree = try TemporaryTree([
            "project.yml": """
                name: R
                targets:
                  Core:
                    type: framework
                    platform: macOS
                    sources: [Core]
                    dependencies: [{ target: Plugin }, { target: Base }]
                  Plugin:
                    type: bundle
                    platform: macOS
                    sources: [Plugin]
                  Base:
                    type: framework
                    platform: macOS
                    sources: [Base]
                  CoreTests:
                    type: bundle.unit-test
                    platform: macOS
                    sources: [CoreTests]
                    dependencies: [{ target: Plugin }]

                """,
            "Core/Core.swift": "import Base\n",
            "Plugin/Plugin.swift": "import Foundation\n",
            "Base/Base.swift": "import Foundation\n",
            "CoreTests/Tests.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.modules.first { $0.name == "Plugin" }?.xcodeProduct == "bundle")
        #expect(graph.dependencies.map { "\($0.from.name) -> \($0.to.name)" }.sorted() == ["Core -> Base", "CoreTests -> Plugin"])
    }

    @Test func everyFileOfAPluginsHelpersFolderIsAHelper() throws {
        let tree = try TemporaryTree([
            "Plugins/Signing/Plugin.swift": "import ProjectDescription\nlet plugin = Plugin(name: \"Signing\")\n",
            "Plugins/Signing/ProjectDescriptionHelpers/Team.swift": "import ProjectDescription\npublic let team = \"T\"\n",
            "Plugins/Signing/ProjectDescriptionHelpers/Array+Team.swift": "extension Array { var teams: Int { count } }\n",
            "Plugins/Signing/ProjectDescriptionHelpers/Deep/More.swift": "struct More {}\n",
            // Beside no `Plugin.swift`, or one that is no Tuist manifest: not a plugin's helpers.
            "Plugins/Loose/ProjectDescriptionHelpers/Loose.swift": "struct Loose {}\n",
            "Other/Plugin.swift": "struct Plugin {}\n",
            "Other/ProjectDescriptionHelpers/Stray.swift": "struct Stray {}\n",
            "Other/Signing/Plugin.swift/ProjectDescriptionHelpers/Odd.swift": "struct Odd {}\n",
            "ProjectDescriptionHelpers/Top.swift": "struct Top {}\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.unassignedFileIndices.map { graph.files[$0].path }.sorted() == [
            "Other/Plugin.swift", "Other/ProjectDescriptionHelpers/Stray.swift",
            "Other/Signing/Plugin.swift/ProjectDescriptionHelpers/Odd.swift",
            "Plugins/Loose/ProjectDescriptionHelpers/Loose.swift", "ProjectDescriptionHelpers/Top.swift",
        ])
        // A plugin at the root of the repository.
        let root = try TemporaryTree([
            "Plugin.swift": "import ProjectDescription\nlet plugin = Plugin(name: \"Root\")\n",
            "ProjectDescriptionHelpers/Top.swift": "struct Top {}\n",
            "Sources/Other.swift": "struct Other {}\n",
        ])
        let rootGraph = try WorkspaceLoader.load(WorkspaceOptions(root: root.root))
        #expect(rootGraph.unassignedFileIndices.map { rootGraph.files[$0].path } == ["Sources/Other.swift"])
    }

    @Test(arguments: [
        "name: App\ntargets:\n  App: {type: application, platform: iOS, sources: [Sources]}\n",
        "\"name\": App\n\"targets\":\n  App: {type: application, platform: iOS, sources: [Sources]}\n",
        "{name: App, targets: {App: {type: application, platform: iOS, sources: [Sources]}}}\n",
        "# XcodeGen\n'name': App\n'targets': {App: {type: application, platform: iOS, sources: [Sources]}}\n",
    ])
    func anXcodeGenSpecIsReadHoweverItsKeysAreWritten(_ spec: String) throws {
        let tree = try TemporaryTree(["project.yml": spec, "Sources/A.swift": "import Foundation\n"])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.modules.filter(\.isXcodeTarget).map(\.name) == ["App"])
        #expect(graph.files.filter(\.isUnassigned).map(\.path) == [])
    }

    @Test func aSpecBesideAnUnrelatedProjectIsRead() throws {
        let tree = try TemporaryTree([
            "project.yml": "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [Sources]\n",
            "Sources/A.swift": "import Foundation\n",
            "Examples.xcodeproj/project.pbxproj": XcodeProjectLoadingTests.synchronizedProject,
            "App/Main.swift": "import Foundation\n",
            "Tuist/Project.swift": "import ProjectDescription\n" + Self.tuistProject,
            "Tuist/Sources/T.swift": "import Foundation\n",
            "Tuist/Other.xcodeproj/project.pbxproj": "{ archiveVersion = 1; objects = {}; rootObject = X; }",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.modules.filter(\.isXcodeTarget).map(\.id) == [
            ModuleID(package: "Examples.xcodeproj", name: "App"), Self.tuistModule("Tuist"), ModuleID(package: "project.yml", name: "App"),
        ])
        #expect(graph.skippedSpecs == [])
        #expect(graph.files.filter(\.isUnassigned).map(\.path) == [])
    }

    @Test func aSpecBesideTheProjectItGeneratesIsNotReadAndTheFilesItsProjectMissesSaySo() throws {
        let tree = try TemporaryTree([
            "project.yml": "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [Sources, More]\n",
            "Sources/A.swift": "import Foundation\n",
            "More/B.swift": "import Foundation\n",
            "App.xcodeproj/project.pbxproj": "{ archiveVersion = 1; objects = {}; rootObject = X; }",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(!graph.modules.contains { $0.id.package == "project.yml" })
        #expect(graph.skippedSpecs == [
            SkippedSpec(
                path: "project.yml", reason: "'App.xcodeproj', the project it generates, is beside it and is read instead", yieldsToItsProject: true),
        ])
    }

    /// SwiftPM's PackageBuilder: the only target of its source root (tests, plugins, everything
    /// else) may use the whole predefined folder, plugins included.
    @Test func aLonePluginMayKeepItsFileDirectlyInPlugins() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "P", targets: [
                    .target(name: "Lib"), .target(name: "Other"),
                    .plugin(name: "Lint", capability: .command(intent: .custom(verb: "lint", description: ""))),
                    .testTarget(name: "LibTests", dependencies: ["Lib"]),
                ])
                """,
            "Sources/Lib/L.swift": "", "Sources/Other/O.swift": "",
            "Plugins/Lint.swift": "import PackagePlugin\n",
            "Tests/LibTests/T.swift": "",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        let modules = Dictionary(uniqueKeysWithValues: graph.files.map { ($0.path, $0.module?.name) })
        #expect(modules == [
            "Plugins/Lint.swift": "Lint", "Sources/Lib/L.swift": "Lib", "Sources/Other/O.swift": "Other", "Tests/LibTests/T.swift": "LibTests",
        ])
        #expect(graph.problems == [])
    }

    /// A binary target shares `Sources/` with the others in SwiftPM's count: the library is not alone.
    @Test func aBinaryTargetCountsAmongTheTargetsThatShareSources() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "P", targets: [
                    .target(name: "Lib"), .binaryTarget(name: "Vendor", path: "Vendor.xcframework"),
                ])
                """,
            "Sources/L.swift": "",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.files.map(\.module?.name) == [nil])
        #expect(graph.problems.map(\.ruleID) == ["target_sources_not_found"])
    }

    @Test func aPathGivenAsAConstantThatIsNilIsTheDefaultPath() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                import PackageDescription
                let customPath: String? = nil
                let noSources: [String]? = nil
                let package = Package(name: "P", targets: [
                    .target(name: "Lib", path: customPath, sources: noSources), .target(name: "Other", path: nil),
                ])
                """,
            "Sources/Lib/L.swift": "", "Sources/Other/O.swift": "",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.files.map(\.module?.name) == ["Lib", "Other"])
        #expect(graph.problems == [])
    }
}
