import ArchCore
import XcodeModel
import Foundation

/// Reads the native targets of one project.
struct TargetReading {
    var objects: ProjectObjects
    let paths: ProjectPaths
    /// The `PBXProject` object.
    let root: String
    let projectName: String
    /// The `.xcodeproj`'s folder (where local package paths start).
    let projectFolder: String
    let configurationFiles: [String: String]
    /// The exception sets of each synchronized folder.
    let exceptionSets: [String: [ExceptionSet]]

    init(
        objects: ProjectObjects, paths: ProjectPaths, root: String, projectName: String, projectFolder: String,
        configurationFiles: [String: String]
    ) {
        var objects = objects
        exceptionSets = Self.exceptionSets(&objects)
        self.objects = objects
        self.paths = paths
        self.root = root
        self.projectName = projectName
        self.projectFolder = projectFolder
        self.configurationFiles = configurationFiles
    }

    mutating func target(_ id: String) -> XcodeTarget {
        let name = objects.string(id, "name") ?? objects.string(id, "productName") ?? id
        let settings = settings(of: id, targetName: name)
        var moduleName = BuildSettings.c99Identifier(name)
        switch settings.moduleName() {
        case .success(let expanded): moduleName = expanded
        case .failure(let error):
            objects.problems.append(
                XcodeProblem(
                    message: "cannot work out the module name of target '\(name)': \(error.message); archlint names the module '\(moduleName)' after the target",
                    location: error.location ?? objects.location(of: id), hidesTargets: false))
        }
        var target = XcodeTarget(
            name: name, product: XcodeProduct(type: objects.string(id, "productType") ?? ""),
            productFile: objects.string(id, "productReference").flatMap { builtFileName($0) },
            location: objects.location(of: id), moduleName: moduleName)
        if let reference = objects.string(id, "productReference"), let named = objects.string(reference, "name").map(Self.lastComponent),
            named != target.productFile
        {
            target.otherProductFile = named
        }
        func setting(_ key: String) -> String? { try? settings.resolve(key).get() }
        target.platforms = XcodeTarget.platforms(
            sdkRoot: setting("SDKROOT"), supportedPlatforms: setting("SUPPORTED_PLATFORMS"),
            supportsMacCatalyst: setting("SUPPORTS_MACCATALYST"))
        readPhases(of: id, into: &target)
        target.folders = synchronizedFolders(of: id)
        target.dependencies += packageProducts(of: id)
        target.dependencies += targetDependencies(of: id)
        return target
    }

    /// The file name of a product reference (`EssentialFeed.framework`).
    private func builtFileName(_ id: String) -> String? {
        (objects.string(id, "path") ?? objects.string(id, "name")).map(Self.lastComponent)
    }

