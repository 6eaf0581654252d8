import ArchCore
import XcodeModel

/// The targets of a merged spec, as XcodeGen generates them.
struct SpecTargets {
    let spec: SpecNode
    let specPath: String
    let files: XcodeGenReader.Files
    var problems: [XcodeProblem] = []
    /// Templates applied for the target being read: templates that each name the next twice
    /// (`T0: {templates: [T1, T1]}`, ...) apply 2^n times (26 levels ran for minutes; found by
    /// hand). Real targets apply a handful.
    private var templateApplications = 0
    static let maximumTemplateApplications = 1_000

    init(spec: SpecNode, specPath: String, files: XcodeGenReader.Files) {
        self.spec = spec
        self.specPath = specPath
        self.files = files
    }

    /// Target keys that change no module, file or dependency of the graph.
    private static let inertKeys: Set<String> = [
        "deploymentTarget", "info", "entitlements", "attributes", "preBuildScripts", "postCompileScripts",
        "postBuildScripts", "buildRules", "buildToolPlugins", "scheme", "directlyEmbedCarthageDependencies",
        "requiresObjCLinking", "onlyCopyFilesOnInstall", "putResourcesBeforeSourcesBuildPhase",
        "transitivelyLinkDependencies", "configFiles", "templateAttributes", "templates", "sources", "dependencies",
        "settings", "type", "platform", "supportedDestinations", "productName", "platformSuffix", "platformPrefix",
        "legacy", "settingGroups", "name", "prebuildScripts", "postbuildScripts", "randomExecutionOrder",
        "destinationFilters", "inferDestinationFiltersByPath", "shouldGenerateScheme", "staticLibraryBuildPhase", "enableRunEntitlement",
    ]

    /// Aggregate and legacy targets: no modules, but other targets may depend on them.
    var otherTargets: [String] {
        (spec["aggregateTargets"]?.entries.map(\.key) ?? [])
            + (spec["targets"]?.entries.filter { $0.value["legacy"] != nil }.map { $0.value["name"]?.string ?? $0.key } ?? [])
    }

    mutating func targets() -> [XcodeTarget] {
        var result: [XcodeTarget] = []
        let templates = spec["targetTemplates"]
        for entry in spec["targets"]?.entries ?? [] {
            guard entry.value.isMapping else {
                problem("target '\(excerpt: entry.key)' is not a mapping; skipped", at: entry.keyLocation, hidesTargets: true)
                continue
            }
            // A `name:` inside the target overrides its key.
            let key = entry.value["name"]?.string ?? entry.key
            templateApplications = 0
            guard var target = applyTemplates(entry.value, name: key, templates: templates, seen: []) else {
                problem(
                    "target '\(key)' applies templates more than \(Self.maximumTemplateApplications) times "
                        + "(templates that name others many times over); its files and dependencies are not in the graph",
                    at: entry.value["templates"]?.location ?? entry.keyLocation, hidesTargets: true)
                continue
            }
            target = target.removing("templates")
            if target["legacy"] != nil { continue }
            for unknown in target.entries.map(\.key) where !Self.inertKeys.contains(unknown) {
                problem("target '\(excerpt: key)' has the key '\(excerpt: unknown)', which archlint does not know; its files or dependencies may be wrong", at: entry.keyLocation)
            }
            let platforms = target["platform"]?.items.compactMap(\.string) ?? []
            if platforms.count > 1 || (target["platform"]?.items.count == 1) {
                // One target per platform, named with the platform (`Core_iOS`); the product keeps
                // the target's name.
                let prefix = target["platformPrefix"]?.string ?? ""
                let suffix = target["platformSuffix"]?.string ?? "_${platform}"
                for platform in platforms {
                    let name = placeholders(prefix, ["platform": platform]) + key + placeholders(suffix, ["platform": platform])
                    let one = target.mapScalars { placeholders($0, ["platform": platform]) }
                    var read = read(one, name: name, productName: key, location: entry.keyLocation)
                    read.platforms = Self.platforms([platform])
                    result.append(read)
                }
            } else {
                let platform = target["platform"]?.string ?? ""
                let one = target.mapScalars { placeholders($0, ["platform": platform]) }
                var read = read(one, name: key, productName: nil, location: entry.keyLocation)
                // `supportedDestinations: [iOS, macOS]` (Xcode 14's one target of several platforms).
                read.platforms = Self.platforms(target["supportedDestinations"]?.items.compactMap(\.string) ?? [platform])
                result.append(read)
            }
        }
        return result
    }

