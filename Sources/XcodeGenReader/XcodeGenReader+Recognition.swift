import ArchCore

/// What a file named like an XcodeGen spec is.
public enum SpecRecognition: Equatable, Sendable {
    /// An XcodeGen spec: read it.
    case spec
    /// Not a spec, nor anything like one (another tool's `project.yml`, an empty file): skip it.
    case other
    /// Not read as a spec, though it looks like one: `reason` says why, at `location`.
    case notASpec(reason: String, location: SourceLocation)
}

extension XcodeGenReader {
    /// Top-level keys only XcodeGen's specs have, besides `targets` and `include`.
    static let specKeys = [
        "options", "settings", "settingGroups", "schemes", "schemeTemplates", "targetTemplates", "packages",
        "projectReferences", "configs", "configFiles", "aggregateTargets", "fileGroups", "attributes", "breakpoints",
    ]
    /// Of those, the keys no other tool's `project.yml` is likely to have: one is enough.
    static let distinctiveKeys: Set<String> = [
        "settingGroups", "schemeTemplates", "targetTemplates", "projectReferences", "configFiles", "aggregateTargets", "fileGroups",
    ]

    /// Whether `text` (the file at `path`) is an XcodeGen spec: a YAML mapping with a top-level
    /// `targets` or `include` key, however the key is written (quoted, flow style). Other tools name
    /// files `project.yml` too, and are skipped; a file that looks like a spec and is not one (a
    /// list at the top, a mapping with XcodeGen's keys but no targets, YAML that does not compose)
    /// is not read, and the reason is said. Text that is not YAML is a spec when a line starts with
    /// `targets` or `include`: the reader then says where the YAML breaks.
    public static func recognize(_ text: String, path: String) -> SpecRecognition {
        let notRead = ": not read as an XcodeGen spec, so the targets it may define are not in the graph"
        let top = SourceLocation(file: path, line: 1, column: 1)
        let spec: SpecNode
        do {
            spec = try SpecNode.compose(text, file: path)
        } catch {
            let keyed = text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).contains { line in
                ["targets", "include"].contains { key in ["", "\"", "'"].contains { line.hasPrefix($0 + key + $0 + ":") } }
            }
            return keyed ? .spec : .notASpec(reason: error.message + notRead, location: error.location)
        }
        switch spec.value {
        case .null:
            return .other
        case .scalar:
            return .notASpec(reason: "'\(path)' is a single value, not a mapping" + notRead, location: top)
        case .sequence:
            return .notASpec(reason: "'\(path)' is a list, not a mapping" + notRead, location: top)
        case .mapping(let entries):
            if spec["targets"] != nil || spec["include"] != nil { return .spec }
            let keys = entries.map(\.key).filter(specKeys.contains)
            let named = entries.contains { $0.key == "name" }
            guard let first = keys.first, named || keys.contains(where: distinctiveKeys.contains) else { return .other }
            let which = named ? "'name' and '\(first)'" : "'\(first)'"
            return .notASpec(
                reason: "'\(path)' has XcodeGen's \(which) but neither 'targets' nor 'include'" + notRead, location: top)
        }
    }
}
