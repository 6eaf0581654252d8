import ArchCore
import Testing
import XcodeModel
@testable import XcodeReader

struct XcodeProjectReaderTests {
    static func app(_ file: String = "XcodeApp/App/App.xcodeproj/project.pbxproj") throws -> XcodeProject {
        XcodeProjectReader.read(
            try FixtureProjects.bytes(file), projectPath: "App/App.xcodeproj",
            configurationFiles: try FixtureProjects.configurationFiles())
    }

    @Test func readsEveryNativeTargetWithItsKindAndModuleName() throws {
        let project = try Self.app()
        #expect(project.problems == [])
        #expect(project.targets.map(\.name) == ["App", "Widget", "AppTests"])
        // PRODUCT_NAME = $(APP_NAME), which App.xcconfig's #include "Shared.xcconfig" sets.
        #expect(project.targets.map(\.moduleName) == ["MovieApp", "Widget", "AppTests"])
        #expect(project.targets.map(\.product.name) == ["app", "app-extension", "unit-test"])
        #expect(project.targets.map(\.product.targetKind) == [.executable, .executable, .test])
        #expect(project.targets.map(\.productFile) == ["MovieApp.app", "Widget.appex", "AppTests.xctest"])
    }

    @Test func resolvesSourcesThroughTheGroupChain() throws {
        let app = try #require(try Self.app().targets.first)
        // Sources/ (a group with a path), Composition/ (nested), Helpers (a group without a path,
        // whose file's path holds the folder).
        #expect(app.files == ["App/Sources/AppDelegate.swift", "App/Sources/Composition/CompositionRoot.swift", "App/Sources/Helpers/Format.swift"])
    }

    @Test func readsSynchronizedFoldersWithTheTargetsOwnAndLentExceptions() throws {
        let targets = try Self.app().targets
        #expect(targets[1].folders == [SynchronizedFolder(path: "App/Widget", excluded: ["App/Widget/Preview"])])
        #expect(targets[2].folders == [SynchronizedFolder(path: "App/AppTests")])
        // The Widget folder's exception set for the app target lends it one file.
        #expect(targets[0].sharedPaths == ["App/Widget/Shared/WidgetModel.swift"])
        #expect(targets[1].sharedPaths == [])
    }