    /// The target over its templates (in order, each over the templates it names), with
    /// `${target_name}` and the template attributes replaced; `nil` past
    /// ``maximumTemplateApplications``.
    private mutating func applyTemplates(_ target: SpecNode, name: String, templates: SpecNode?, seen: Set<String>) -> SpecNode? {
        var merged = SpecNode(value: .mapping([]), location: target.location)
        for template in target["templates"]?.strings ?? [] {
            guard let body = templates?[template] else {
                problem("target '\(name)' uses the template '\(template)', which the spec does not define", at: target["templates"]?.location ?? target.location)
                continue
            }
            guard !seen.contains(template) else {
                problem("target '\(name)' uses the template '\(template)', which names itself (through other templates); not applied again", at: target["templates"]?.location ?? target.location)
                continue
            }
            templateApplications += 1
            guard templateApplications <= Self.maximumTemplateApplications,
                let applied = applyTemplates(body, name: name, templates: templates, seen: seen.union([template]))
            else { return nil }
            merged = merged.merged(with: applied.removing("templates"))
        }
        var result = merged.merged(with: target)
        var values = ["target_name": name]
        for attribute in result["templateAttributes"]?.entries ?? [] { values[attribute.key] = attribute.value.string ?? "" }
        result = result.mapScalars { placeholders($0, values) }
        return result
    }

    /// `${name}` and `$name` replaced by `values`; other `${...}` stay (environment variables,
    /// reported where they matter).
    private func placeholders(_ text: String, _ values: [String: String]) -> String {
        guard text.contains("$") else { return text }
        var result = text
        for (key, value) in values {
            result = result.replacingAll("${\(key)}", with: value)
            result = result.replacingAll("$\(key)", with: value)
        }
        return result
    }

    // MARK: One target

    /// XcodeGen's platform names as archlint's (`iOS`, `macOS`, `macCatalyst`, ...); `nil` when one
    /// is unknown (`auto`) or there is none.
    static func platforms(_ names: [String]) -> [String]? {
        let known = ["ios": "iOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS", "maccatalyst": "macCatalyst"]
        let platforms = names.map { known[$0.lowercased()] }
        guard !platforms.isEmpty, platforms.allSatisfy({ $0 != nil }) else { return nil }
        var result: [String] = []
        for platform in platforms.compactMap({ $0 }) where !result.contains(platform) { result.append(platform) }
        // An iOS target may be built for Mac Catalyst (Xcode's default for frameworks).
        if result.contains("iOS"), !result.contains("macCatalyst") { result.append("macCatalyst") }
        return result
    }

    private mutating func read(_ target: SpecNode, name: String, productName: String?, location: SourceLocation) -> XcodeTarget {
        let type = target["type"]?.string ?? ""
        if type.isEmpty { problem("target '\(name)' has no 'type'; archlint treats it as a library", at: location) }
        let productType = type.hasPrefix("com.apple.") ? type : "com.apple.product-type." + type
        let moduleName = self.moduleName(of: target, name: name, productName: productName, location: location)
        var result = XcodeTarget(
            name: name, product: XcodeProduct(type: type.isEmpty ? "" : productType),
            productFile: XcodeProduct(type: productType).builtFile(named: target["productName"]?.string ?? productName ?? name),
            location: location, moduleName: moduleName)
        readSources(target["sources"], of: name, into: &result)
        result.dependencies = dependencies(target["dependencies"], of: name)
        result.skipsDependencies = skippedDependency
        return result
    }

