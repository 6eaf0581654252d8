import ArchCore

extension Architecture {
    static let keys = ["version", "exclude", "modules", "components", "rules", "platforms", "swift", "unassigned-files", "references", "build-plugin", "bazel"]
    static let headerKeys = RuleKinds.commonKeys

    /// Reads and validates a configuration tree; every problem found is in the error.
    public static func decode(_ root: ConfigNode) throws(ConfigurationError) -> Architecture {
        let decoder = ConfigDecoder()
        let architecture = decode(root, decoder: decoder)
        guard decoder.problems.isEmpty, let architecture else {
            throw ConfigurationError(problems: decoder.problems.sorted(by: fileOrder))
        }
        return architecture
    }

    private static func decode(_ root: ConfigNode, decoder: ConfigDecoder) -> Architecture? {
        if case .null = root.value {
            decoder.report("the configuration is empty; it needs at least 'version: 1'", at: root.location)
            return nil
        }
        // Top-level keys starting with `x-` are the user's own (where YAML anchors for merge keys
        // live, as in Compose files): not read.
        var root = root
        if case .mapping(let entries) = root.value { root.value = .mapping(entries.filter { !$0.key.hasPrefix("x-") }) }
        guard let top = decoder.mapping(root, path: "", keys: keys) else { return nil }
        var architecture = Architecture()
        if let node = decoder.required(top, "version"), let version = decoder.int(node, path: "version") {
            if version != 1 {
                decoder.report("version: unsupported version \(version); archlint understands version 1", at: node.location)
            }
            architecture.version = version
        }
        if let node = top["exclude"] {
            architecture.exclude = decoder.strings(node, path: "exclude")?.map(\.value) ?? []
        }
        if let node = top["modules"] {
            architecture.modules = decodeModules(node, decoder: decoder)
        }
        if let node = top["components"] {
            architecture.components = decodeComponents(node, decoder: decoder)
        }
        if let node = top["platforms"] {
            architecture.platforms = decodePlatforms(node, decoder: decoder)
        }
        if let node = top["swift"] {
            architecture.swiftVersion = decodeSwiftVersion(node, decoder: decoder)
        }
        if let node = top["unassigned-files"], let text = decoder.string(node, path: "unassigned-files") {
            if text == "ignore" {
                architecture.unassignedFiles = nil
            } else if let severity = Severity(rawValue: text) {
                architecture.unassignedFiles = severity
            } else {
                decoder.report(
                    "unassigned-files: expected one of error, warning, info, ignore, found '\(text)'", at: node.location)
            }
        }
        if let node = top["references"], let value = decoder.bool(node, path: "references") {
            architecture.references = value
        }
        if let node = top["build-plugin"], let plugin = decoder.mapping(node, path: "build-plugin", keys: ["errors-as"]),
            let value = plugin["errors-as"], let text = decoder.string(value, path: "build-plugin.errors-as")
        {
            switch text {
            case "errors": architecture.buildPluginErrorsAs = .error
            case "warnings": architecture.buildPluginErrorsAs = .warning
            default: decoder.report("build-plugin.errors-as: expected errors or warnings, found '\(text)'", at: value.location)
            }
        }
        if let node = top["bazel"], let bazel = decoder.mapping(node, path: "bazel", keys: ["query", "workspace"]) {
            if let query = bazel["query"] {
                // Relative to the root, as the walk names files (`./a.xml` is `a.xml`); a path out of
                // the root stays as written, and the walk never finds it.
                architecture.bazelQueries = (decoder.strings(query, path: "bazel.query") ?? []).map {
                    RelativePath.join("", $0.value) ?? $0.value
                }
            }
            if let workspace = bazel["workspace"] {
                architecture.bazelWorkspace = decoder.string(workspace, path: "bazel.workspace").map {
                    RelativePath.join("", $0) ?? $0
                }
            }
        }
        if let node = top["rules"] {
            architecture.rules = items(node, path: "rules", decoder: decoder).enumerated().compactMap { index, item in
                decodeRule(item, path: "rules[\(index)]", decoder: decoder)
            }
            refuseSharedNames(architecture.rules, decoder: decoder)
        }
        return architecture
    }

    /// Two rules with one name (a rule without `name:` is named by its kind) would be one row of
    /// every report, their findings merged: never meant.
    private static func refuseSharedNames(_ rules: [any ArchitectureRule], decoder: ConfigDecoder) {
        var first: [String: RuleHeader] = [:]
        for rule in rules {
            let header = rule.header
            guard let earlier = first[header.name] else {
                first[header.name] = header
                continue
            }
            let line = earlier.location.map { " (line \($0.line))" } ?? ""
            decoder.report(
                "rules: two rules are named '\(header.name)'\(line); every report would show them as one: give each its own 'name:'",
                at: header.location ?? SourceLocation(file: "", line: 1, column: 1))
        }
    }

    /// The items of a list (a `null` is an empty list).
    static func items(_ node: ConfigNode, path: String, decoder: ConfigDecoder) -> [ConfigNode] {
        switch node.value {
        case .sequence(let items): return items
        case .null: return []
        default:
            decoder.report("\(path): expected a list, found \(node.typeName)", at: node.location)
            return []
        }
    }

    private static func decodeModules(_ node: ConfigNode, decoder: ConfigDecoder) -> [ModuleDefinition] {
        items(node, path: "modules", decoder: decoder).enumerated().compactMap { index, item in
            let path = "modules[\(index)]"
            guard let mapping = decoder.mapping(item, path: path, keys: ["name", "path", "paths"]) else { return nil }
            let name = decoder.required(mapping, "name").flatMap { decoder.string($0, path: mapping.path("name")) }
            let pathKey = mapping["paths"] != nil ? "paths" : "path"
            let globs = decoder.required(mapping, pathKey).flatMap { decoder.strings($0, path: mapping.path(pathKey)) }
            guard let name, let globs else { return nil }
            return ModuleDefinition(name: name, paths: globs.map(\.value), location: item.location)
        }
    }

    private static func decodeComponents(_ node: ConfigNode, decoder: ConfigDecoder) -> [Component] {
        if case .null = node.value { return [] }
        guard let mapping = decoder.mapping(node, path: "components", keys: []) else { return [] }
        return mapping.entries.compactMap { entry in
            let path = "components.\(entry.key)"
            return ComponentSelector.decode(entry.value, path: path, decoder: decoder).map {
                Component(name: entry.key, selector: $0, location: entry.keyLocation)
            }
        }
    }
}
