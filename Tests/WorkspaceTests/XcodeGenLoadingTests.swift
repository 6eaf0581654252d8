import ArchCore
import Foundation
import Testing
import Workspace

/// XcodeGen specs as a graph source: `Tests/Fixtures/XcodeGenApp` (a spec that includes another,
/// a target template, a local and a remote package), and a spec beside its generated project.
struct XcodeGenLoadingTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/XcodeGenApp").path

    static func module(_ name: String) -> ModuleID { ModuleID(package: "project.yml", name: name) }

    @Test func everyTargetOfTheSpecIsAModuleWithTheFilesXcodeGenWouldList() throws {
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: Self.fixture))
        let xcode = graph.modules.filter(\.isXcodeTarget)
        #expect(xcode.map(\.id) == [Self.module("MovieAppTests"), Self.module("Movie_App"), Self.module("MoviesDomain"), Self.module("MoviesList")])
        #expect(xcode.map(\.xcodeProduct) == ["unit-test", "app", "framework", "framework"])
        #expect(graph.module(Self.module("Movie_App"))?.location == SourceLocation(file: "project.yml", line: 20, column: 3))
        #expect(graph.module(Self.module("MoviesDomain"))?.location == SourceLocation(file: "Config/targets.yml", line: 2, column: 3))
        let placed = Dictionary(uniqueKeysWithValues: graph.files.map { ($0.path, $0.modules) })
        #expect(placed == [
            "App/AppDelegate.swift": [Self.module("Movie_App")],
            "App/Composition/CompositionRoot.swift": [Self.module("Movie_App")],
            "AppTests/AppTests.swift": [Self.module("MovieAppTests")],
            "Domain/Movie.swift": [Self.module("MoviesDomain")],
            // The template's excludes leave the preview out.
            "Features/MoviesList/MoviesListPreview.swift": [],
            "Features/MoviesList/MoviesListView.swift": [Self.module("MoviesList")],
            "Packages/Networking/Sources/Networking/HTTPClient.swift": [ModuleID(package: "Packages/Networking", name: "Networking")],
        ])
        let declared = graph.dependencies.map { "\($0.from.name) -> \($0.to.name) @\($0.location.file):\($0.location.line)" }
        #expect(Set(declared) == [
            "Movie_App -> MoviesDomain @project.yml:28", "Movie_App -> MoviesList @project.yml:29",
            "Movie_App -> Networking @project.yml:30", "Movie_App -> UIKit @project.yml:31",
            "MoviesList -> MoviesDomain @project.yml:35", "MovieAppTests -> Movie_App @project.yml:42",
        ])
        #expect(graph.problems == [])
    }

    @Test func aGeneratedProjectBesideTheSpecWinsAndTheSpecIsNotRead() throws {
        let tree = try TemporaryTree([:])
        try tree.write("project.yml", "name: App\ntargets:\n  App:\n    type: application\n    sources: [Sources]\n")
        try tree.write("Sources/App.swift", "import Foundation\n")
        try tree.write("App.xcodeproj/project.pbxproj", "{ archiveVersion = 1; objects = {}; rootObject = X; }")
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(!graph.modules.contains { $0.id.package == "project.yml" })
    }

    @Test func aProjectFolderWithoutItsPbxprojLeavesTheSpecBesideItToBeRead() throws {
        // element-ios: the generated project is left out of git, its shared schemes are committed.
        let tree = try TemporaryTree([:])
        try tree.write("project.yml", "name: App\ntargets:\n  App:\n    type: application\n    sources: [Sources]\n")
        try tree.write("Sources/App.swift", "import Foundation\n")
        try tree.write("App.xcodeproj/xcshareddata/xcschemes/App.xcscheme", "<Scheme/>\n")
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.files.map(\.modules) == [[Self.module("App")]])
        #expect(graph.problems == [])
    }

    @Test func aProjectFolderWithoutItsPbxprojAndNoSpecIsAnError() throws {
        let tree = try TemporaryTree([:])
        try tree.write("Sources/App.swift", "import Foundation\n")
        try tree.write("App.xcodeproj/xcshareddata/xcschemes/App.xcscheme", "<Scheme/>\n")
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.problems.map(\.message) == [
            "'App.xcodeproj' has no project.pbxproj (a generated project left out of git?); its targets are not in the graph: "
                + "commit the project, or the XcodeGen project.yml or Tuist Project.swift that generates it",
        ])
        #expect(graph.problems.first?.severity == .error)
    }

    @Test func aBrokenSpecIsAnErrorAtItsLine() throws {
        let tree = try TemporaryTree([:])
        try tree.write("project.yml", "name: App\ntargets:\n  App: [unclosed\n")
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.problems.map(\.ruleID) == ["project_unreadable"])
        #expect(graph.problems.first?.severity == .error)
        #expect(graph.problems.first?.location?.file == "project.yml")
    }

    @Test func aYAMLFileThatIsNoSpecIsLeftAlone() throws {
        let tree = try TemporaryTree([:])
        try tree.write("project.yml", "stages:\n  - build\n")
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.problems == [])
        #expect(graph.modules.isEmpty)
    }

    /// From a check on real specs (Element X lists files of the app's folders in its extension).
    @Test func aFileOneTargetListsStaysInAnotherTargetsFolder() throws {
        let tree = try TemporaryTree([
            "project.yml": """
                name: App
                aggregateTargets:
                  Codegen: {}
                targets:
                  App:
                    type: application
                    sources: [App]
                    dependencies:
                      - target: Codegen
                      - target: Legacy
                      - sdk: Platforms/iPhoneOS.platform/Developer/Library/Frameworks/XCTest.framework
                  Extension:
                    type: app-extension
                    sources: [App/Shared/Date.swift, Extension]
                  Legacy:
                    type: ""
                    legacy:
                      toolPath: /usr/bin/make

                """,
            "App/Shared/Date.swift": "import Foundation\n",
            "Extension/Main.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        let placed = Dictionary(uniqueKeysWithValues: graph.files.map { ($0.path, $0.modules.map(\.name)) })
        #expect(placed == ["App/Shared/Date.swift": ["Extension", "App"], "Extension/Main.swift": ["Extension"]])
        #expect(graph.problems == [])
        #expect(graph.dependencies.map(\.to) == [.external("XCTest")])
    }
}

extension XcodeGenLoadingTests {
    /// A spec's local package reached through a symbolic link to the repository's root, which
    /// holds the package (AeroSpace's layout, read from its project.yml): the walk does not follow
    /// the loop, and the product is found in the package archlint read at the root.
    @Test func aLocalPackageThroughALinkToTheRootIsThePackageReadThere() throws {
        let tree = try TemporaryTree([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", products: [.library(name: \"Lib\", targets: [\"Lib\"])], targets: [.target(name: \"Lib\")])\n",
            "Sources/Lib/L.swift": "public struct L {}\n",
            "xcode/project.yml": "name: Demo\npackages:\n  P:\n    path: pkg-link\ntargets:\n  App:\n    type: application\n    platform: macOS\n    sources: [App]\n    dependencies:\n      - package: P\n        product: Lib\n",
            "xcode/App/App.swift": "import Lib\n",
        ])
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/xcode/pkg-link", withDestinationPath: "..")
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.dependencies.map(\.to) == [ModuleID(package: "", name: "Lib")])
        #expect(graph.problems.map(\.ruleID) == ["link_not_followed"])
    }
}
