import Foundation
import ProcessSupport
import Testing

/// The built binary on `Tests/Fixtures/XcodeGenApp`: an app whose targets an XcodeGen spec
/// declares (no project file), with a local package (issue 14).
struct XcodeGenEndToEndTests {
    @Test func theFixtureIsCleanButForTheFileTheTemplateExcludes() throws {
        let copy = try ArchlintBinary.Copy(fixture: "XcodeGenApp")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "Features/MoviesList/MoviesListPreview.swift:1:1: warning: 'Features/MoviesList/': 1 .swift file belongs to no module, so only a component that selects it by paths: checks it; declare it in an Xcode project, a Package.swift or .archlint.yml's modules:, or leave it out with exclude: in .archlint.yml [unassigned_files]",
        ])
    }

    /// Yams' default encoding reads YAMS_DEFAULT_ENCODING and, when it is set, prints a line to
    /// standard output: after the JSON report, which no consumer could parse then. The
    /// configuration and the spec are read with the encoding named.
    @Test(arguments: ["utf8", "UTF16"])
    func yamsEnvironmentVariableLeavesTheReportAlone(_ encoding: String) throws {
        let copy = try ArchlintBinary.Copy(fixture: "XcodeGenApp")
        let result = try ChildProcess.run(
            ArchlintBinary.path, [copy.path, "--no-cache", "--format", "json"],
            environment: ["YAMS_DEFAULT_ENCODING": encoding, "ARCHLINT_CACHE_DIR": copy.path + "/.cache", "GITHUB_SHA": ""])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("YAMS_DEFAULT_ENCODING"))
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect((report?["summary"] as? [String: Any])?["modules"] as? Int ?? 0 > 0)
    }

    @Test func aDomainFileThatImportsAFeatureBreaksTheLayersAtItsLine() throws {
        let copy = try ArchlintBinary.Copy(fixture: "XcodeGenApp")
        try copy.write("Domain/Movie.swift", "import Foundation\nimport MoviesList\nstruct Movie {}\n")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Domain/Movie.swift:2:1: error: 'MoviesDomain' imports 'MoviesList'") && $0.contains("[layers: Layers]") })
        // The domain does not link the feature either: drift from the spec, where the target is declared.
        #expect(lines.contains {
            $0.hasPrefix("Domain/Movie.swift:2:1: note: also breaks [manifest: Targets link what they import]: 'MoviesDomain' imports 'MoviesList', which neither it nor any of its dependencies declares; add it to the target's dependencies in Config/targets.yml")
        })
    }

    @Test func aFeatureThatLinksTheNetworkIsReportedInTheSpec() throws {
        let copy = try ArchlintBinary.Copy(fixture: "XcodeGenApp")
        var spec = try copy.read("project.yml")
        spec = spec.replacingOccurrences(
            of: "  MoviesList:\n    templates: [Feature]\n    dependencies:\n      - target: MoviesDomain\n",
            with: "  MoviesList:\n    templates: [Feature]\n    dependencies:\n      - target: MoviesDomain\n      - package: Networking\n")
        try copy.write("project.yml", spec)
        try copy.write("Features/MoviesList/MoviesListView.swift", "import MoviesDomain\nimport Networking\n")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("project.yml:36:9: error: 'MoviesList' declares a dependency on 'Networking'") })
        #expect(lines.contains { $0.hasPrefix("Features/MoviesList/MoviesListView.swift:2:1: error: 'MoviesList' imports 'Networking'") })
    }

    /// A file two targets compile sees the declarations of both targets' files: its use of a
    /// file only one of them compiles is judged, whichever target archlint lists first for each
    /// file (found on element-x-ios, whose extension compiles single files of the app).
    @Test(arguments: [false, true])
    func aUseBetweenFilesSharedByTwoTargetsIsJudged(extensionListsTheUsingFile: Bool) throws {
        let copy = try ArchlintBinary.Copy.repository([
            "project.yml": """
                name: R
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [App]
                  Ext:
                    type: app-extension
                    platform: iOS
                    sources:
                      - path: Ext
                \(extensionListsTheUsingFile ? "      - path: App/Services/Tone.swift\n" : "")\
                      - path: App/Application/Settings

                """,
            "App/App.swift": "struct AppMain {}\n",
            "Ext/Main.swift": "struct ExtMain {}\n",
            "App/Services/Tone.swift": "struct Tone {\n    let settings: Settings\n}\n",
            "App/Application/Settings/Settings.swift": "struct Settings {}\n",
            ".archlint.yml": """
                version: 1
                components:
                  application: { paths: ["App/Application/**"] }
                  services: { paths: ["App/Services/**"] }
                rules:
                  - name: folder layers
                    kind: layers
                    layers: [application, services]

                """,
        ])
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("App/Services/Tone.swift:2:19: error: ") ?? false, "\(errors)")
        #expect(errors.first?.contains("'Settings'") ?? false, "\(errors)")
    }

    /// Xcode runs a build phase with the target's name (`TARGET_NAME`), not its module's: a target
    /// whose `PRODUCT_NAME` names the module otherwise is found by either (found on IceCubesApp,
    /// whose target `IceCubesApp` builds the module `Ice_Cubes`).
    @Test func aTargetWhoseModuleIsNamedOtherwiseIsFoundByTheTargetsName() throws {
        let copy = try ArchlintBinary.Copy.repository([
            "project.yml": """
                name: R
                targets:
                  IceCubesApp:
                    type: application
                    platform: iOS
                    sources: [App]
                    settings:
                      base:
                        PRODUCT_NAME: Ice Cubes

                """,
            "App/App.swift": "import Alamofire\n",
            ".archlint.yml": """
                version: 1
                components:
                  app: { targets: [IceCubesApp] }
                rules:
                  - name: no network
                    kind: forbid
                    from: Ice_Cubes
                    to: [Alamofire]

                """,
        ])
        for name in ["IceCubesApp", "Ice_Cubes", "Ice Cubes"] {
            let result = try ArchlintBinary.run([copy.path, "--no-cache", "--target", name])
            #expect(result.status == 1, "\(name): \(result.stdout)\(result.stderr)")
            #expect(
                result.stdout.contains("App/App.swift:1:1: error: 'Ice_Cubes' imports 'Alamofire'; 'Ice_Cubes' must not depend on 'Alamofire'"),
                "\(name): \(result.stdout)")
        }
        // A component naming the target gets the module's name in its warning.
        let whole = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(whole.stdout.contains(
            "warning: component 'app' matches no module or file; check its selectors; the Xcode target 'IceCubesApp' builds the module 'Ice_Cubes': name the module"),
            "\(whole.stdout)")
        // So does a rule naming it.
        try copy.write(".archlint.yml", "version: 1\nrules:\n  - name: f\n    kind: forbid\n    from: IceCubesApp\n    to: [Alamofire]\n")
        let rule = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(rule.status == 2)
        #expect(rule.stderr.contains(
            "rules[0].from: 'IceCubesApp' is neither a component nor a module of the graph; the Xcode target 'IceCubesApp' builds the module 'Ice_Cubes': name the module"),
            "\(rule.stderr)")
    }

    /// A Swift file a spec lists that the repository does not hold (generated by a build step,
    /// `optional: true`, or deleted) is compiled but not checked: said, as for an Xcode project,
    /// and what the target declares may be imported there, so no entry is called unused (found
    /// by a helper on bitwarden/authenticator-ios: the generated `.pb.swift` files went unsaid and
    /// `SwiftProtobuf` was called unused).
    @Test func aListedSwiftFileNotInTheRepositoryIsSaidAndLeavesUnusedUnknown() throws {
        let spec = """
            name: R
            packages:
              SwiftProtobuf: { url: https://github.com/apple/swift-protobuf, exactVersion: 1.26.0 }
              Alamofire: { url: https://github.com/Alamofire/Alamofire, exactVersion: 5.9.0 }
            targets:
              App:
                type: application
                platform: iOS
                sources:
                  - path: App
                    excludes: ["Gen/*"]
                  - path: App/Gen/Proto.pb.swift
                    optional: true
                dependencies:
                  - package: SwiftProtobuf
              Other:
                type: framework
                platform: iOS
                sources: [Other]
                dependencies:
                  - package: Alamofire

            """
        let copy = try ArchlintBinary.Copy.repository([
            "project.yml": spec,
            "App/Main.swift": "import Foundation\n",
            "Other/Other.swift": "import Foundation\n",
            ".archlint.yml": "version: 1\nrules:\n  - { name: tidy, kind: manifest, unused: error }\n",
        ])
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.stdout.contains(
            "project.yml:6:3: warning: target 'App' compiles 1 Swift file archlint did not find in the folders it reads"),
            "\(result.stdout)")
        #expect(result.stdout.contains("'App/Gen/Proto.pb.swift'; it is not checked"), "\(result.stdout)")
        #expect(!result.stdout.contains("'App' declares a dependency on 'SwiftProtobuf'"), "\(result.stdout)")
        // A target whose files were all read still gets its unused entries.
        #expect(result.stdout.contains("error: 'Other' declares a dependency on 'Alamofire', but none of its files imports it"), "\(result.stdout)")
        #expect(result.status == 1)
    }

    /// CocoaPods' aggregate framework is linked for the pods it embeds and never imported (found
    /// by a helper on woocommerce-ios, whose `Pods/` is not committed: "remove it from the target
    /// in Xcode", which would break the build).
    @Test func thePodsAggregateFrameworkIsNeverUnused() throws {
        let copy = try ArchlintBinary.Copy.repository([
            "project.yml": """
                name: R
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [App]
                    dependencies: [{ framework: Pods_App.framework, implicit: true }, { framework: Lottie.framework }]

                """,
            "App/Main.swift": "import Foundation\n",
            ".archlint.yml": "version: 1\nrules:\n  - { name: tidy, kind: manifest }\n",
        ])
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.stdout.contains("'App' declares a dependency on 'Lottie', but none of its files imports it"), "\(result.stdout)")
        #expect(!result.stdout.contains("declares a dependency on 'Pods_App'"), "\(result.stdout)")
    }

    /// Two targets that build one module (an iOS and a watchOS framework, both `PRODUCT_NAME:
    /// Core`) are one module, found by either target's name (found by a helper on
    /// home-assistant/iOS: `--target Shared-watchOS` said no such target and passed).
    @Test func eachTargetOfAModuleBuiltTwiceFindsIt() throws {
        let copy = try ArchlintBinary.Copy.repository([
            "project.yml": """
                name: R
                targets:
                  Core-iOS:
                    type: framework
                    platform: iOS
                    sources: [Core]
                    settings: { base: { PRODUCT_NAME: Core } }
                  Core-watchOS:
                    type: framework
                    platform: watchOS
                    sources: [Core]
                    settings: { base: { PRODUCT_NAME: Core } }

                """,
            "Core/Core.swift": "import UIKit\n",
            ".archlint.yml": "version: 1\nrules:\n  - { name: no UI, kind: forbid, from: Core, to: UIKit }\n",
        ])
        for name in ["Core-iOS", "Core-watchOS", "Core"] {
            let result = try ArchlintBinary.run([copy.path, "--no-cache", "--target", name])
            #expect(result.status == 1, "\(name): \(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("Core/Core.swift:1:1: error: 'Core' imports 'UIKit'"), "\(name): \(result.stdout)")
        }
        // A component naming either target gets the module's name in its warning.
        try copy.write(".archlint.yml", "version: 1\ncomponents:\n  watch: { targets: [Core-watchOS] }\n")
        let whole = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(whole.stdout.contains(
            "component 'watch' matches no module or file; check its selectors; the Xcode target 'Core-watchOS' builds the module 'Core': name the module"),
            "\(whole.stdout)")
    }

    /// Of a module two targets build, each target's run reports the files it compiles (found by a
    /// helper on NetNewsWire: `--target NetNewsWire-iOS` reported imports of Mac-only files).
    @Test func eachTargetOfAModuleBuiltTwiceReportsItsOwnFiles() throws {
        let copy = try ArchlintBinary.Copy.repository([
            "project.yml": """
                name: R
                targets:
                  App-iOS:
                    type: application
                    platform: iOS
                    sources: [Shared, iOS]
                    settings: { base: { PRODUCT_NAME: App } }
                  App-macOS:
                    type: application
                    platform: macOS
                    sources: [Shared, Mac]
                    settings: { base: { PRODUCT_NAME: App } }
                    dependencies: [{ sdk: AppKit.framework }]
                  Mac:
                    type: application
                    platform: macOS
                    sources: [Tool]
                    settings: { base: { PRODUCT_NAME: Tool } }
                  Mac.System:
                    type: framework
                    platform: macOS
                    sources: [System]
                    settings: { base: { PRODUCT_NAME: Mac } }

                """,
            "Shared/Model.swift": "import Foundation\n",
            "iOS/Phone.swift": "import Foundation\n",
            "Mac/Desk.swift": "import AppKit\n",
            "Tool/Main.swift": "import Foundation\n",
            "System/Helper.swift": "import AppKit\n",
            ".archlint.yml": "version: 1\nrules:\n  - { name: no AppKit, kind: forbid, from: [App, Mac], to: AppKit }\n",
        ])
        let phone = try ArchlintBinary.run([copy.path, "--no-cache", "--target", "App-iOS"])
        #expect(phone.status == 0, "\(phone.stdout)")
        let desk = try ArchlintBinary.run([copy.path, "--no-cache", "--target", "App-macOS"])
        #expect(desk.status == 1)
        #expect(desk.stdout.contains("Mac/Desk.swift:1:1: error: 'App' imports 'AppKit'"), "\(desk.stdout)")
        // The dependency only the macOS target lists is its own too.
        #expect(desk.stdout.contains("error: 'App' declares a dependency on 'AppKit'"), "\(desk.stdout)")
        // Without --target, the module's findings are all reported.
        #expect(try ArchlintBinary.run([copy.path, "--no-cache"]).status == 1)
        let graph = try ArchlintBinary.run(["graph", copy.path, "--format", "json"])
        #expect(graph.stdout.contains("\"xcodeTargetShares\""), "\(graph.stdout)")
        // The target `Mac` is not the target `Mac.System`, whose module is named `Mac` (found by a
        // helper on sing-box-for-apple: `--target SFM` reported a file only `SFM.System` compiles).
        let tool = try ArchlintBinary.run([copy.path, "--no-cache", "--target", "Mac"])
        #expect(tool.status == 0, "\(tool.stdout)")
        #expect(try ArchlintBinary.run([copy.path, "--no-cache", "--target", "Mac.System"]).status == 1)
    }

    /// An Xcode target links a package's products only: importing a package target no library
    /// product holds needs a product first (found on asiliuk/BsuirScheduleApp, whose app imports
    /// `BsuirCore`, which no product of `Modules/Package.swift` holds).
    @Test func theManifestRuleSaysWhenThePackageHasNoProductToLink() throws {
        let copy = try ArchlintBinary.Copy.repository([
            "project.yml": """
                name: Demo
                packages:
                  Pkg:
                    path: Pkg
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [App]
                    dependencies:
                      - package: Pkg
                        product: Lib

                """,
            "Pkg/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Pkg",
                    products: [.library(name: "Lib", targets: ["Lib"])],
                    targets: [
                        .target(name: "Lib", dependencies: ["Base"]),
                        .target(name: "Base"),
                    ]
                )

                """,
            "Pkg/Sources/Base/B.swift": "public struct B {}\n",
            "Pkg/Sources/Lib/L.swift": "import Base\n",
            "App/App.swift": "import Lib\nimport Base\n",
            ".archlint.yml": "version: 1\nrules:\n  - name: m\n    kind: manifest\n",
        ])
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.stdout.contains(
            "App/App.swift:2:1: warning: 'App' imports 'Base', which it does not declare; it is visible only through 'Lib' → 'Base'. Declare it in the target's dependencies in project.yml; no library product of Pkg/Package.swift holds 'Base': add one there first, then link it"),
            "\(result.stdout)")
        // With a product that holds it, the advice is to link it.
        try copy.write("Pkg/Package.swift", try copy.read("Pkg/Package.swift").replacingOccurrences(
            of: "products: [.library(name: \"Lib\", targets: [\"Lib\"])]",
            with: "products: [.library(name: \"Lib\", targets: [\"Lib\"]), .library(name: \"Base\", targets: [\"Base\"])]"))
        let linked = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(linked.stdout.contains("Declare it in the target's dependencies in project.yml [manifest: m]"), "\(linked.stdout)")
        #expect(!linked.stdout.contains("no library product"), "\(linked.stdout)")
    }

    /// A file two targets compile belongs to the one listed first; a break of the other target
    /// there shows in that target's own `--target` run too (found on curzel-it/bit-therapy: the
    /// build-tool plugin's run for one target passed over its own error).
    @Test func aTargetsRunShowsWhatItBreaksInAFileAnotherTargetListsFirst() throws {
        let copy = try ArchlintBinary.Copy.repository([
            "project.yml": """
                name: Demo
                targets:
                  AppA:
                    type: application
                    platform: iOS
                    sources: [Shared, A]
                  AppB:
                    type: application
                    platform: iOS
                    sources: [Shared, B]

                """,
            "Shared/S.swift": "import Base\n",
            "A/A.swift": "import Foundation\n",
            "B/B.swift": "import Foundation\n",
            ".archlint.yml": "version: 1\nrules:\n  - name: apps-no-base\n    kind: forbid\n    from: [AppB]\n    to: [Base]\n",
        ])
        let own = try ArchlintBinary.run([copy.path, "--no-cache", "--target", "AppB"])
        #expect(own.status == 1, "\(own.stdout)")
        #expect(own.stdout.hasPrefix("Shared/S.swift:1:1: error: 'AppB' imports 'Base'; 'AppB' must not depend on 'Base'"), "\(own.stdout)")
        // AppA breaks nothing: its run shows nothing.
        let other = try ArchlintBinary.run([copy.path, "--no-cache", "--target", "AppA"])
        #expect(other.status == 0, "\(other.stdout)")
        #expect(other.stdout == "", "\(other.stdout)")
    }
}