    /// The module name XcodeGen's project gives the target, from the settings it writes as Xcode
    /// layers them, in the release configuration (XcodeGen's `SettingsBuilder`):
    /// - the project's `.xcconfig`, then the project's settings: XcodeGen's base preset
    ///   (`PRODUCT_NAME: $(TARGET_NAME)`, unless that `.xcconfig` sets it or `options.settingPresets`
    ///   leaves the project's out), then `settings:`;
    /// - the target's `.xcconfig`, then its settings: of a target built for several platforms
    ///   (`Core_iOS`), `PRODUCT_NAME` is the name it was written under (`Core`) unless its settings
    ///   set it. A `productName:` names the product's file only.
    private mutating func moduleName(of target: SpecNode, name: String, productName: String?, location: SourceLocation) -> String {
        var layers: [BuildSettings.Layer] = []
        let presets = spec["options"]?["settingPresets"]?.string ?? "all"
        for (level, isProject) in [(spec, true), (target, false)] {
            var fromFile: [String: String] = [:]
            if let file = Self.releaseEntry(of: level["configFiles"])?.string {
                fromFile = XCConfig.settings(at: file, text: files.text)
                layers.append(BuildSettings.Layer(values: fromFile, location: SourceLocation(file: file, line: 1, column: 1)))
            }
            var defaults: [String: String] = [:]
            if isProject, ["all", "project"].contains(presets), fromFile["PRODUCT_NAME"] == nil { defaults["PRODUCT_NAME"] = "$(TARGET_NAME)" }
            if !isProject, let productName { defaults["PRODUCT_NAME"] = productName }
            if !defaults.isEmpty, level["settings"] == nil { layers.append(BuildSettings.Layer(values: defaults, location: location)) }
            if let settings = level["settings"] {
                layers.append(BuildSettings.Layer(values: buildSettings(settings, defaults: defaults), location: settings.location))
            }
        }
        let settings = BuildSettings(layers: layers, builtIn: ["TARGET_NAME": name, "PROJECT_NAME": spec["name"]?.string ?? ""])
        switch settings.moduleName() {
        case .success(let module):
            return module
        case .failure(let error):
            let fallback = BuildSettings.c99Identifier(productName ?? name)
            problem(
                "cannot work out the module name of target '\(name)': \(error.message); archlint names the module '\(fallback)' after the target",
                at: error.location ?? location)
            return fallback
        }
    }

    /// A `settings:` mapping's values: its setting groups' (`groups: [name]`, from the spec's
    /// `settingGroups`, each with its own groups first), its own keys, `base`, and the release
    /// configuration's (what the target builds with by default), as XcodeGen merges them.
    /// `defaults` come after the groups, before the mapping's own keys.
    private func buildSettings(_ node: SpecNode, defaults: [String: String] = [:], visiting: Set<String> = []) -> [String: String] {
        var values: [String: String] = [:]
        for group in node["groups"]?.strings ?? [] where !visiting.contains(group) {
            guard let settings = (spec["settingGroups"] ?? spec["settingPresets"])?[group] else { continue }
            values.merge(buildSettings(settings, visiting: visiting.union([group]))) { _, new in new }
        }
        values.merge(defaults) { _, new in new }
        let structural: Set<String> = ["base", "configs", "groups"]
        // A group is a settings mapping itself, or plain settings.
        for entry in node.entries where !structural.contains(entry.key) { values[entry.key] = entry.value.strings.joined(separator: " ") }
        for entry in node["base"]?.entries ?? [] { values[entry.key] = entry.value.strings.joined(separator: " ") }
        if let release = Self.releaseEntry(of: node["configs"]) {
            for entry in release.entries { values[entry.key] = entry.value.strings.joined(separator: " ") }
        }
        return values
    }

    /// The value for the release configuration in a mapping by configuration name (`configs:`,
    /// `configFiles:`), its name in any case.
    private static func releaseEntry(of node: SpecNode?) -> SpecNode? {
        node?.entries.last { $0.key.lowercased() == "release" }?.value
    }

    // MARK: Sources

    private mutating func readSources(_ node: SpecNode?, of name: String, into target: inout XcodeTarget) {
        guard let node else { return }
        let items = node.items.isEmpty && node.string != nil ? [node] : node.items
        for item in Self.once(items) {
            let path = item.string ?? item["path"]?.string
            guard let path, !path.isEmpty else {
                problem("a source of target '\(name)' has no path; skipped", at: item.location)
                continue
            }
            if item["type"]?.string == "folder" { continue }  // A folder reference: copied, not compiled.
            if let phase = item["buildPhase"], phase.string != "sources" { continue }
            if path.contains("$") {
                problem(
                    "the source '\(path)' of target '\(name)' uses an environment variable archlint does not read; its files are not in the graph",
                    at: item.location)
                continue
            }
            if path.hasPrefix("/") || path.split(separator: "/").contains("..") {
                problem("the source '\(path)' of target '\(name)' lies outside the linted folder; its files are not in the graph", at: item.location)
                continue
            }
            // XcodeGen takes a path with an extension as one file, and any other as a folder it
            // compiles all the way down.
            let hasExtension = path.split(separator: "/").last?.contains(".") ?? false
            if hasExtension {
                // A Swift file the walk did not list (generated by a build step, often `optional:
                // true`, or deleted) is compiled all the same: kept, to be reported as not found.
                if path.hasSuffix(".swift") || files.isSwiftFile(path) { target.files.append(path) }
            } else if files.isDirectory(path) {
                target.folders.append(
                    SynchronizedFolder(
                        path: path, includes: patterns(item["includes"], under: path), excludes: patterns(item["excludes"], under: path)))
            } else if !(item["optional"]?.bool ?? false) {
                problem("the source folder '\(path)' of target '\(name)' does not exist (XcodeGen would stop here)", at: item.location)
            }
        }
    }

