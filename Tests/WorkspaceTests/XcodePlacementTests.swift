import ArchCore
import Testing
import XcodeModel

@testable import Workspace

/// Files are placed one module each (no list per file) unless a source may place one in several:
/// an Xcode placement with no target places nothing, so it must not ask for lists.
struct XcodePlacementTests {
    private static let location = SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 1, column: 1)

    @Test func withoutTargetsItPlacesNothingAndNoFileInSeveralModules() {
        let placement = XcodePlacement(packageFolders: [])
        #expect(!placement.placesInSeveral)
        #expect(placement.modules(of: "App/A.swift", in: "App").isEmpty)
        #expect(placement.module(of: "App/A.swift", in: "App") == nil)
    }

    @Test(arguments: [
        XcodeTarget(name: "App", product: XcodeProduct(type: "com.apple.product-type.application"), location: location, moduleName: "App", files: ["App/A.swift"]),
        XcodeTarget(name: "App", product: XcodeProduct(type: "com.apple.product-type.application"), location: location, moduleName: "App", folders: [SynchronizedFolder(path: "App")]),
        XcodeTarget(name: "App", product: XcodeProduct(type: "com.apple.product-type.application"), location: location, moduleName: "App", sharedPaths: ["App/A.swift"]),
    ])
    func aTargetWithSourcesMayPlaceAFileInSeveral(target: XcodeTarget) {
        var placement = XcodePlacement(packageFolders: [])
        let id = ModuleID(package: "App.xcodeproj", name: "App")
        placement.add(target, as: id)
        #expect(placement.placesInSeveral)
        #expect(placement.modules(of: "App/A.swift", in: "App") == [id])
    }

    @Test func aPackageAloneHasEachFileInOneTarget() throws {
        let root = try TemporaryTree([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"Core\")])\n",
            "Sources/Core/Core.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: root.root))
        #expect(graph.files.map(\.path) == ["Sources/Core/Core.swift"])
        #expect(graph.files.first?.module == ModuleID(package: "", name: "Core"))
        #expect(graph.files.first?.otherModules == nil)
    }

    /// An app extension whose Sources phase lists a file of a package target compiles it into its
    /// own module too (found by a helper on ProtonVPN: the file was the package target's alone,
    /// its imports never judged for the extension); a framework the project and `Package.swift`
    /// both build (one module name) keeps the file once, in the package target.
    @Test func anXcodeTargetListingAPackageTargetsFileCompilesItToo() throws {
        let spec = """
            name: App
            targets:
              Ext:
                type: app-extension
                platform: iOS
                sources: [Ext, Lib/Sources/Lib/Shared.swift]
              Lib:
                type: framework
                platform: iOS
                sources: [Lib/Sources/Lib/Shared.swift]
            """
        let root = try TemporaryTree([
            "Lib/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Lib\", targets: [.target(name: \"Lib\")])\n",
            "Lib/Sources/Lib/Shared.swift": "import UIKit\n",
            "Ext/Provider.swift": "import Foundation\n",
            "project.yml": spec,
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: root.root))
        let shared = try #require(graph.files.first { $0.path == "Lib/Sources/Lib/Shared.swift" })
        #expect(shared.modules.map(\.name) == ["Lib", "Ext"])
        #expect(shared.module?.package == "Lib")
        #expect(graph.imports.filter { $0.file == shared.path }.map { $0.from?.name } == ["Lib", "Ext"])
    }
}
