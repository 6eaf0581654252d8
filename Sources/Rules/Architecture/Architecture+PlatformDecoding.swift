import ArchCore

extension Architecture {
    static let platformKeys = ["name", "flags", "simulator"]

    /// `platforms: [macOS, iOS]`, or entries `{ name: iOS, flags: [DEBUG], simulator: false }`, or a mix.
    static func decodePlatforms(_ node: ConfigNode, decoder: ConfigDecoder) -> [BuildPlatform] {
        let entries: [ConfigNode]
        if case .scalar = node.value { entries = [node] } else { entries = items(node, path: "platforms", decoder: decoder) }
        if entries.isEmpty, case .sequence = node.value {
            decoder.report(
                "platforms: the matrix is empty; name at least one platform or leave 'platforms' out",
                at: node.location)
        }
        return entries.enumerated().compactMap { index, entry in
            decodePlatform(entry, path: "platforms[\(index)]", decoder: decoder)
        }
    }

    private static func decodePlatform(_ node: ConfigNode, path: String, decoder: ConfigDecoder) -> BuildPlatform? {
        if case .scalar = node.value {
            return platformName(node, path: path, decoder: decoder).map { BuildPlatform(name: $0) }
        }
        guard let mapping = decoder.mapping(node, path: path, keys: platformKeys) else { return nil }
        let name = decoder.required(mapping, "name").flatMap { platformName($0, path: mapping.path("name"), decoder: decoder) }
        var platform = BuildPlatform(name: name ?? "")
        var valid = name != nil
        if let flagsNode = mapping["flags"] {
            if let flags = decoder.strings(flagsNode, path: mapping.path("flags")) {
                platform.flags = Set(flags.map(\.value))
            } else {
                valid = false
            }
        }
        if let simulatorNode = mapping["simulator"] {
            if let simulator = decoder.bool(simulatorNode, path: mapping.path("simulator")) {
                platform.simulator = simulator
            } else {
                valid = false
            }
        }
        return valid ? platform : nil
    }

    /// A name of `BuildPlatform.known`, spelled exactly; a near miss says which name was meant.
    private static func platformName(_ node: ConfigNode, path: String, decoder: ConfigDecoder) -> String? {
        guard let name = decoder.string(node, path: path) else { return nil }
        if BuildPlatform.known.contains(name) { return name }
        if let canonical = BuildPlatform.canonicalName(name) {
            decoder.report("\(path): unknown platform '\(name)'; did you mean '\(canonical)'?", at: node.location)
        } else {
            let known = BuildPlatform.known.joined(separator: ", ")
            decoder.report("\(path): unknown platform '\(name)'; expected one of: \(known)", at: node.location)
        }
        return nil
    }

    /// `swift: "6.0"` (or `6`, `5.10`).
    static func decodeSwiftVersion(_ node: ConfigNode, decoder: ConfigDecoder) -> SwiftVersion? {
        guard let text = decoder.string(node, path: "swift") else { return nil }
        guard let version = SwiftVersion(text) else {
            decoder.report("swift: expected a Swift version such as \"6.0\", found '\(text)'", at: node.location)
            return nil
        }
        return version
    }
}
