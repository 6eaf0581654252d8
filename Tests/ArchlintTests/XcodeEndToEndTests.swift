import Foundation
import Testing

/// The built binary on `Tests/Fixtures/XcodeApp`: an app whose targets live in two Xcode projects
/// and a local package (issue 14).
struct XcodeEndToEndTests {
    @Test func judgesXcodeTargetsWithFindingsAtTheRightFileAndLine() throws {
        let copy = try ArchlintBinary.Copy(fixture: "XcodeApp")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        let firstLines = result.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }
        #expect(firstLines == [
            "App/Widget/Preview/PreviewData.swift:1:1: warning: 'App/Widget/Preview/': 1 .swift file belongs to no module, so only a component that selects it by paths: checks it; declare it in an Xcode project, a Package.swift or .archlint.yml's modules:, or leave it out with exclude: in .archlint.yml [unassigned_files]",
            // A file the app borrows from the widget's folder is the widget's too: it imports
            // a framework the widget does not link.
            "App/Widget/Shared/WidgetModel.swift:1:1: error: 'Widget' imports 'MoviesDomain', which neither it nor any of its dependencies declares; link it in the target's Frameworks phase in Xcode (a framework or a package product) [manifest: Targets link what they import]",
            "App/Widget/WidgetView.swift:2:1: error: 'Widget' imports 'MoviesAdapters'; 'widget' may depend on only 'domain', 'SwiftUI', 'WidgetKit', 'Foundation' [allow: The widget shows the domain only]",
            "Core/MoviesAdapters/MovieLoader.swift:2:1: error: 'MoviesAdapters' imports 'Networking', which neither it nor any of its dependencies declares; link it in the target's Frameworks phase in Xcode (a framework or a package product) [manifest: Targets link what they import]",
        ])
        #expect(result.stdout.contains("Core/Core.xcodeproj/project.pbxproj:96:3: note: 'MoviesAdapters' is declared here"))
        #expect(result.stderr.contains("archlint: 10 modules, 10 files (1 in no module), 17 imports, 1 manifest, 2 Xcode projects: 3 errors, 1 warning"))
    }

    @Test func anAppThatLinksAnAdapterItMayNotUseIsReportedInTheProjectFile() throws {
        let copy = try ArchlintBinary.Copy(fixture: "XcodeApp")
        try copy.write(".archlint.yml", """
            version: 1
            unassigned-files: ignore
            components:
              app:      { targets: [MovieApp] }
              adapters: { targets: [MoviesAdapters] }
            rules:
              - name: The app reaches adapters through the domain
                kind: forbid
                from: app
                to: adapters
            """)
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // The import, and the framework link in the Frameworks phase of project.pbxproj.
        #expect(lines.contains { $0.hasPrefix("App/App.xcodeproj/project.pbxproj:10:3: error: 'MovieApp' declares a dependency on 'MoviesAdapters'") })
        #expect(lines.contains { $0.hasPrefix("App/Sources/Composition/CompositionRoot.swift:2:1: error: 'MovieApp' imports 'MoviesAdapters'") })
        let project = try copy.read("App/App.xcodeproj/project.pbxproj").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(project[9].contains("MoviesAdapters.framework in Frameworks */ = {isa = PBXBuildFile;"))
    }

    @Test func aComponentSelectsTheTargetsOfAProjectByItsPath() throws {
        let copy = try ArchlintBinary.Copy(fixture: "XcodeApp")
        try copy.write(".archlint.yml", """
            version: 1
            unassigned-files: ignore
            components:
              core: { packages: ["Core/*.xcodeproj"] }
            rules:
              - { name: The core uses nothing local, kind: allow, from: core, to: [Foundation] }
            """)
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        // MoviesAdapters -> MoviesDomain stays inside the component; Networking does not.
        #expect(result.stdout.split(separator: "\n").filter { !$0.contains(": note: ") } == [
            "Core/MoviesAdapters/MovieLoader.swift:2:1: error: 'MoviesAdapters' imports 'Networking'; 'core' may depend on only 'Foundation' [allow: The core uses nothing local]",
        ])
    }

    @Test func aBrokenProjectFileFailsTheRun() throws {
        let copy = try ArchlintBinary.Copy(fixture: "XcodeApp")
        let original = try copy.read("Core/Core.xcodeproj/project.pbxproj")
        try copy.write("Core/Core.xcodeproj/project.pbxproj", original.replacingOccurrences(of: "isa = PBXGroup;\n\t\t\tchildren = (", with: "isa = PBXGroup;\n\t\t\tchildren = ((", count: 1))
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Core/Core.xcodeproj/project.pbxproj:"))
        #expect(result.stdout.contains("error: 'Core/Core.xcodeproj/project.pbxproj' is not a property list archlint can read ("))
        #expect(result.stdout.contains("its targets are not in the graph [project_unreadable]"))
        // Its files are now in no module, and said so.
        #expect(result.stdout.contains("'Core/MoviesDomain/': 1 .swift file belongs to no module"))
    }

    @Test func aRuleNamingATargetOfABrokenProjectShowsWhyTheTargetIsMissing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-unread-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        func write(_ path: String, _ text: String) throws {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("App/AppDelegate.swift", "import UIKit\n")
        try write(".archlint.yml", """
            version: 1
            rules:
              - { kind: forbid, from: App, to: [UIKit] }
            """)
        // An array left open: the project, and its target App, cannot be read.
        try write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ archiveVersion = 1; objects = ( ;\n")
        let result = try ArchlintBinary.run([directory.path, "--no-cache"])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix(".archlint.yml:3:27: error: rules[0].from: 'App' is neither a component nor a module of the graph") == true)
        #expect(lines.contains("archlint: error: part of the repository could not be read (an error below): a name above may be there"))
        #expect(lines.contains { $0.hasPrefix(directory.path + "/App.xcodeproj/project.pbxproj:2:1: error: 'App.xcodeproj/project.pbxproj' is not a property list archlint can read (Expected terminating ')' for array at line 2); its targets are not in the graph") })
        #expect(lines.count == 3)

        // Where everything was read, the name is only said to be unknown.
        try FileManager.default.removeItem(at: directory.appendingPathComponent("App.xcodeproj"))
        let whole = try ArchlintBinary.run([directory.path, "--no-cache"])
        #expect(whole.status == 2)
        #expect(whole.stderr.contains("'App' is neither a component nor a module of the graph"))
        #expect(!whole.stderr.contains("could not be read"))
    }

    @Test func initRefusesToWriteAConfigurationThatWouldCheckNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data("import UIKit\n".utf8).write(to: directory.appendingPathComponent("App/AppDelegate.swift"))
        let result = try ArchlintBinary.run(["init", directory.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("none of the 1 .swift file under"))
        #expect(result.stderr.contains("so a configuration would check nothing"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(".archlint.yml").path))
    }

    @Test func graphShowsXcodeTargetsWithTheirProduct() throws {
        let copy = try ArchlintBinary.Copy(fixture: "XcodeApp")
        let result = try ArchlintBinary.run(["graph", copy.path])
        #expect(result.status == 0)
        let graph = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let modules = try #require(graph["modules"] as? [[String: Any]])
        let products = modules.compactMap { module -> String? in
            guard let product = module["xcodeProduct"] as? String, let id = module["id"] as? [String: Any] else { return nil }
            return "\(id["name"]!) \(product)"
        }
        #expect(products == ["AppTests unit-test", "MovieApp app", "MoviesAdapters framework", "MoviesDomain framework", "Widget app-extension"])
        #expect(graph["xcodeProjects"] as? [String] == ["App/App.xcodeproj", "Core/Core.xcodeproj"])
    }

    /// CocoaPods names the product it builds twice: `name = Pods_App.framework` (what
    /// `PRODUCT_NAME` makes, and what the app links) and `path = "Pods-App.framework"` (found on
    /// wliam06/MovieDB: "links 'Pods_App.framework', which no target of a project archlint read
    /// builds", and the app's dependency on the pods was lost). The aggregate target is how the app
    /// declares its pods: importing one is no implicit use.
    @Test func aFrameworkLinkedByItsProductReferencesOtherNameIsTheTargetThatBuildsIt() throws {
        func project(_ objects: [String], targets: [String], main: String = "") -> String {
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
                + "\t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (\(targets.joined(separator: ", "))); };\n"
                + "\t\tMAIN = {isa = PBXGroup; children = (\(main)); sourceTree = \"<group>\"; };\n"
                + objects.map { "\t\t" + $0 + "\n" }.joined()
                + "\t};\n\trootObject = PROJECT;\n}\n"
        }
        let app = project(
            [
                "APP = {isa = PBXNativeTarget; buildPhases = (SRC, FW); name = App; productType = \"com.apple.product-type.application\"; };",
                "SRC = {isa = PBXSourcesBuildPhase; files = (SRCFILE); };",
                "SRCFILE = {isa = PBXBuildFile; fileRef = APPFILE; };",
                "APPGROUP = {isa = PBXGroup; children = (APPFILE); path = App; sourceTree = \"<group>\"; };",
                "APPFILE = {isa = PBXFileReference; path = App.swift; sourceTree = \"<group>\"; };",
                "FW = {isa = PBXFrameworksBuildPhase; files = (LINK); };",
                "LINK = {isa = PBXBuildFile; fileRef = PODSREF; };",
                "PODSREF = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Pods_App.framework; sourceTree = BUILT_PRODUCTS_DIR; };",
            ], targets: ["APP"], main: "APPGROUP")
        func pods(listingAlamofire: Bool) -> String {
            project(
                [
                    "PODS = {isa = PBXNativeTarget; buildPhases = (); \(listingAlamofire ? "dependencies = (DEP); " : "")name = \"Pods-App\"; productName = \"Pods-App\"; productReference = PRODUCT; productType = \"com.apple.product-type.framework\"; };",
                    "PRODUCT = {isa = PBXFileReference; explicitFileType = wrapper.framework; name = Pods_App.framework; path = \"Pods-App.framework\"; sourceTree = BUILT_PRODUCTS_DIR; };",
                    "DEP = {isa = PBXTargetDependency; name = Alamofire; target = AF; };",
                    "AF = {isa = PBXNativeTarget; buildPhases = (); name = Alamofire; productName = Alamofire; productType = \"com.apple.product-type.framework\"; };",
                ], targets: ["PODS", "AF"])
        }
        let copy = try ArchlintBinary.Copy.repository([
            "App.xcodeproj/project.pbxproj": app,
            "Pods/Pods.xcodeproj/project.pbxproj": pods(listingAlamofire: true),
            "App/App.swift": "import UIKit\nimport Alamofire\n",
            ".archlint.yml": "version: 1\nrules:\n  - name: m\n    kind: manifest\n",
        ])
        let lint = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(lint.stdout == "", "\(lint.stdout)")
        let graph = try ArchlintBinary.run(["graph", copy.path, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(graph.stdout.utf8)) as? [String: Any]
        let dependencies = (object?["dependencies"] as? [[String: Any]] ?? []).map { dependency in
            "\((dependency["from"] as? [String: Any])?["name"] ?? "?") -> \((dependency["to"] as? [String: Any])?["name"] ?? "?") \((dependency["to"] as? [String: Any])?["package"] ?? "external")"
        }
        #expect(dependencies == ["App -> Pods_App Pods/Pods.xcodeproj", "Pods_App -> Alamofire Pods/Pods.xcodeproj"], "\(graph.stdout)")
        // Without the aggregate's dependency on it, the pod is declared by nothing.
        try copy.write("Pods/Pods.xcodeproj/project.pbxproj", pods(listingAlamofire: false))
        let unlisted = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(unlisted.stdout.contains("'App' imports 'Alamofire', which neither it nor any of its dependencies declares"), "\(unlisted.stdout)")
    }
}