    /// Globs relative to a source folder, made relative to the root.
    private func patterns(_ node: SpecNode?, under folder: String) -> [String] {
        (node?.strings ?? []).map { pattern in
            let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
            return folder.isEmpty ? trimmed : folder + "/" + trimmed
        }
    }

    // MARK: Dependencies

    /// Whether the last ``dependencies(_:of:)`` skipped an entry it could not read.
    private var skippedDependency = false

    private mutating func dependencies(_ node: SpecNode?, of name: String) -> [XcodeDependency] {
        var result: [XcodeDependency] = []
        skippedDependency = false
        for item in Self.once(node?.items ?? []) {
            let location = item.location
            if let target = item["target"]?.string {
                if let slash = target.firstIndex(of: "/") {
                    let projectName = String(target[..<slash])
                    let targetName = String(target[target.index(after: slash)...])
                    if let path = spec["projectReferences"]?[projectName]?["path"]?.string {
                        result.append(XcodeDependency(.target(name: targetName, project: path), location: location))
                    } else {
                        problem("target '\(name)' depends on '\(target)', but the spec references no project '\(projectName)'", at: location)
                        skippedDependency = true
                    }
                } else {
                    result.append(XcodeDependency(.target(name: target, project: nil), location: location))
                }
            } else if let framework = item["framework"]?.string {
                let file = framework.split(separator: "/").last.map(String.init) ?? framework
                if item["implicit"]?.bool ?? false {
                    result.append(XcodeDependency(.builtProduct(file: file), location: location))
                } else if let module = XcodeDependency.frameworkModule(file) {
                    result.append(XcodeDependency(.external(module), location: location))
                }
            } else if let carthage = item["carthage"]?.string {
                result.append(XcodeDependency(.external(carthage), location: location))
            } else if let sdk = item["sdk"]?.string {
                // A name (`UIKit.framework`) or a path into the SDK.
                if let module = XcodeDependency.frameworkModule(sdk) { result.append(XcodeDependency(.external(module), location: location)) }
            } else if let package = item["package"]?.string {
                let products = item["products"]?.strings ?? [item["product"]?.string ?? package]
                let declaration = spec["packages"]?[package]
                let local = declaration?["path"]?.string ?? spec["localPackages"]?.strings.first { $0.split(separator: "/").last.map(String.init) == package }
                if declaration == nil, local == nil {
                    // XcodeGen leaves such a dependency out of the project.
                    problem("target '\(name)' depends on the package '\(package)', which the spec's 'packages' does not declare; XcodeGen leaves it out", at: location)
                    continue
                }
                let isRemote = declaration?["url"] != nil || declaration?["github"] != nil
                for product in products {
                    result.append(XcodeDependency(.packageProduct(name: product, localPackage: local, isRemote: isRemote), location: location))
                }
            } else if item["bundle"] != nil {
                continue
            } else {
                problem("a dependency of target '\(name)' is of a kind archlint does not know (\(item.entries.map(\.key).joined(separator: ", "))); skipped", at: location)
                skippedDependency = true
            }
        }
        return result
    }

    /// The entries of a list, each written entry once: specs included more than once merge the
    /// same entry again and again (a 156-byte spec answered for 32 include paths made 32,768
    /// copies of one source, and as many identical warnings; found by the `xcodegen` fuzz target).
    /// An entry is known by where it is written.
    private static func once(_ items: [SpecNode]) -> [SpecNode] {
        var seen = Set<SourceLocation>()
        return items.filter { seen.insert($0.location).inserted }
    }

    private mutating func problem(_ message: String, at location: SourceLocation, hidesTargets: Bool = false) {
        problems.append(XcodeProblem(message: message, location: location, hidesTargets: hidesTargets))
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        return replacing(target, with: replacement)
    }
}