    @Test func readsWhatATargetLinksAndWaitsFor() throws {
        let project = try Self.app()
        let app = project.targets[0]
        #expect(app.dependencies.map(\.reference) == [
            .builtProduct(file: "MoviesDomain.framework"), .builtProduct(file: "MoviesAdapters.framework"),
            .external("UIKit"), .packageProduct(name: "Networking", localPackage: nil, isRemote: false),
            // Linked in the Frameworks phase and listed as the target's product: the graph keeps the first.
            .packageProduct(name: "Networking", localPackage: nil, isRemote: false),
            .target(name: "Widget", project: nil),
        ])
        // Each at the line of the object that declares it.
        let text = try FixtureProjects.text("XcodeApp/App/App.xcodeproj/project.pbxproj").split(separator: "\n", omittingEmptySubsequences: false)
        for dependency in app.dependencies {
            #expect(dependency.location.file == "App/App.xcodeproj/project.pbxproj")
            let line = text[dependency.location.line - 1]
            #expect(
                line.contains("in Frameworks */ = {isa = PBXBuildFile") || line.contains("PBXTargetDependency */ = {")
                    || line.contains("/* Networking */ = {"), "\(line)")
        }
        #expect(project.targets[2].dependencies.map(\.reference) == [.target(name: "App", project: nil)])
        #expect(text[app.location.line - 1].contains("/* App */ = {"))
    }

    @Test(arguments: ["XcodeFormats/App.xml.pbxproj", "XcodeFormats/App.json.pbxproj"])
    func readsTheSameProjectFromXMLAndJSON(file: String) throws {
        let openStep = try Self.app()
        let other = try Self.app(file)
        #expect(other.problems == [])
        #expect(other.targets.map(\.moduleName) == openStep.targets.map(\.moduleName))
        #expect(other.targets.map(\.files) == openStep.targets.map(\.files))
        #expect(other.targets.map(\.folders) == openStep.targets.map(\.folders))
        #expect(other.targets.map(\.sharedPaths) == openStep.targets.map(\.sharedPaths))
        #expect(other.targets.map { $0.dependencies.map(\.reference) } == openStep.targets.map { $0.dependencies.map(\.reference) })
        // Locations point at the objects' definitions in those formats too.
        let lines = try FixtureProjects.text(file).split(separator: "\n", omittingEmptySubsequences: false)
        for target in other.targets {
            #expect(target.location.line > 1)
            let line = lines[target.location.line - 1]
            #expect(line.contains("<key>") || line.contains("\":"), "\(line)")
        }
    }

    @Test func readsCrossProjectTargetsAndFrameworks() throws {
        let core = XcodeProjectReader.read(try FixtureProjects.bytes("XcodeApp/Core/Core.xcodeproj/project.pbxproj"), projectPath: "Core/Core.xcodeproj")
        #expect(core.targets.map(\.moduleName) == ["MoviesDomain", "MoviesAdapters"])
        #expect(core.targets.map(\.productFile) == ["MoviesDomain.framework", "MoviesAdapters.framework"])
        #expect(core.targets[1].dependencies.map(\.reference) == [
            .builtProduct(file: "MoviesDomain.framework"), .target(name: "MoviesDomain", project: nil),
        ])
    }

    @Test func aMalformedPropertyListIsAnErrorAtItsLine() {
        let project = XcodeProjectReader.read(Array("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = (;\n\t};\n}\n".utf8), projectPath: "App.xcodeproj")
        #expect(project.targets.isEmpty)
        #expect(project.problems.count == 1)
        let problem = project.problems[0]
        #expect(problem.hidesTargets)
        #expect(problem.location.file == "App.xcodeproj/project.pbxproj")
        #expect(problem.location.line == 4)
        #expect(problem.message.hasPrefix("'App.xcodeproj/project.pbxproj' is not a property list archlint can read ("))
        #expect(problem.message.hasSuffix("; its targets are not in the graph"))
    }

    /// Foundation says "on line" for a missing `;` and may quote a `}` in its message (found by
    /// helpers on truncated copies of mastodon-ios's and owncloud's projects: reported at 1:1, the
    /// message cut at that `}`).
    @Test(arguments: [
        ("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = 1;\n\t\tB = 2\n\t\tC = 3;\n\t};\n}\n", 6, "Missing ';' on line 6"),
        ("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = { isa = PBXGroup;\n\t\t;\n", 5, "Expected terminating '}' for dictionary at line 5"),
    ])
    func aMalformedPropertyListKeepsItsLineAndWholeReason(_ text: String, _ line: Int, _ reason: String) {
        let project = XcodeProjectReader.read(Array(text.utf8), projectPath: "App.xcodeproj")
        let problem = project.problems.first
        #expect(problem?.location.line == line, "\(String(describing: problem))")
        #expect(problem?.message.contains("(\(reason))") ?? false, "\(String(describing: problem?.message))")
    }

    /// An XML property list may declare entities: ten levels of ten (10^9 copies, "billion
    /// laughs"), or one read from a file outside the repository. Foundation's reader expands
    /// neither: the file is an error, at once, and nothing outside is read. The usual DOCTYPE,
    /// which names Apple's DTD by URL, is not fetched and still reads.
    @Test func anXMLPropertyListDeclaringEntitiesIsAnErrorNotAnExpansion() throws {
        var entities = "<!ENTITY l0 \"lol\">\n"
        for level in 1...9 { entities += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">\n" }
        let plist = { (doctype: String, name: String) in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(doctype)\n<plist version=\"1.0\"><dict><key>archiveVersion</key>"
                + "<string>1</string><key>objects</key><dict><key>P</key><dict><key>isa</key><string>PBXProject</string>"
                + "<key>targets</key><array/><key>name</key><string>\(name)</string></dict></dict>"
                + "<key>rootObject</key><string>P</string></dict></plist>\n"
        }
        for (doctype, name) in [
            ("<!DOCTYPE plist [\n\(entities)]>", "&l9;"),
            ("<!DOCTYPE plist [ <!ENTITY secret SYSTEM \"file:///etc/passwd\"> ]>", "&secret;"),
        ] {
            let project = XcodeProjectReader.read(Array(plist(doctype, name).utf8), projectPath: "App.xcodeproj")
            let problem = try #require(project.problems.first)
            #expect(problem.hidesTargets)
            #expect(problem.message.hasPrefix("'App.xcodeproj/project.pbxproj' is not a property list archlint can read ("))
            #expect(!problem.message.contains("lol") && !problem.message.contains("root:"))
        }
        let apple = "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
        #expect(XcodeProjectReader.read(Array(plist(apple, "App").utf8), projectPath: "App.xcodeproj").problems.isEmpty)
    }

    @Test(arguments: ["", "{}", "(a, b)", "{ objects = {}; }", "{ rootObject = X; objects = { X = {isa = PBXGroup;}; }; }"])
    func aFileThatIsNoProjectSaysSo(text: String) {
        let project = XcodeProjectReader.read(Array(text.utf8), projectPath: "App.xcodeproj")
        #expect(project.targets.isEmpty)
        #expect(project.problems.count == 1)
        #expect(project.problems.first?.hidesTargets == true)
    }

    @Test func resolvesGroupPathsAndVariantGroupsAndLeavesBuiltFilesOut() {
        let bytes = projectText(
            """
            \t\tMAIN = {isa = PBXGroup; children = (SRC, VARIANT, ABS, ROOTED); sourceTree = "<group>"; };
            \t\tSRC = {isa = PBXGroup; children = (UP); path = "Sources/App"; sourceTree = "<group>"; };
            \t\tUP = {isa = PBXFileReference; path = "../Shared/Model.swift"; sourceTree = "<group>"; };
            \t\tVARIANT = {isa = PBXVariantGroup; children = (LOCALIZED); name = Intents.swift; sourceTree = "<group>"; };
            \t\tLOCALIZED = {isa = PBXFileReference; name = Base; path = "Base.lproj/Intents.swift"; sourceTree = "<group>"; };
            \t\tABS = {isa = PBXFileReference; path = "/Users/me/Outside.swift"; sourceTree = "<absolute>"; };
            \t\tROOTED = {isa = PBXFileReference; path = "Tools/Gen.swift"; sourceTree = SOURCE_ROOT; };
            \t\tBUILT = {isa = PBXFileReference; path = "Generated.swift"; sourceTree = BUILT_PRODUCTS_DIR; };
            \t\tT = {isa = PBXNativeTarget; buildPhases = (S); name = "My App"; productType = "com.apple.product-type.application"; };
            \t\tS = {isa = PBXSourcesBuildPhase; files = (F1, F2, F3, F4, F5); };
            \t\tF1 = {isa = PBXBuildFile; fileRef = UP; };
            \t\tF2 = {isa = PBXBuildFile; fileRef = VARIANT; };
            \t\tF3 = {isa = PBXBuildFile; fileRef = ABS; };
            \t\tF4 = {isa = PBXBuildFile; fileRef = ROOTED; };
            \t\tF5 = {isa = PBXBuildFile; fileRef = BUILT; };
            """, targets: ["T"], projectDirPath: "..")
        let project = XcodeProjectReader.read(bytes, projectPath: "Apps/Mine/App.xcodeproj")
        let target = project.targets[0]
        // projectDirPath ".." moves the project's folder from Apps/Mine to Apps.
        #expect(project.folder == "Apps")
        #expect(target.files == ["Apps/Base.lproj/Intents.swift", "Apps/Sources/Shared/Model.swift", "Apps/Tools/Gen.swift"])
        // No PRODUCT_NAME anywhere: the target's name, made an identifier.
        #expect(target.moduleName == "My_App")
        #expect(project.problems.map(\.message) == ["a source of target 'My App' lies outside the linted folder; archlint does not read it"])
        #expect(project.problems.first?.location.line == 12)
    }

    @Test func expandsSettingsFromTheProjectAndReportsWhatItCannot() {
        let bytes = projectText(
            """
            \t\tMAIN = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tPLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE); defaultConfigurationName = Release; };
            \t\tPDEBUG = {isa = XCBuildConfiguration; buildSettings = {APP_NAME = "Debug App"; }; name = Debug; };
            \t\tPRELEASE = {isa = XCBuildConfiguration; buildSettings = {APP_NAME = "Movie-App"; SUFFIX = Kit; }; name = Release; };
            \t\tA = {isa = PBXNativeTarget; buildConfigurationList = ALIST; name = A; productType = "com.apple.product-type.framework"; };
            \t\tALIST = {isa = XCConfigurationList; buildConfigurations = (ARELEASE); defaultConfigurationName = Release; };
            \t\tARELEASE = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(APP_NAME:c99extidentifier)${SUFFIX}"; }; name = Release; };
            \t\tB = {isa = PBXNativeTarget; buildConfigurationList = BLIST; name = B; productType = "com.apple.product-type.framework"; };
            \t\tBLIST = {isa = XCConfigurationList; buildConfigurations = (BRELEASE); };
            \t\tBRELEASE = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(NOT_SET)"; }; name = Release; };
            \t\tC = {isa = PBXNativeTarget; buildConfigurationList = CLIST; name = C; productType = "com.apple.product-type.framework"; };
            \t\tCLIST = {isa = XCConfigurationList; buildConfigurations = (CRELEASE); };
            \t\tCRELEASE = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = "Core$(inherited)"; PRODUCT_NAME = "$(PRODUCT_NAME)"; }; name = Release; };
            """, targets: ["A", "B", "C"]
        ).replacingProjectSettings(with: "PLIST")
        let project = XcodeProjectReader.read(bytes, projectPath: "App.xcodeproj")
        #expect(project.targets.map(\.moduleName) == ["Movie_AppKit", "B", "Core"])
        #expect(project.problems.map(\.message) == [
            "cannot work out the module name of target 'B': '$(NOT_SET)' is set nowhere archlint reads (project, target or .xcconfig); archlint names the module 'B' after the target"
        ])
        #expect(project.problems.first?.location.line == 16)
        #expect(project.problems.first?.hidesTargets == false)
    }

    @Test func anAbsoluteIncludeOrProjectFolderIsOutsideTheRepository() {
        let bytes = projectText(
            """
            \t\tMAIN = {isa = PBXGroup; children = (CONFIG); sourceTree = "<group>"; };
            \t\tCONFIG = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
            \t\tT = {isa = PBXNativeTarget; buildConfigurationList = L; name = T; productType = "com.apple.product-type.framework"; };
            \t\tL = {isa = XCConfigurationList; buildConfigurations = (C); };
            \t\tC = {isa = XCBuildConfiguration; baseConfigurationReference = CONFIG; buildSettings = {}; name = Release; };
            """, targets: ["T"], projectDirPath: "/Users/me/App")
        let project = XcodeProjectReader.read(
            bytes, projectPath: "App.xcodeproj",
            configurationFiles: ["App.xcconfig": "#include \"/etc/Shared.xcconfig\"\n", "etc/Shared.xcconfig": "PRODUCT_NAME = Wrong\n"])
        #expect(project.folder == "")
        // The include names a file outside the repository: not read, even if a file of that
        // path exists inside it.
        #expect(project.targets.map(\.moduleName) == ["T"])
    }

    @Test func readsPackageProductsAndTargetsOfOtherProjects() {
        let bytes = projectText(
            """
            \t\tMAIN = {isa = PBXGroup; children = (OTHER); sourceTree = "<group>"; };
            \t\tOTHER = {isa = PBXFileReference; path = "../Core/Core.xcodeproj"; sourceTree = "<group>"; };
            \t\tT = {isa = PBXNativeTarget; dependencies = (D1, D2); packageProductDependencies = (P1, P2, P3, P4); name = App; productType = "com.apple.product-type.application"; };
            \t\tD1 = {isa = PBXTargetDependency; targetProxy = X1; };
            \t\tX1 = {isa = PBXContainerItemProxy; containerPortal = OTHER; proxyType = 1; remoteGlobalIDString = ABC; remoteInfo = Core; };
            \t\tD2 = {isa = PBXTargetDependency; name = Gone; };
            \t\tP1 = {isa = XCSwiftPackageProductDependency; package = LOCAL; productName = Feed; };
            \t\tP2 = {isa = XCSwiftPackageProductDependency; package = REMOTE; productName = Kingfisher; };
            \t\tP3 = {isa = XCSwiftPackageProductDependency; productName = Orphan; };
            \t\tP4 = {isa = XCSwiftPackageProductDependency; productName = "plugin:SwiftLintPlugin"; };
            \t\tLOCAL = {isa = XCLocalSwiftPackageReference; relativePath = "Packages/Feed"; };
            \t\tREMOTE = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/onevcat/Kingfisher"; };
            """, targets: ["T"])
        let project = XcodeProjectReader.read(bytes, projectPath: "App/App.xcodeproj")
        #expect(project.targets[0].dependencies.map(\.reference) == [
            .packageProduct(name: "Feed", localPackage: "App/Packages/Feed", isRemote: false),
            .packageProduct(name: "Kingfisher", localPackage: nil, isRemote: true),
            .packageProduct(name: "Orphan", localPackage: nil, isRemote: false),
            .target(name: "Core", project: "Core/Core.xcodeproj"),
        ])
    }

    @Test func aTargetOfUnknownKindOrAMissingPhaseIsReported() {
        let bytes = projectText(
            """
            \t\tMAIN = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tT = {isa = PBXNativeTarget; buildPhases = (NOPE); name = App; productType = "com.apple.product-type.application"; };
            \t\tU = {isa = PBXFancyTarget; name = Future; };
            """, targets: ["T", "U"])
        let project = XcodeProjectReader.read(bytes, projectPath: "App.xcodeproj")
        #expect(project.targets.map(\.name) == ["App"])
        #expect(project.problems.map(\.message) == [
            "target 'App' names a build phase 'NOPE' the file does not define",
            "skipped target 'U' of unknown kind 'PBXFancyTarget'",
        ])
        #expect(project.problems.map(\.hidesTargets) == [false, true])
    }

    @Test func anExceptionSetOrFolderTheFileLacksIsReportedAtTheObjectNamingIt() throws {
        // A hand-edited project: the folder names an exception set that is gone, the target a
        // folder that is gone. Each is reported where it is named, not at 1:1 as a set of kind "none".
        let bytes = projectText(
            """
            		MAIN = {isa = PBXGroup; children = (G); sourceTree = "<group>"; };
            		G = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (GONE); path = App; sourceTree = "<group>"; };
            		T = {isa = PBXNativeTarget; name = App; buildPhases = (); fileSystemSynchronizedGroups = (G, LOST); };
            		W = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (ODD); path = Widget; sourceTree = "<group>"; };
            		ODD = {isa = PBXFancyExceptionSet; };
            """, targets: ["T"])
        let project = XcodeProjectReader.read(bytes, projectPath: "A.xcodeproj")
        #expect(project.targets.map(\.folders) == [[SynchronizedFolder(path: "App")]])
        let problems = project.problems.sorted { $0.location.line < $1.location.line }
        #expect(problems.map(\.message) == [
            "synchronized folder 'App' names an exception set 'GONE' the file does not define; the files of its targets may be wrong",
            "target 'App' names a synchronized folder 'LOST' the file does not define; its files are not in the graph",
            "skipped an exception set of unknown kind 'PBXFancyExceptionSet' of a synchronized folder; the files of its targets may be wrong",
        ])
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[problems[0].location.line - 1].contains("G = {"))
        #expect(lines[problems[1].location.line - 1].contains("T = {"))
        #expect(lines[problems[2].location.line - 1].contains("ODD = {"))
    }

    /// What a target builds for: `SUPPORTED_PLATFORMS`, else `SDKROOT`, with Mac Catalyst when
    /// it is supported; unknown for `auto` or a value archlint does not know.
    @Test func theTargetsPlatformsComeFromItsSDKSettings() {
        #expect(XcodeTarget.platforms(sdkRoot: "macosx", supportedPlatforms: nil) == ["macOS"])
        // Catalyst unless told NO: Xcode's default for iOS frameworks (found by a helper: a Catalyst
        // app's framework lost its `#if targetEnvironment(macCatalyst)` imports).
        #expect(XcodeTarget.platforms(sdkRoot: "iphoneos", supportedPlatforms: "") == ["iOS", "macCatalyst"])
        #expect(XcodeTarget.platforms(sdkRoot: "iphoneos", supportedPlatforms: "iphoneos iphonesimulator", supportsMacCatalyst: "NO") == ["iOS"])
        #expect(XcodeTarget.platforms(sdkRoot: "auto", supportedPlatforms: "iphoneos iphonesimulator macosx xros xrsimulator")
            == ["iOS", "macOS", "visionOS", "macCatalyst"])
        #expect(XcodeTarget.platforms(sdkRoot: "/Applications/Xcode.app/Contents/Developer/Platforms/AppleTVOS.platform/Developer/SDKs/AppleTVOS17.0.sdk", supportedPlatforms: nil) == ["tvOS"])
        #expect(XcodeTarget.platforms(sdkRoot: "auto", supportedPlatforms: nil) == nil)
        #expect(XcodeTarget.platforms(sdkRoot: nil, supportedPlatforms: "iphoneos driverkit") == nil)
        #expect(XcodeTarget.platforms(sdkRoot: nil, supportedPlatforms: nil) == nil)
    }

    @Test func aHostileProjectEndsWithFindingsNotAHang() {
        // Groups that hold each other, a target listed twice with its phase twice, a setting that
        // names itself, a path that climbs out of the root, a synchronized folder the file lacks.
        let bytes = projectText(
            """
            \t\tMAIN = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
            \t\tG1 = {isa = PBXGroup; children = (G2, F); path = X; sourceTree = "<group>"; };
            \t\tG2 = {isa = PBXGroup; children = (G1); path = Y; sourceTree = "<group>"; };
            \t\tF = {isa = PBXFileReference; path = "../../../../etc/passwd.swift"; sourceTree = "<group>"; };
            \t\tT = {isa = PBXNativeTarget; name = T; buildPhases = (S, S); buildConfigurationList = L; fileSystemSynchronizedGroups = (NOPE); };
            \t\tS = {isa = PBXSourcesBuildPhase; files = (B, B); };
            \t\tB = {isa = PBXBuildFile; fileRef = F; };
            \t\tL = {isa = XCConfigurationList; buildConfigurations = (C); };
            \t\tC = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(PRODUCT_NAME)x"; }; name = Release; };
            """, targets: ["T", "T"])
        let project = XcodeProjectReader.read(bytes, projectPath: "A.xcodeproj")
        #expect(project.targets.map(\.moduleName) == ["T", "T"])
        #expect(project.targets[0].product.name == "unknown")
        #expect(project.targets[0].files.isEmpty)
        #expect(Set(project.problems.map(\.message)) == [
            "target 'T' names a synchronized folder 'NOPE' the file does not define; its files are not in the graph",
            "a source of target 'T' lies outside the linted folder; archlint does not read it",
            "cannot work out the module name of target 'T': '$(PRODUCT_NAME)' refers to itself through other settings; archlint names the module 'T' after the target",
        ])
    }
}

