import ArchCore
import Foundation
import Testing
import Workspace

/// Xcode projects as a graph source: `Tests/Fixtures/XcodeApp` (two projects, a local package)
/// and small projects written for one idiom each.
struct XcodeProjectLoadingTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/XcodeApp").path

    static func module(_ name: String, _ project: String) -> ModuleID { ModuleID(package: project, name: name) }
    static let app = module("MovieApp", "App/App.xcodeproj")
    static let widget = module("Widget", "App/App.xcodeproj")
    static let tests = module("AppTests", "App/App.xcodeproj")
    static let domain = module("MoviesDomain", "Core/Core.xcodeproj")
    static let adapters = module("MoviesAdapters", "Core/Core.xcodeproj")
    static let networking = ModuleID(package: "Packages/Networking", name: "Networking")

    @Test func everyNativeTargetIsAModuleWithItsKind() throws {
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: Self.fixture))
        let xcode = graph.modules.filter(\.isXcodeTarget)
        #expect(xcode.map(\.id) == [Self.tests, Self.app, Self.adapters, Self.domain, Self.widget])
        #expect(xcode.map(\.xcodeProduct) == ["unit-test", "app", "framework", "framework", "app-extension"])
        #expect(xcode.map(\.kind) == [.target(.test), .target(.executable), .target(.regular), .target(.regular), .target(.executable)])
        #expect(graph.module(Self.widget)?.sourceRoot == "App/Widget")
        #expect(graph.module(Self.app)?.location?.file == "App/App.xcodeproj/project.pbxproj")
        #expect(graph.xcodeProjects == ["App/App.xcodeproj", "Core/Core.xcodeproj"])
        #expect(graph.problems == [])
    }

    @Test func placesFilesAsXcodeWouldCompileThem() throws {
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: Self.fixture))
        let placed = Dictionary(uniqueKeysWithValues: graph.files.map { ($0.path, $0.modules) })
        #expect(placed == [
            "App/AppTests/AppTests.swift": [Self.tests],
            "App/Sources/AppDelegate.swift": [Self.app],
            "App/Sources/Composition/CompositionRoot.swift": [Self.app],
            "App/Sources/Helpers/Format.swift": [Self.app],
            // The Widget folder's own exception set takes Preview/ out of the widget...
            "App/Widget/Preview/PreviewData.swift": [],
            // ...and its set for the app lends the app one file.
            "App/Widget/Shared/WidgetModel.swift": [Self.widget, Self.app],
            "App/Widget/WidgetView.swift": [Self.widget],
            "Core/MoviesAdapters/MovieLoader.swift": [Self.adapters],
            "Core/MoviesDomain/Movie.swift": [Self.domain],
            "Packages/Networking/Sources/Networking/HTTPClient.swift": [Self.networking],
        ])
        // A file of two targets imports from both.
        let shared = graph.imports.filter { $0.file == "App/Widget/Shared/WidgetModel.swift" }
        #expect(shared.map(\.from) == [Self.widget, Self.app])
        #expect(shared.map(\.to) == [Self.domain, Self.domain])
    }

    @Test func resolvesWhatTargetsLinkAcrossProjectsAndPackages() throws {
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: Self.fixture))
        let declared = graph.dependencies.map { "\($0.from.name) -> \($0.to.name)\($0.to.package.map { " (\($0))" } ?? "")" }
        #expect(Set(declared) == [
            // The app links frameworks another project builds (matched by product file), an SDK
            // framework, and a package product without the package back-link; it waits for the
            // widget it embeds, which is no dependency.
            "MovieApp -> MoviesDomain (Core/Core.xcodeproj)", "MovieApp -> MoviesAdapters (Core/Core.xcodeproj)",
            "MovieApp -> UIKit", "MovieApp -> Networking (Packages/Networking)",
            // A test bundle can import the app it is hosted in.
            "AppTests -> MovieApp (App/App.xcodeproj)",
            // Linked and waited for: one dependency, where it is linked.
            "MoviesAdapters -> MoviesDomain (Core/Core.xcodeproj)",
        ])
        #expect(declared.count == 6)
        #expect(graph.dependencies.allSatisfy { $0.location.file.hasSuffix("project.pbxproj") })
        #expect(graph.dependencies.first { $0.to.name == "Networking" }?.product == "Networking")
    }

    @Test func aConfiguredModuleWinsOverAnXcodeTargetForTheFilesItsGlobsMatch() throws {
        let options = WorkspaceOptions(
            root: Self.fixture,
            modules: [ModuleDefinition(name: "Helpers", paths: ["App/Sources/Helpers/**"], location: SourceLocation(file: ".archlint.yml", line: 1, column: 1))])
        let graph = try WorkspaceLoader.load(options)
        let placed = Dictionary(uniqueKeysWithValues: graph.files.map { ($0.path, $0.modules) })
        #expect(placed["App/Sources/Helpers/Format.swift"] == [ModuleID(package: nil, name: "Helpers")])
        #expect(placed["App/Sources/AppDelegate.swift"] == [Self.app])
    }

    @Test func aPackageInsideASynchronizedFolderIsNeverTheTargetsSources() throws {
        let tree = try TemporaryTree([
            "App.xcodeproj/project.pbxproj": Self.synchronizedProject,
            "App/Main.swift": "import LocalKit\n",
            "App/LocalKit/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"LocalKit\", targets: [.target(name: \"LocalKit\")])\n",
            "App/LocalKit/Sources/LocalKit/Kit.swift": "import Foundation\n",
            "App/LocalKit/Scripts/generate.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        let placed = Dictionary(uniqueKeysWithValues: graph.files.map { ($0.path, $0.module?.name ?? "none") })
        #expect(placed == [
            "App/Main.swift": "App", "App/LocalKit/Sources/LocalKit/Kit.swift": "LocalKit",
            "App/LocalKit/Scripts/generate.swift": "none",
        ])
    }

    @Test func aProjectFileThatCannotBeReadIsAnErrorAndTheWalkGoesOn() throws {
        let tree = try TemporaryTree([
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = (;\n",
            "App/Main.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.problems.map(\.ruleID) == ["project_unreadable"])
        #expect(graph.problems.first?.severity == .error)
        #expect(graph.problems.first?.location?.file == "App.xcodeproj/project.pbxproj")
        #expect(graph.files.map(\.path) == ["App/Main.swift"])
    }

    @Test func aReferencedProjectThatIsMissingIsReported() throws {
        let project = Self.synchronizedProject
            .replacingOccurrences(of: "targets = (TARGET); };", with: "targets = (TARGET); projectReferences = ({ProductGroup = MAIN; ProjectRef = CORE; }); };")
            .replacingOccurrences(of: "\t\tMAIN = {", with: "\t\tCORE /* Core.xcodeproj */ = {isa = PBXFileReference; path = Core/Core.xcodeproj; sourceTree = \"<group>\"; };\n\t\tMAIN = {")
        let tree = try TemporaryTree(["App.xcodeproj/project.pbxproj": project, "App/Main.swift": "import Foundation\n"])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.problems.map(\.ruleID) == ["unresolved_dependency"])
        #expect(graph.problems.first?.message == "'App.xcodeproj' references the project 'Core/Core.xcodeproj', which archlint did not find or read; what its targets link from it is unknown")
        #expect(graph.problems.first?.location == SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 7, column: 3))
    }

    @Test func anExcludedProjectIsNotRead() throws {
        let tree = try TemporaryTree([
            "App.xcodeproj/project.pbxproj": Self.synchronizedProject,
            "App/Main.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root, exclude: ["*.xcodeproj"]))
        #expect(graph.xcodeProjects == [])
        #expect(graph.files.map(\.module) == [nil])
    }

    /// One app target whose sources are the synchronized folder `App`.
    static let synchronizedProject = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tPROJECT /* Project object */ = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET); };
        \t\tMAIN = {isa = PBXGroup; children = (FOLDER); sourceTree = "<group>"; };
        \t\tFOLDER /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        \t\tTARGET /* App */ = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (FOLDER); name = App; productType = "com.apple.product-type.application"; };
        \t};
        \trootObject = PROJECT;
        }

        """
}

struct ProjectSpecTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/TuistApp").path

    @Test func specsWithoutTheirGeneratedProjectAreReadAndASpecBesideItsProjectIsNot() throws {
        let tree = try TemporaryTree([
            "project.yml": "name: App\ntargets:\n  App:\n    type: application\n    sources: [App]\n",
            "App/Main.swift": "import Foundation\n",
            "Modules/Feed/Project.swift": "import ProjectDescription\n\nlet project = Project(name: \"Feed\", targets: [.target(name: \"Feed\", destinations: .iOS, product: .framework, bundleId: \"f\", sources: [\"Sources/**\"])])\n",
            "Modules/Feed/Sources/Feed.swift": "import Foundation\n",
            "Other/project.yml": "name: not a spec\n",
            "Generated/project.yml": "targets:\n  A: {}\n",
            "Generated/A.xcodeproj/project.pbxproj": XcodeProjectLoadingTests.synchronizedProject,
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.problems == [])
        #expect(graph.modules.filter(\.isXcodeTarget).map(\.id) == [
            ModuleID(package: "Generated/A.xcodeproj", name: "App"), ModuleID(package: "project.yml", name: "App"),
            ModuleID(package: "Modules/Feed/Project.swift", name: "Feed"),
        ])
        // The manifest is read, not compiled: no module, and not a file left unchecked.
        #expect(graph.files.first { $0.path == "Modules/Feed/Project.swift" }?.isUnassigned == false)
    }

    @Test func tuistProjectsAreModulesWithTheirGlobsAndCrossProjectDependencies() throws {
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: Self.fixture))
        let app = ModuleID(package: "Projects/App/Project.swift", name: "MovieApp")
        let tests = ModuleID(package: "Projects/App/Project.swift", name: "MovieAppTests")
        let domain = ModuleID(package: "Projects/Domain/Project.swift", name: "MoviesDomain")
        #expect(graph.modules.filter(\.isXcodeTarget).map(\.id) == [app, tests, domain])
        let placed = Dictionary(uniqueKeysWithValues: graph.files.filter { $0.module != nil }.map { ($0.path, $0.modules) })
        #expect(placed == [
            "Projects/App/Sources/AppDelegate.swift": [app], "Projects/App/Tests/AppTests.swift": [tests],
            "Projects/Domain/Sources/Movie.swift": [domain],
        ])
        #expect(graph.files.filter(\.isUnassigned).isEmpty)
        let declared = graph.dependencies.map { "\($0.from.name) -> \($0.to.name) @\($0.location.file):\($0.location.line)" }
        #expect(declared == [
            "MovieApp -> MoviesDomain @Projects/App/Project.swift:13", "MovieApp -> Alamofire @Projects/App/Project.swift:14",
            "MovieAppTests -> MovieApp @Projects/App/Project.swift:23",
        ])
        #expect(graph.problems == [])
    }
}

/// What real projects showed (issue 14's check on real apps): waiting for an aggregate target,
/// a product linked twice whose package is missing, a product without back-link that two local
/// packages declare.
struct XcodeProjectRealIdiomTests {
    static func project(_ objects: String, root: String) -> String {
        "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n\(objects)\t};\n\trootObject = \(root);\n}\n"
    }

    static func package(_ name: String, product: String) -> String {
        "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\(name)\", products: [.library(name: \"\(product)\", targets: [\"\(name)\"])], targets: [.target(name: \"\(name)\")])\n"
    }

    /// A target whose Sources phase lists `Main.swift`, `Generated/R.generated.swift`,
    /// `Gone.swift` and `.hidden/Secret.swift` (found in a real app: a file listed, never committed).
    static let listedSources = """
        \t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (APP); };
        \t\tMAIN = {isa = PBXGroup; children = (GROUP); sourceTree = "<group>"; };
        \t\tGROUP = {isa = PBXGroup; children = (MAINFILE, GENERATED, GONE, HIDDEN); path = App; sourceTree = "<group>"; };
        \t\tMAINFILE = {isa = PBXFileReference; path = Main.swift; sourceTree = "<group>"; };
        \t\tGENERATED = {isa = PBXFileReference; path = Generated/R.generated.swift; sourceTree = "<group>"; };
        \t\tGONE = {isa = PBXFileReference; path = Gone.swift; sourceTree = "<group>"; };
        \t\tHIDDEN = {isa = PBXFileReference; path = .hidden/Secret.swift; sourceTree = "<group>"; };
        \t\tAPP = {isa = PBXNativeTarget; buildPhases = (SOURCES); name = App; productType = "com.apple.product-type.application"; };
        \t\tSOURCES = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B4, B3); };
        \t\tB1 = {isa = PBXBuildFile; fileRef = MAINFILE; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = GENERATED; };
        \t\tB3 = {isa = PBXBuildFile; fileRef = GONE; };
        \t\tB4 = {isa = PBXBuildFile; fileRef = HIDDEN; };

        """

    /// A listed source the walk did not find is compiled but not checked: a warning at the
    /// target, never a silent pass; a source the configuration excludes is left out on purpose.
    @Test func sourcesATargetListsThatAreNotInTheRepositoryAreAWarningAtTheTarget() throws {
        let tree = try TemporaryTree([
            "App.xcodeproj/project.pbxproj": Self.project(Self.listedSources, root: "PROJECT"), "App/Main.swift": "import Foundation\n",
            "App/.hidden/Secret.swift": "import Secrets\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.files.map(\.path) == ["App/Main.swift"])
        #expect(graph.problems.map { "\($0.location?.file ?? ""):\($0.location?.line ?? 0) \($0.ruleID) \($0.severity): \($0.message)" } == [
            "App.xcodeproj/project.pbxproj:13 target_sources_not_found warning: target 'App' compiles 3 Swift files archlint did not find in the folders "
                + "it reads (generated by a build step and left out of git, deleted, or in a hidden folder): 'App/.hidden/Secret.swift', 'App/Generated/R.generated.swift', 'App/Gone.swift'; "
                + "they are not checked (exclude them in .archlint.yml to say so)"
        ])
        let excluding = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root, exclude: ["App/Generated/**", "**/Gone.swift"]))
        #expect(excluding.problems.map(\.message) == [
            "target 'App' compiles 1 Swift file archlint did not find in the folders it reads (generated by a build step and left "
                + "out of git, deleted, or in a hidden folder): 'App/.hidden/Secret.swift'; it is not checked "
                + "(exclude it in .archlint.yml to say so)"
        ])
        let all = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root, exclude: ["App/Generated", "**/Gone.swift", "App/.hidden/*"]))
        #expect(all.problems == [])
    }

    /// A synchronized folder renamed in case alone on a Mac, which git kept in its old case.
    @Test func aSynchronizedFolderIsTheWalkedFolderItNamesIgnoringCase() throws {
        let tree = try TemporaryTree([
            "App.xcodeproj/project.pbxproj": XcodeProjectLoadingTests.synchronizedProject, "app/Main.swift": "import Foundation\n",
            "app/Features/Feed.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.files.map { "\($0.path) \($0.module?.name ?? "-")" } == ["app/Features/Feed.swift App", "app/Main.swift App"])
        #expect(graph.problems == [])
    }

    /// Xcode runs on macOS, whose file systems ignore case by default: a listed source whose path
    /// differs from a walked file's in case alone is that file (found on sudopark/Clean-Mooyaho:
    /// a group `path = DependencyInjector` over a folder `dependencyInjector`). Two walked files
    /// that differ only in case leave the listed one not found: which one Xcode builds is unknown.
    @Test func aListedSourceIsTheWalkedFileItNamesIgnoringCase() throws {
        let tree = try TemporaryTree([
            "App.xcodeproj/project.pbxproj": Self.project(Self.listedSources, root: "PROJECT"), "App/main.swift": "import Foundation\n",
            "App/generated/R.generated.swift": "import Generated\n", "App/gone.swift": "import A\n", "App/GONE.swift": "import B\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.files.map { "\($0.path) \($0.module?.name ?? "-")" } == [
            "App/GONE.swift -", "App/generated/R.generated.swift App", "App/gone.swift -", "App/main.swift App",
        ])
        #expect(graph.problems.map(\.message) == [
            "target 'App' compiles 2 Swift files archlint did not find in the folders it reads (generated by a build step and left "
                + "out of git, deleted, or in a hidden folder): 'App/.hidden/Secret.swift', 'App/Gone.swift'; they are not checked "
                + "(exclude them in .archlint.yml to say so)"
        ])
    }

    @Test func waitingForAnAggregateTargetIsNoDependencyAndNoProblem() throws {
        let objects = """
            \t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, CODEGEN); };
            \t\tMAIN = {isa = PBXGroup; children = (FOLDER); sourceTree = "<group>"; };
            \t\tFOLDER = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \t\tAPP = {isa = PBXNativeTarget; dependencies = (DEP); fileSystemSynchronizedGroups = (FOLDER); name = App; productType = "com.apple.product-type.application"; };
            \t\tDEP = {isa = PBXTargetDependency; target = CODEGEN; };
            \t\tCODEGEN = {isa = PBXAggregateTarget; name = Codegen; };

            """
        let tree = try TemporaryTree(["App.xcodeproj/project.pbxproj": Self.project(objects, root: "PROJECT"), "App/Main.swift": "import Foundation\n"])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.problems == [])
        #expect(graph.dependencies == [])
        #expect(graph.modules.filter(\.isXcodeTarget).map(\.id.name) == ["App"])
    }

    @Test func aProductLinkedAndListedIsOneProblem() throws {
        let objects = """
            \t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (APP); };
            \t\tMAIN = {isa = PBXGroup; children = (FOLDER); sourceTree = "<group>"; };
            \t\tFOLDER = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \t\tAPP = {isa = PBXNativeTarget; buildPhases = (LINK); fileSystemSynchronizedGroups = (FOLDER); name = App; packageProductDependencies = (PRODUCT); productType = "com.apple.product-type.application"; };
            \t\tLINK = {isa = PBXFrameworksBuildPhase; files = (BUILDFILE); };
            \t\tBUILDFILE = {isa = PBXBuildFile; productRef = PRODUCT; };
            \t\tPRODUCT = {isa = XCSwiftPackageProductDependency; package = LOCAL; productName = Runestone; };
            \t\tLOCAL = {isa = XCLocalSwiftPackageReference; relativePath = Vendor/Runestone; };

            """
        let tree = try TemporaryTree(["App.xcodeproj/project.pbxproj": Self.project(objects, root: "PROJECT"), "App/Main.swift": "import Runestone\n"])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.problems.map(\.ruleID) == ["unresolved_dependency"])
        #expect(graph.problems.first?.location?.line == 11)
    }

    @Test func aProductWithoutBackLinkComesFromALocalPackageTheProjectReferences() throws {
        let objects = """
            \t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; packageReferences = (LOCAL); targets = (APP); };
            \t\tMAIN = {isa = PBXGroup; children = (FOLDER); sourceTree = "<group>"; };
            \t\tFOLDER = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \t\tAPP = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (FOLDER); name = App; packageProductDependencies = (PRODUCT); productType = "com.apple.product-type.application"; };
            \t\tPRODUCT = {isa = XCSwiftPackageProductDependency; productName = SharedPush; };
            \t\tLOCAL = {isa = XCLocalSwiftPackageReference; relativePath = Sources/SharedPush; };

            """
        let tree = try TemporaryTree([
            "App.xcodeproj/project.pbxproj": Self.project(objects, root: "PROJECT"), "App/Main.swift": "import SharedPush\n",
            "Sources/SharedPush/Package.swift": Self.package("SharedPush", product: "SharedPush"),
            "Sources/SharedPush/Sources/SharedPush/Push.swift": "import Foundation\n",
            "Sources/PushServer/SharedPush/Package.swift": Self.package("SharedPush", product: "SharedPush"),
            "Sources/PushServer/SharedPush/Sources/SharedPush/Push.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.problems == [])
        #expect(graph.dependencies.map(\.to) == [ModuleID(package: "Sources/SharedPush", name: "SharedPush")])
    }

    /// The project references a local package archlint did not read (found on nikitabobko/AeroSpace:
    /// a symbolic link to the repository's root, which holds the package): the product comes from
    /// a package archlint read under another path, and when none declares it, a warning says so
    /// (it became a silent external module, and a forbid rule on the link passed).
    @Test(arguments: [("Package.swift", true), ("Elsewhere/Package.swift", true), ("Other/Package.swift", false)])
    func aProductOfAReferencedPackageArchlintDidNotReadIsLookedUpEverywhere(_ manifest: String, _ declares: Bool) throws {
        let objects = """
            \t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; packageReferences = (LOCAL); targets = (APP); };
            \t\tMAIN = {isa = PBXGroup; children = (FOLDER); sourceTree = "<group>"; };
            \t\tFOLDER = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \t\tAPP = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (FOLDER); name = App; packageProductDependencies = (PRODUCT); productType = "com.apple.product-type.application"; };
            \t\tPRODUCT = {isa = XCSwiftPackageProductDependency; productName = AppBundle; };
            \t\tLOCAL = {isa = XCLocalSwiftPackageReference; relativePath = "package-link"; };

            """
        let folder = String(manifest.dropLast("Package.swift".count))
        let tree = try TemporaryTree([
            "xcode/App.xcodeproj/project.pbxproj": Self.project(objects, root: "PROJECT"), "xcode/App/Main.swift": "import AppBundle\n",
            manifest: Self.package(declares ? "AppBundle" : "Other", product: declares ? "AppBundle" : "Other"),
            "\(folder)Sources/\(declares ? "AppBundle" : "Other")/A.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        let package = String(folder.dropLast(folder.isEmpty ? 0 : 1))
        if declares {
            #expect(graph.dependencies.map(\.to) == [ModuleID(package: package, name: "AppBundle")])
            #expect(graph.problems == [])
        } else {
            #expect(graph.problems.map(\.message) == [
                "target 'App' links product 'AppBundle', which no package archlint read declares; the project references local packages archlint did not read ('xcode/package-link'), which may",
            ])
        }
    }
}
