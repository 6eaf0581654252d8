import ArchCore

/// What the static reader recovered from one `project.pbxproj`, without running Xcode.
public struct XcodeProject: Hashable, Sendable {
    /// The `.xcodeproj` folder relative to the linted root (`App/App.xcodeproj`).
    public var path: String
    /// The folder the project's paths are relative to (the `.xcodeproj`'s folder plus
    /// `projectDirPath`), relative to the root.
    public var folder: String
    /// Native targets, in the project's order (aggregate and legacy targets compile nothing).
    public var targets: [XcodeTarget]
    /// Other projects this one references (`.xcodeproj` file references).
    public var projectReferences: [XcodeProjectReference]
    /// Targets that compile nothing (aggregate and legacy targets): no modules, but other targets
    /// may wait for them.
    public var otherTargets: [String] = []
    /// The local packages the project references (`XCLocalSwiftPackageReference`), relative to the
    /// root: where a product without a `package` back-link comes from.
    public var localPackages: [String] = []
    /// What the reader could not understand, each at the object it skipped.
    public var problems: [XcodeProblem]
    /// For a spec (XcodeGen's `project.yml`, Tuist's `Project.swift`): the project it generates
    /// beside itself (`App.xcodeproj`, from the spec's name); `nil` for a project, or when the
    /// spec's name could not be read.
    public var generatedProject: String?

    public init(path: String, folder: String, targets: [XcodeTarget] = [], projectReferences: [XcodeProjectReference] = [], problems: [XcodeProblem] = []) {
        self.path = path
        self.folder = folder
        self.targets = targets
        self.projectReferences = projectReferences
        self.problems = problems
    }

    /// The file every location of the project points into.
    public var file: String { path.isEmpty ? "project.pbxproj" : path + "/project.pbxproj" }
}

/// Another project a project references, with the file reference that names it.
public struct XcodeProjectReference: Hashable, Sendable {
    /// The `.xcodeproj` folder, relative to the root.
    public var path: String
    public var location: SourceLocation

    public init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}

/// A `PBXNativeTarget`: one module of the graph.
public struct XcodeTarget: Hashable, Sendable {
    public var name: String
    public var product: XcodeProduct
    /// The file it builds (`EssentialFeed.framework`, `libCore.a`), how other targets link it.
    public var productFile: String?
    /// Another name its product reference gives the file, where it differs from `productFile`:
    /// CocoaPods writes `name = Pods_App.framework; path = "Pods-App.framework"`, and the app
    /// links `Pods_App.framework`, the name `PRODUCT_NAME` gives the built file.
    public var otherProductFile: String?
    /// The target's object in `project.pbxproj`.
    public var location: SourceLocation
    /// The module name the compiler uses: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the
    /// target name, expanded and made a C99 identifier (see ``BuildSettings``).
    public var moduleName: String
    /// `.swift` files of its Sources build phase, relative to the root.
    public var files: [String]
    /// Its synchronized folders (Xcode 16+): every `.swift` file under them, but the exceptions.
    public var folders: [SynchronizedFolder]
    /// Files and folders of other targets' synchronized folders whose exception sets add them to
    /// this target, relative to the root.
    public var sharedPaths: [String]
    public var dependencies: [XcodeDependency]
    /// The platforms it builds for (`iOS`, `macOS`, ...: `SUPPORTED_PLATFORMS`, else `SDKROOT`; a
    /// spec's `platform`), or `nil` when unknown (`SDKROOT = auto`): an import under `#if os(iOS)`
    /// in a file only a macOS target compiles is never compiled.
    public var platforms: [String]?
    /// Whether the reader skipped some of its dependencies (an entry of a spec it cannot evaluate):
    /// any module may be among them, so it is not told an import is declared by nothing.
    public var skipsDependencies = false

    public init(
        name: String, product: XcodeProduct, productFile: String? = nil, location: SourceLocation, moduleName: String,
        files: [String] = [], folders: [SynchronizedFolder] = [],
        sharedPaths: [String] = [], dependencies: [XcodeDependency] = []
    ) {
        self.name = name
        self.product = product
        self.productFile = productFile
        self.location = location
        self.moduleName = moduleName
        self.files = files
        self.folders = folders
        self.sharedPaths = sharedPaths
        self.dependencies = dependencies
    }
}