    private static func lastComponent(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    // MARK: Build phases

    private mutating func readPhases(of target: String, into result: inout XcodeTarget) {
        for phase in objects.ids(target, "buildPhases") {
            switch objects.isa(phase) {
            case "PBXSourcesBuildPhase": result.files += sourceFiles(of: phase, target: result.name)
            case "PBXFrameworksBuildPhase": result.dependencies += linked(in: phase)
            case nil: objects.problem("target '\(result.name)' names a build phase '\(phase)' the file does not define", at: target)
            default: continue
            }
        }
        result.files = Array(Set(result.files)).sorted()
    }

    private mutating func sourceFiles(of phase: String, target: String) -> [String] {
        var files: [String] = []
        var tooLong: [String] = []
        for buildFile in objects.ids(phase, "files") {
            guard let reference = objects.string(buildFile, "fileRef") else { continue }
            let candidates: [String]
            switch objects.isa(reference) {
            case "PBXFileReference": candidates = [reference]
            case "PBXVariantGroup", "XCVersionGroup": candidates = objects.ids(reference, "children")
            case nil:
                objects.problem("a source of target '\(target)' refers to '\(reference)', which the file does not define; that file is not in the graph", at: buildFile)
                continue
            default: continue
            }
            for candidate in candidates {
                switch paths.path(of: candidate, objects) {
                case .repository(let path) where path.hasSuffix(".swift"): files.append(path)
                case .outside where (objects.string(candidate, "path") ?? "").hasSuffix(".swift"):
                    objects.problem("a source of target '\(target)' lies outside the linted folder; archlint does not read it", at: candidate)
                case .tooLong: tooLong.append(candidate)
                default: continue
                }
            }
        }
        if let first = tooLong.first {
            objects.problem(
                "\(tooLong.count) source\(tooLong.count == 1 ? "" : "s") of target '\(target)' have paths longer than "
                    + "\(ReferencePath.maximumLength) bytes (groups nested too deep), which name no file; archlint does not read them",
                at: first)
        }
        return files
    }

    /// What a Frameworks phase links: products of other targets, package products, SDK and
    /// prebuilt frameworks.
    private mutating func linked(in phase: String) -> [XcodeDependency] {
        var result: [XcodeDependency] = []
        for buildFile in objects.ids(phase, "files") {
            let location = objects.location(of: buildFile)
            if let product = objects.string(buildFile, "productRef") {
                if let dependency = packageProduct(product, location: location) { result.append(dependency) }
                continue
            }
            guard let reference = objects.string(buildFile, "fileRef") else { continue }
            let path = paths.path(of: reference, objects)
            let name = (objects.string(reference, "path") ?? objects.string(reference, "name") ?? "")
            let file = name.split(separator: "/").last.map(String.init) ?? name
            switch path {
            case .built(let tree, _) where tree == "BUILT_PRODUCTS_DIR":
                result.append(XcodeDependency(.builtProduct(file: file), location: location))
            case .built, .repository, .outside, .tooLong:
                if objects.isa(reference) == "PBXReferenceProxy" {
                    result.append(XcodeDependency(.builtProduct(file: file), location: location))
                } else if let module = XcodeDependency.frameworkModule(file) {
                    result.append(XcodeDependency(.external(module), location: location))
                }
            }
        }
        return result
    }

    // MARK: Packages and target dependencies

    private mutating func packageProducts(of target: String) -> [XcodeDependency] {
        var result: [XcodeDependency] = []
        var seen: Set<String> = []
        for product in objects.ids(target, "packageProductDependencies") where seen.insert(product).inserted {
            // A product also linked in the Frameworks phase is declared twice; the graph keeps the
            // first, the phase's entry.
            if let dependency = packageProduct(product, location: objects.location(of: product)) { result.append(dependency) }
        }
        return result
    }


    private mutating func packageProduct(_ id: String, location: SourceLocation) -> XcodeDependency? {
        guard objects.isa(id) == "XCSwiftPackageProductDependency", var name = objects.string(id, "productName") else {
            objects.problem("a package product '\(id)' the file does not define, or without 'productName', is not in the graph", at: id)
            return nil
        }
        // Build-tool plugins are not imported.
        if name.hasPrefix("plugin:") { return nil }
        name = name.trimmingCharacters(in: .whitespaces)
        var localPackage: String?
        var isRemote = false
        if let package = objects.string(id, "package") {
            switch objects.isa(package) {
            case "XCLocalSwiftPackageReference":
                if let relative = objects.string(package, "relativePath") ?? objects.string(package, "path") {
                    localPackage = localPackagePath(relative)
                    if localPackage == nil { objects.problem("local package '\(relative)' lies outside the linted folder", at: package) }
                }
            case "XCRemoteSwiftPackageReference": isRemote = true
            default: break
            }
        }
        return XcodeDependency(.packageProduct(name: name, localPackage: localPackage, isRemote: isRemote), location: location)
    }


    private mutating func targetDependencies(of target: String) -> [XcodeDependency] {
        var result: [XcodeDependency] = []
        for dependency in objects.ids(target, "dependencies") {
            let location = objects.location(of: dependency)
            if let direct = objects.string(dependency, "target"), let name = objects.string(direct, "name") {
                result.append(XcodeDependency(.target(name: name, project: nil), location: location))
            } else if let proxy = objects.string(dependency, "targetProxy") {
                guard let name = objects.string(proxy, "remoteInfo") else { continue }
                let portal = objects.string(proxy, "containerPortal")
                if portal == nil || portal == root {
                    result.append(XcodeDependency(.target(name: name, project: nil), location: location))
                } else if let portal, case .repository(let other) = paths.path(of: portal, objects) {
                    result.append(XcodeDependency(.target(name: name, project: other), location: location))
                } else {
                    objects.problem("target dependency '\(name)' lives in a project outside the linted folder", at: dependency)
                }
            } else if let product = objects.string(dependency, "productRef") {
                if let resolved = packageProduct(product, location: location) { result.append(resolved) }
            }
        }
        return result
    }

    /// The local packages the project references (its `packageReferences`), relative to the root.
    func localPackages(_ root: String) -> [String] {
        objects.ids(root, "packageReferences").compactMap { package -> String? in
            guard objects.isa(package) == "XCLocalSwiftPackageReference",
                let relative = objects.string(package, "relativePath") ?? objects.string(package, "path")
            else { return nil }
            return localPackagePath(relative)
        }.sorted()
    }

    /// A local package's folder from the root; `nil` when it lies outside (absolute, or above the root).
    private func localPackagePath(_ relative: String) -> String? {
        relative.hasPrefix("/") ? nil : RelativePath.join(projectFolder, relative)
    }

    /// Other `.xcodeproj` files the project references (its `projectReferences`), each at its
    /// file reference.
    func projectReferences(_ root: String) -> [XcodeProjectReference] {
        let references = objects[root]?["projectReferences"]?.array ?? []
        return references.compactMap { entry -> XcodeProjectReference? in
            guard let reference = entry.dictionary?["ProjectRef"]?.string,
                case .repository(let path) = paths.path(of: reference, objects)
            else { return nil }
            return XcodeProjectReference(path: path, location: objects.location(of: reference))
        }.sorted { $0.path < $1.path }
    }
}