/// Groups nested thousands deep: each group's folder is worked out once from its parent's, and a
/// path past any file system's length names no file (joining ever longer paths took 383 s for
/// 2,000 groups, cubic; now 1 s in a debug build, and 20,000 groups 3 s).
extension XcodeProjectReaderTests {
    @Test func groupsNestedThousandsDeepAreReadUpToTheLongestPathAndTheRestReported() {
        let depth = 3_000
        var objects = "\t\tMAIN = {isa = PBXGroup; children = (G0); sourceTree = \"<group>\"; };\n"
        for level in 0..<depth {
            let next = level + 1 < depth ? ", G\(level + 1)" : ""
            objects += "\t\tG\(level) = {isa = PBXGroup; children = (R\(level)\(next)); path = a; sourceTree = \"<group>\"; };\n"
            objects += "\t\tR\(level) = {isa = PBXFileReference; path = f.swift; sourceTree = \"<group>\"; };\n"
            objects += "\t\tB\(level) = {isa = PBXBuildFile; fileRef = R\(level); };\n"
        }
        let files = (0..<depth).map { "B\($0)" }.joined(separator: ", ")
        objects += "\t\tT = {isa = PBXNativeTarget; buildPhases = (S); name = App; productType = \"com.apple.product-type.application\"; };\n"
        objects += "\t\tS = {isa = PBXSourcesBuildPhase; files = (\(files)); };\n"
        let project = XcodeProjectReader.read(projectText(objects, targets: ["T"]), projectPath: "App.xcodeproj")
        // "a/" per level: the deepest file read has 2,044 of them and "f.swift", 4,095 bytes.
        let read = project.targets[0].files
        #expect(read.count == 2_044)
        #expect(read.map(\.utf8.count).max() == 4_095)
        #expect(read.contains(String(repeating: "a/", count: 2_044) + "f.swift"))
        #expect(project.problems.map(\.message) == [
            "956 sources of target 'App' have paths longer than 4096 bytes (groups nested too deep), which name no file; archlint does not read them"
        ])
    }
}