/// A folder whose `.swift` files a target compiles, all the way down: a
/// `PBXFileSystemSynchronizedRootGroup` (Xcode 16) or a source folder of an XcodeGen or Tuist spec.
public struct SynchronizedFolder: Hashable, Sendable {
    /// Relative to the root.
    public var path: String
    /// Files and folders (relative to the root) its exception sets take out of the target.
    public var excluded: [String]
    /// Globs (relative to the root): when any is given, only the files one of them matches are
    /// compiled (XcodeGen's `includes`, Tuist's globs).
    public var includes: [String]
    /// Globs (relative to the root) of files, or folders, that are not compiled (XcodeGen's
    /// `excludes`, Tuist's `excluding:`).
    public var excludes: [String]

    public init(path: String, excluded: [String] = [], includes: [String] = [], excludes: [String] = []) {
        self.path = path
        self.excluded = excluded
        self.includes = includes
        self.excludes = excludes
    }
}

/// One thing a target declares it needs, with the object in `project.pbxproj` that says so.
public struct XcodeDependency: Hashable, Sendable {
    public enum Reference: Hashable, Sendable {
        /// A Swift package product (`XCSwiftPackageProductDependency`); `package` is the local
        /// package's folder relative to the root, `nil` for a remote package or a missing back-link.
        case packageProduct(name: String, localPackage: String?, isRemote: Bool)
        /// A framework or library another target builds (`BUILT_PRODUCTS_DIR`), by its file name.
        case builtProduct(file: String)
        /// A target this one waits for (`PBXTargetDependency`), in this project (`project` nil)
        /// or in another (its `.xcodeproj` relative to the root).
        case target(name: String, project: String?)
        /// A framework of the SDK (`SDKROOT`), or a prebuilt framework in the repository: a module
        /// built elsewhere.
        case external(String)
    }

    public var reference: Reference
    public var location: SourceLocation

    /// The module a framework file is (`UIKit` for `UIKit.framework`, `Lottie` for
    /// `Lottie.xcframework`, also given as a path); `nil` for a library (`libz.tbd`), whose module
    /// name the file does not give.
    public static func frameworkModule(_ path: String) -> String? {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".framework", ".xcframework"] where file.hasSuffix(suffix) {
            return String(file.dropLast(suffix.count))
        }
        return nil
    }

    public init(_ reference: Reference, location: SourceLocation) {
        self.reference = reference
        self.location = location
    }
}

/// Something of the project file the reader skipped, and where.
public struct XcodeProblem: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation
    /// Whether the targets of the project, or their files, may be unknown because of it.
    public var hidesTargets: Bool

    public init(message: String, location: SourceLocation, hidesTargets: Bool) {
        self.message = message
        self.location = location
        self.hidesTargets = hidesTargets
    }
}

extension XcodeTarget {
    /// The platforms of `SUPPORTED_PLATFORMS` (`iphoneos iphonesimulator macosx`), else of
    /// `SDKROOT` (`iphoneos`), with `macCatalyst` when iOS is one, unless `SUPPORTS_MACCATALYST` is
    /// `NO`; `nil` when neither names only platforms archlint knows (`auto`, a variable, empty).
    public static func platforms(sdkRoot: String?, supportedPlatforms: String?, supportsMacCatalyst: String? = nil) -> [String]? {
        let sdks: [Substring]
        if let supported = supportedPlatforms?.split(whereSeparator: { $0 == " " || $0 == "\t" }), !supported.isEmpty {
            sdks = supported
        } else if let root = sdkRoot?.split(separator: "/").last, !root.isEmpty {
            sdks = [root]
        } else {
            return nil
        }
        var result: [String] = []
        for sdk in sdks {
            // `iphoneos17.2`, `macosx`, a path's last folder (`.../iPhoneOS.sdk`).
            let name = sdk.lowercased().prefix { $0.isLetter }
            let platform: String
            switch name {
            case "iphoneos", "iphonesimulator": platform = "iOS"
            case "macosx", "macos": platform = "macOS"
            case "appletvos", "appletvsimulator": platform = "tvOS"
            case "watchos", "watchsimulator": platform = "watchOS"
            case "xros", "xrsimulator", "visionos": platform = "visionOS"
            default: return nil
            }
            if !result.contains(platform) { result.append(platform) }
        }
        // Xcode builds an iOS framework for Mac Catalyst too unless told not to (its default is YES
        // for every iOS target but apps and app extensions, and a Catalyst app builds what it links
        // for Catalyst): only an explicit NO leaves Catalyst out.
        if result.contains("iOS"), supportsMacCatalyst?.uppercased() != "NO" { result.append("macCatalyst") }
        return result
    }
}