/// A `project.pbxproj` of these objects, whose root object is `PROJECT`.
private func pbxproj(_ objects: [String]) -> String {
    "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
        + objects.map { "\t\t" + $0 + "\n" }.joined() + "\t};\n\trootObject = PROJECT;\n}\n"
}

/// A framework a target links is the module of its name: linking `WidgetKit.framework` no longer
/// leaves the target's other external imports unjudged (found by a helper on Bark). A static
/// library no project builds (`libPods-App.a`: CocoaPods without `use_frameworks!`, `Pods/`
/// not committed) may hold any module, as a remote product may: its target is not judged on them.
struct LinkedFrameworkEndToEndTests {
    @Test func aLinkedFrameworkNamesItsModuleAndAnUnbuiltLibraryMayHoldAny() throws {
        let objects = [
            "PROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, EXT); };",
            "MAIN = {isa = PBXGroup; children = (APPFILE, EXTFILE, WIDGETKIT, PODS); sourceTree = \"<group>\"; };",
            "APPFILE = {isa = PBXFileReference; path = App/App.swift; sourceTree = \"<group>\"; };",
            "EXTFILE = {isa = PBXFileReference; path = Ext/Ext.swift; sourceTree = \"<group>\"; };",
            "WIDGETKIT = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = WidgetKit.framework; path = System/Library/Frameworks/WidgetKit.framework; sourceTree = SDKROOT; };",
            "PODS = {isa = PBXFileReference; explicitFileType = archive.ar; path = \"libPods-App.a\"; sourceTree = BUILT_PRODUCTS_DIR; };",
            "APP = {isa = PBXNativeTarget; buildPhases = (APPSRC, APPFW); name = App; productType = \"com.apple.product-type.application\"; };",
            "APPSRC = {isa = PBXSourcesBuildPhase; files = (B1); };",
            "B1 = {isa = PBXBuildFile; fileRef = APPFILE; };",
            "APPFW = {isa = PBXFrameworksBuildPhase; files = (B2, B3); };",
            "B2 = {isa = PBXBuildFile; fileRef = WIDGETKIT; };",
            "B3 = {isa = PBXBuildFile; fileRef = PODS; };",
            "EXT = {isa = PBXNativeTarget; buildPhases = (EXTSRC, EXTFW); name = Ext; productType = \"com.apple.product-type.app-extension\"; };",
            "EXTSRC = {isa = PBXSourcesBuildPhase; files = (B4); };",
            "B4 = {isa = PBXBuildFile; fileRef = EXTFILE; };",
            "EXTFW = {isa = PBXFrameworksBuildPhase; files = (B5); };",
            "B5 = {isa = PBXBuildFile; fileRef = WIDGETKIT; };",
        ]
        let project = pbxproj(objects)
        let copy = try ArchlintBinary.Copy.repository([
            "App.xcodeproj/project.pbxproj": project,
            "App/App.swift": "import WidgetKit\nimport Alamofire\n",
            "Ext/Ext.swift": "import WidgetKit\nimport RxSwift\n",
            ".archlint.yml": "version: 1\nrules:\n  - name: m\n    kind: manifest\n",
        ])
        let lint = try ArchlintBinary.run([copy.path, "--no-cache", "--quiet"])
        let errors = lint.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == [
            "Ext/Ext.swift:2:1: error: 'Ext' imports 'RxSwift', which neither it nor any of its dependencies declares; link it in the target's Frameworks phase in Xcode (a framework or a package product) [manifest: m]",
        ], "\(lint.stdout)")
    }
}