extension [UInt8] {
    /// The project text with the project object's configuration list set to `list`.
    func replacingProjectSettings(with list: String) -> [UInt8] {
        let text = String(decoding: self, as: UTF8.self)
            .replacingOccurrences(of: "isa = PBXProject;", with: "isa = PBXProject; buildConfigurationList = \(list);")
        return Array(text.utf8)
    }
}

/// `.xcconfig` files that include each other in a chain of thousands: read with a stack of the
/// reader's own (the recursion overflowed the thread's stack: a crash, signal 11, at 20,000).
extension XcodeProjectReaderTests {
    @Test func aChainOfTwentyThousandIncludesIsReadWithoutOverflowingTheStack() {
        let count = 20_000
        var files: [String: String] = [:]
        for index in 0..<count {
            let include = index + 1 < count ? "#include \"c\(index + 1).xcconfig\"\n" : ""
            // The file's own line wins over what it includes; the deepest file sets SUFFIX alone.
            files["c\(index).xcconfig"] = include + (index + 1 < count ? "PRODUCT_NAME = App$(SUFFIX)\n" : "SUFFIX = Deep\n")
        }
        let bytes = projectText(
            """
            \t\tMAIN = {isa = PBXGroup; children = (X); sourceTree = "<group>"; };
            \t\tX = {isa = PBXFileReference; path = c0.xcconfig; sourceTree = "<group>"; };
            \t\tA = {isa = PBXNativeTarget; buildConfigurationList = ALIST; name = A; productType = "com.apple.product-type.framework"; };
            \t\tALIST = {isa = XCConfigurationList; buildConfigurations = (AR); defaultConfigurationName = Release; };
            \t\tAR = {isa = XCBuildConfiguration; baseConfigurationReference = X; buildSettings = {}; name = Release; };
            """, targets: ["A"])
        let project = XcodeProjectReader.read(bytes, projectPath: "App.xcodeproj", configurationFiles: files)
        #expect(project.targets.map(\.moduleName) == ["AppDeep"])
        #expect(project.problems.isEmpty)
    }
}
