import ArchCore
import Foundation
import Testing
import Workspace

struct WorkspaceLoaderTests {
    static let corePackage = """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "Core",
            products: [.library(name: "CoreKit", targets: ["CoreDomain", "CoreUtilities"])],
            targets: [.target(name: "CoreDomain"), .target(name: "CoreUtilities")]
        )
        """

    static let appPackage = """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "App",
            dependencies: [
                .package(path: "../Packages/Core"),
                .package(url: "https://github.com/apple/swift-log.git", from: "1.0.0"),
            ],
            targets: [
                .target(name: "Feature", dependencies: ["CoreKit", .product(name: "Logging", package: "swift-log")], path: "Code/Feature"),
                .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
            ]
        )
        """

    @Test func resolvesProductsAcrossLocalPackagesAndPlacesFilesInTargets() throws {
        let tree = try TemporaryTree([
            "Packages/Core/Package.swift": Self.corePackage,
            "Packages/Core/Sources/CoreDomain/A.swift": "import Foundation\n",
            "Packages/Core/Sources/CoreUtilities/B.swift": "import CoreDomain\n",
            "App/Package.swift": Self.appPackage,
            "App/Code/Feature/View.swift": "import CoreDomain\nimport Logging\n",
            "App/Tests/FeatureTests/FeatureTests.swift": "@testable import Feature\n",
            "Scripts/tool.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        let feature = ModuleID(package: "App", name: "Feature")
        let declared = graph.dependencies.filter { $0.from == feature }.map(\.to)
        #expect(declared == [
            ModuleID(package: "Packages/Core", name: "CoreDomain"),
            ModuleID(package: "Packages/Core", name: "CoreUtilities"),
            .external("Logging"),
        ])
        #expect(graph.files.map(\.module) == [
            feature,
            ModuleID(package: "App", name: "FeatureTests"),
            ModuleID(package: "Packages/Core", name: "CoreDomain"),
            ModuleID(package: "Packages/Core", name: "CoreUtilities"),
            nil,
        ])
        let edge = try #require(graph.imports.first { $0.file == "App/Code/Feature/View.swift" })
        #expect(edge.to == ModuleID(package: "Packages/Core", name: "CoreDomain"))
        #expect(edge.from == feature)
        #expect(graph.problems.isEmpty)
    }

    /// swift-nio's `Benchmarks/Package.swift` links its parent with `.package(path: "../")` and
    /// names it `package: "swift-nio"`, the parent folder's name.
    @Test func identifiesAPackageLinkedByDotDotAfterTheFolderItResolvesTo() throws {
        let tree = try TemporaryTree([:])
        let root = tree.root + "/swift-nio"
        try tree.write("swift-nio/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "swift-nio",
                products: [.library(name: "NIOCore", targets: ["NIOCore"])],
                targets: [.target(name: "NIOCore")]
            )
            """)
        try tree.write("swift-nio/Sources/NIOCore/A.swift", "")
        try tree.write("swift-nio/Benchmarks/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "benchmarks",
                dependencies: [.package(path: "../")],
                targets: [
                    .executableTarget(
                        name: "NIOCoreBenchmarks",
                        dependencies: [.product(name: "NIOCore", package: "swift-nio")],
                        path: "Benchmarks/NIOCoreBenchmarks"
                    ),
                ]
            )
            """)
        try tree.write("swift-nio/Benchmarks/Benchmarks/NIOCoreBenchmarks/B.swift", "import NIOCore\n")
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: root))
        let from = ModuleID(package: "Benchmarks", name: "NIOCoreBenchmarks")
        #expect(graph.dependencies.filter { $0.from == from }.map(\.to) == [ModuleID(package: "", name: "NIOCore")])
        #expect(graph.problems.isEmpty)
    }

    @Test func placesFilesOfNestedPackagesInTheInnerPackage() throws {
        let tree = try TemporaryTree([
            "Package.swift": "import PackageDescription\nlet package = Package(name: \"Outer\", targets: [.target(name: \"Outer\", path: \".\")])\n",
            "Outer.swift": "",
            "Inner/Package.swift": "import PackageDescription\nlet package = Package(name: \"Inner\", targets: [.target(name: \"Inner\")])\n",
            "Inner/Sources/Inner/I.swift": "",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.files.map(\.module?.name) == ["Inner", "Outer"])
    }

    @Test func acceptsTheFlatLayoutForALoneTarget() throws {
        let tree = try TemporaryTree([
            "Package.swift": "import PackageDescription\nlet package = Package(name: \"Tool\", targets: [.executableTarget(name: \"Tool\")])\n",
            "Sources/main.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.files.map(\.module?.name) == ["Tool"])
    }

    /// SwiftPM takes the flat layout from tools version 5.9 on (`PackageBuilder`); before, the
    /// lone target's folder is missing (found on longkimhoang/Midori's shapes by a helper).
    @Test(arguments: [("// swift-tools-version:5.8", false), ("// swift-tools-version: 5.9.1", true), ("// Swift-Tools-Version:6.0;", true), ("", true)])
    func theFlatLayoutNeedsToolsVersion59(_ firstLine: String, _ accepted: Bool) throws {
        let tree = try TemporaryTree([
            "Package.swift": "\(firstLine)\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"Core\")])\n",
            "Sources/Inner/A.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.files.map(\.module?.name) == [accepted ? "Core" : nil])
        let missing = graph.problems.filter { $0.ruleID == "target_sources_not_found" }.map(\.message)
        #expect(missing == (accepted ? [] : [
            "cannot find the source folder of target 'Core' (looked for 'Sources/Core', 'Source/Core', 'src/Core', 'srcs/Core'); its files are not in the graph; SwiftPM takes 'Sources' itself only from tools version 5.9 on, and this manifest says 5.8",
        ]))
    }

    /// SwiftPM's test targets are in the first of `Tests`, `Sources`, `Source`, `src`, `srcs` the
    /// package has (found on nikitabobko/AeroSpace: 48 test files in `Sources/AppBundleTests`
    /// belonged to no module, so their imports were never judged).
    @Test func testTargetsLiveInTheFirstPredefinedTestFolderThePackageHas() throws {
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"Lib\"), .testTarget(name: \"LibTests\", dependencies: [\"Lib\"])])\n"
        let inSources = try TemporaryTree([
            "Package.swift": manifest, "Sources/Lib/Lib.swift": "", "Sources/LibTests/LibTests.swift": "import Lib\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: inSources.root))
        #expect(graph.files.map(\.module?.name) == ["Lib", "LibTests"])
        #expect(graph.problems.isEmpty)
        // With a `Tests/` folder, SwiftPM looks there only (the lone test target takes `Tests/`
        // itself, the flat layout).
        let both = try TemporaryTree([
            "Package.swift": manifest, "Sources/Lib/Lib.swift": "", "Sources/LibTests/LibTests.swift": "import Lib\n", "Tests/Other/O.swift": "",
        ])
        let second = try WorkspaceLoader.load(WorkspaceOptions(root: both.root))
        #expect(second.files.first { $0.path == "Sources/LibTests/LibTests.swift" }?.module == nil)
        #expect(second.files.first { $0.path == "Tests/Other/O.swift" }?.module?.name == "LibTests")
    }

    @Test func honoursExcludeSourcesAndConfiguredModules() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                import PackageDescription
                let package = Package(name: "P", targets: [
                    .target(name: "A", exclude: ["Legacy"]),
                    .target(name: "B", sources: ["Kept.swift"]),
                ])
                """,
            "Sources/A/A.swift": "", "Sources/A/Legacy/Old.swift": "",
            "Sources/B/Kept.swift": "", "Sources/B/Dropped.swift": "",
            "AppTarget/App.swift": "import A\n",
            "Generated/G.swift": "",
        ])
        let options = WorkspaceOptions(
            root: tree.root, exclude: ["Generated/**"],
            modules: [ModuleDefinition(name: "App", paths: ["AppTarget/**"])])
        let graph = try WorkspaceLoader.load(options)
        let modules = Dictionary(uniqueKeysWithValues: graph.files.map { ($0.path, $0.module?.name) })
        #expect(modules == [
            "AppTarget/App.swift": "App", "Sources/A/A.swift": "A", "Sources/A/Legacy/Old.swift": nil,
            "Sources/B/Dropped.swift": nil, "Sources/B/Kept.swift": "B",
        ])
        #expect(graph.imports.first?.to == ModuleID(package: "", name: "A"))
    }

    @Test func skipsBuildFoldersHiddenFoldersAndDocumentationCatalogs() throws {
        let tree = try TemporaryTree([
            "Package.swift": "import PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])\n",
            "Sources/A/A.swift": "",
            "Sources/A/A.docc/Tutorial.swift": "import B\n",
            ".build/checkouts/X/Package.swift": "garbage",
            ".build-linux/x.swift": "import B\n",
            ".git/x.swift": "import B\n",
            "Thing.playground/Contents.swift": "import B\n",
            "Templates/View.xctemplate/___FILEBASENAME___.swift": "import ___VARIABLE_module___\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.files.map(\.path) == ["Sources/A/A.swift"])
        #expect(graph.manifests.count == 1)
    }

    @Test func reportsFilesThatAreNotUTF8AndKeepsGoing() throws {
        let tree = try TemporaryTree(["Sources/Ok.swift": "import Foundation\n"])
        try tree.write("Sources/Latin1.swift", Data([0x69, 0x6D, 0x70, 0x6F, 0x72, 0x74, 0x20, 0xE9, 0xFF]))
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.problems.map(\.ruleID) == ["unreadable_file"])
        #expect(graph.problems.first?.location?.file == "Sources/Latin1.swift")
        #expect(graph.files.map(\.path) == ["Sources/Ok.swift"])
    }

    @Test func pointsAtTheFirstByteThatIsNotUTF8() throws {
        let tree = try TemporaryTree(["Package.swift": ""])
        try tree.write("Sources/A/Latin1.swift", Data("import Foundation\nlet caf".utf8) + Data([0xE9, 0x0A]))
        try tree.write("Package.swift", Data("// swift-tools-version: 6.0\r\nlet n = \"".utf8) + Data([0xFF, 0x22]))
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.problems.map { "\($0.location?.description ?? "") \($0.message)" } == [
            "Package.swift:2:10 'Package.swift' is not valid UTF-8 (first bad byte here); it was not read",
            "Sources/A/Latin1.swift:2:8 'Sources/A/Latin1.swift' is not valid UTF-8 (first bad byte here); "
                + "its imports are not in the graph",
        ])
    }

    /// A name whose bytes are not UTF-8 (Linux file systems allow any bytes but `/` and NUL) names
    /// nothing archlint can open: where the walk would read the entry (a folder, a `.swift`
    /// file), it is an error saying so, never a silent skip nor "no such file"; other entries
    /// (an image, an excluded folder) stay quiet.
    @Test func namesThatAreNotUTF8AreErrorsWhereTheWalkWouldReadThem() throws {
        let tree = try TemporaryTree([
            "Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"A\", targets: [.target(name: \"A\")])\n",
            "Sources/A/a.swift": "import Foundation\n",
            "Sources/A/Skip/x.swift": "",
        ])
        func make(_ relative: [UInt8], folder: Bool) -> Bool {
            let path = Array(tree.root.utf8) + [UInt8(ascii: "/")] + relative + [0]
            return path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { name in
                    if folder { return mkdir(name.baseAddress!, 0o755) == 0 }
                    let descriptor = open(name.baseAddress!, O_CREAT | O_WRONLY, 0o644)
                    if descriptor >= 0 { _ = "import UIKit\n".withCString { write(descriptor, $0, 13) } }
                    return descriptor >= 0 && close(descriptor) == 0
                }
            }
        }
        // File systems that refuse such names (APFS) cannot hold the case.
        guard make(Array("Sources/A/bad".utf8) + [0xFF] + Array(".swift".utf8), folder: false) else { return }
        #expect(make(Array("Sources/A/dir".utf8) + [0xFE], folder: true))
        #expect(make(Array("Sources/A/dir".utf8) + [0xFE] + Array("/x.swift".utf8), folder: false))
        #expect(make(Array("Sources/A/image".utf8) + [0xFF] + Array(".png".utf8), folder: false))
        #expect(make(Array("Sources/A/Skip/also".utf8) + [0xC0] + Array(".swift".utf8), folder: false))
        #expect(make(Array("Sources/A/Skip/sub".utf8) + [0xC0], folder: true))
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root, exclude: ["Sources/A/Skip/**"]))
        #expect(graph.problems.map { "\($0.ruleID) \($0.location?.description ?? "") \($0.message)" } == [
            "unreadable_file Sources/A/bad\u{FFFD}.swift:1:1 cannot read the file 'Sources/A/bad\u{FFFD}.swift': its name is not "
                + "valid UTF-8 (each bad byte is shown as U+FFFD); archlint names files by UTF-8 paths, so it is not in the graph: rename it",
            "unreadable_path Sources/A/dir\u{FFFD}:1:1 cannot read the folder 'Sources/A/dir\u{FFFD}': its name is not "
                + "valid UTF-8 (each bad byte is shown as U+FFFD); archlint names files by UTF-8 paths, so its files are not in the graph: rename it",
        ])
        #expect(graph.files.map(\.path) == ["Sources/A/a.swift"])
    }

    /// A file 2,100 folders deep (a path of 4,200 bytes, past Linux's PATH_MAX of 4,096 and macOS's
    /// of 1,024): longer than the system lets a program open, so
    /// it is an error naming the reason, never a crash nor a silent skip.
    @Test func aFileDeeperThanThePathLimitIsAnErrorNotASkip() throws {
        let tree = try TemporaryTree([
            "Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"A\", targets: [.target(name: \"A\")])\n",
            "Sources/A/a.swift": "import Foundation\n",
        ])
        let deep = "Sources/A/" + Array(repeating: "d", count: 2_100).joined(separator: "/")
        // Made one folder at a time through descriptors: the whole path is longer than PATH_MAX
        // (and the working folder is the whole test process's).
        var folder = open(tree.root + "/Sources/A", O_RDONLY | O_DIRECTORY)
        try #require(folder >= 0)
        for _ in 0..<2_100 {
            #expect(mkdirat(folder, "d", 0o755) == 0)
            let next = openat(folder, "d", O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
            try #require(folder >= 0)
        }
        let file = openat(folder, "deep.swift", O_CREAT | O_WRONLY, 0o644)
        #expect(file >= 0 && "import UIKit\n".withCString { write(file, $0, 13) } == 13)
        close(file)
        defer {
            // Taken apart from the bottom up, for the same reason.
            unlinkat(folder, "deep.swift", 0)
            for _ in 0..<2_100 {
                let parent = openat(folder, "..", O_RDONLY | O_DIRECTORY)
                close(folder)
                folder = parent
                unlinkat(folder, "d", AT_REMOVEDIR)
            }
            close(folder)
        }
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        let problem = try #require(graph.problems.first)
        #expect(graph.problems.count == 1)
        #expect(problem.ruleID == "unreadable_file")
        #expect(problem.location?.file == deep + "/deep.swift")
        #expect(problem.message.hasSuffix("cannot open: File name too long"))
    }

    /// A target whose folder the configuration excludes is there on purpose: not "cannot find"
    /// (found measuring the build-tool plugin: `exclude: ["Plugins/**"]` warned about the plugin).
    @Test func aTargetWhoseFolderIsExcludedIsNotMissing() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(name: "P", targets: [
                    .target(name: "A"),
                    .plugin(name: "Lint", capability: .buildTool()),
                    .target(name: "Gen", path: "Generated/Gen"),
                    .target(name: "Gone"),
                ])
                """,
            "Sources/A/a.swift": "import Foundation\n",
            "Plugins/Lint/plugin.swift": "import PackagePlugin\n",
            "Generated/Gen/g.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root, exclude: ["Plugins/**", "Generated/**"]))
        #expect(graph.problems.map { "\($0.location?.description ?? "") \($0.message)" } == [
            "Package.swift:7:5 cannot find the source folder of target 'Gone' (looked for 'Sources/Gone', 'Source/Gone', 'src/Gone', 'srcs/Gone'); its files are not in the graph"
        ])
    }

    /// A target whose `path:` leaves the linted folder (`..`, or absolute) is said to lie outside
    /// it, not to be missing: the folder may exist, archlint does not read it. A missing folder
    /// inside is still "cannot find".
    @Test func aTargetPathOutsideTheRootIsSaidToBeOutside() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(name: "P", targets: [
                    .target(name: "A"),
                    .target(name: "B", path: "../elsewhere"),
                    .target(name: "C", path: "/tmp"),
                    .target(name: "D", path: "Sources/../Missing"),
                ])
                """,
            "Sources/A/a.swift": "import Foundation\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.problems.map { "\($0.location?.description ?? "") \($0.message)" } == [
            "Package.swift:5:5 the source folder of target 'B' ('../elsewhere') lies outside the linted folder; archlint reads only inside it, so its files are not in the graph",
            "Package.swift:6:5 the source folder of target 'C' ('/tmp') lies outside the linted folder; archlint reads only inside it, so its files are not in the graph",
            "Package.swift:7:5 cannot find the source folder of target 'D' (looked for 'Sources/../Missing'); its files are not in the graph",
        ])
    }

    @Test func failsClearlyOnAMissingRoot() {
        #expect(throws: WorkspaceError.self) {
            try WorkspaceLoader.load(WorkspaceOptions(root: "/nonexistent/archlint/root"))
        }
    }
}