/// A file a macOS-only target compiles imports a module under `#if os(iOS)`: that import is never
/// compiled for it (found by a helper on home-assistant: MacBridge's `import KeychainAccess` under
/// `#if os(iOS)` was an undeclared import). The iOS target that compiles the same file imports it.
struct TargetPlatformsEndToEndTests {
    @Test func anImportUnderAnOSTheTargetDoesNotBuildForIsNoEdgeOfIt() throws {
        let objects = [
            "PROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (MAC, IOS); };",
            "MAIN = {isa = PBXGroup; children = (SHARED, MACONLY); sourceTree = \"<group>\"; };",
            "SHARED = {isa = PBXFileReference; path = Shared/Shared.swift; sourceTree = \"<group>\"; };",
            "MACONLY = {isa = PBXFileReference; path = Bridge/Debug.swift; sourceTree = \"<group>\"; };",
            "MAC = {isa = PBXNativeTarget; buildConfigurationList = MACLIST; buildPhases = (MACSRC); name = Bridge; productType = \"com.apple.product-type.bundle\"; };",
            "MACSRC = {isa = PBXSourcesBuildPhase; files = (B1, B3); };",
            "B1 = {isa = PBXBuildFile; fileRef = SHARED; };",
            "B3 = {isa = PBXBuildFile; fileRef = MACONLY; };",
            "MACLIST = {isa = XCConfigurationList; buildConfigurations = (MACREL); };",
            "MACREL = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Release; };",
            "IOS = {isa = PBXNativeTarget; buildConfigurationList = IOSLIST; buildPhases = (IOSSRC); name = App; productType = \"com.apple.product-type.application\"; };",
            "IOSSRC = {isa = PBXSourcesBuildPhase; files = (B2); };",
            "B2 = {isa = PBXBuildFile; fileRef = SHARED; };",
            "IOSLIST = {isa = XCConfigurationList; buildConfigurations = (IOSREL); };",
            "IOSREL = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };",
        ]
        let project = pbxproj(objects)
        let copy = try ArchlintBinary.Copy.repository([
            "App.xcodeproj/project.pbxproj": project,
            "Shared/Shared.swift": "import Foundation\n#if os(iOS) && !targetEnvironment(macCatalyst)\nimport KeychainAccess\n#endif\n",
            "Bridge/Debug.swift": "#if DEBUG\nimport Pulse\n#endif\n",
            ".archlint.yml": "version: 1\nrules:\n  - name: m\n    kind: manifest\n",
        ])
        let lint = try ArchlintBinary.run([copy.path, "--no-cache", "--quiet"])
        let errors = lint.stdout.split(separator: "\n").filter { $0.contains(": error: ") }.map { $0.prefix { $0 != ";" } }
        // Bridge (macOS) still imports Pulse under `#if DEBUG`: only the OS is decided.
        #expect(errors == [
            "Bridge/Debug.swift:2:1: error: 'Bridge' imports 'Pulse', which neither it nor any of its dependencies declares",
            "Shared/Shared.swift:3:1: error: 'App' imports 'KeychainAccess', which neither it nor any of its dependencies declares",
        ], "\(lint.stdout)")
        let graph = try ArchlintBinary.run(["graph", copy.path, "--format", "json", "--no-cache"])
        let object = try JSONSerialization.jsonObject(with: Data(graph.stdout.utf8)) as? [String: Any]
        let edges = (object?["imports"] as? [[String: Any]] ?? []).map { edge in
            "\((edge["from"] as? [String: Any])?["name"] ?? "?") -> \((edge["to"] as? [String: Any])?["name"] ?? "?")"
        }
        #expect(edges.sorted() == ["App -> Foundation", "App -> KeychainAccess", "Bridge -> Foundation", "Bridge -> Pulse"])
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String, count: Int) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}

