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
}
