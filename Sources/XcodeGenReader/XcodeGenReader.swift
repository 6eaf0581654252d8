import ArchCore
import XcodeModel

/// Reads an XcodeGen spec (`project.yml`) statically, as XcodeGen would generate its project:
/// `include:`s merged, target templates applied, multi-platform targets split, source paths
/// resolved. Nothing is run, no environment variable is read; what cannot be evaluated is reported
/// where it is written.
public enum XcodeGenReader {
    /// What the reader may look at besides the spec's own text.
    public struct Files {
        /// The text of a file (relative to the root), `nil` when it cannot be read or lies outside.
        public var text: (String) -> String?
        /// Whether a path (relative to the root) is a folder.
        public var isDirectory: (String) -> Bool
        /// Whether a path (relative to the root) is a Swift file.
        public var isSwiftFile: (String) -> Bool

        public init(text: @escaping (String) -> String?, isDirectory: @escaping (String) -> Bool, isSwiftFile: @escaping (String) -> Bool) {
            self.text = text
            self.isDirectory = isDirectory
            self.isSwiftFile = isSwiftFile
        }
    }

    /// Whether `text` is an XcodeGen spec (see `recognize(_:path:)`).
    public static func isSpec(_ text: String) -> Bool {
        recognize(text, path: "project.yml") == .spec
    }

    /// - Parameters:
    ///   - text: the spec.
    ///   - path: the spec, relative to the root (`project.yml`, `App/project.yml`).
    public static func read(_ text: String, path: String, files: Files) -> XcodeProject {
        var loading = SpecLoading(files: files, rootFolder: RelativePath.parent(path))
        let folder = RelativePath.parent(path)
        var project = XcodeProject(path: path, folder: folder)
        guard let spec = loading.load(text: text, path: path, folder: folder, relativePaths: true) else {
            project.problems = loading.problems
            return project
        }
        project.generatedProject = spec["name"]?.string.map { $0 + ".xcodeproj" }
        var reading = SpecTargets(spec: spec, specPath: path, files: files)
        project.targets = reading.targets()
        project.otherTargets = reading.otherTargets
        // One problem per place and message, however many times merging repeated it.
        project.problems = Array(Set(loading.problems + reading.problems)).sorted {
            ($0.location, $0.message, $0.hidesTargets ? 1 : 0) < ($1.location, $1.message, $1.hidesTargets ? 1 : 0)
        }
        return project
    }
}

/// Loads a spec with the specs it includes, each one's paths made relative to the root.
///
/// Each included spec is read once, however many specs include it (specs that each include the
/// next two times would otherwise be read 2^n times), and the includes are followed with a stack
/// of the loader's own, so a chain of thousands cannot overflow the thread's.
struct SpecLoading {
    let files: XcodeGenReader.Files
    /// The main spec's folder: where `relativePaths: false` includes' paths start.
    let rootFolder: String
    var problems: [XcodeProblem] = []
    /// Included specs already merged with what they include, by path and `relativePaths`; `nil`
    /// for one that could not be read.
    private var loaded: [IncludeKey: SpecNode?] = [:]

    private struct IncludeKey: Hashable {
        var path: String
        var relativePaths: Bool
    }

    /// A spec being loaded: what it says, and the includes not merged yet.
    private struct Frame {
        var key: IncludeKey
        var resolved: SpecNode
        var includes: [Include]
        var next = 0
        var merged: SpecNode
    }

    init(files: XcodeGenReader.Files, rootFolder: String) {
        self.files = files
        self.rootFolder = rootFolder
    }

    /// The spec at `path` merged over what it includes; `nil` when it cannot be read.
    mutating func load(text: String, path: String, folder: String, relativePaths: Bool) -> SpecNode? {
        guard let first = frame(text: text, key: IncludeKey(path: path, relativePaths: relativePaths), folder: folder) else { return nil }
        var stack = [first]
        var onStack: Set<String> = [path]
        while !stack.isEmpty {
            // Read in place: a copy of the top frame would make every change to it copy its arrays.
            let index = stack.count - 1
            if stack[index].next < stack[index].includes.count {
                let include = stack[index].includes[stack[index].next]
                stack[index].next += 1
                let key = IncludeKey(path: include.path, relativePaths: include.relativePaths)
                if onStack.contains(include.path) {
                    problems.append(XcodeProblem(message: "'\(include.path)' includes itself (through other specs); not read again", location: include.location, hidesTargets: false))
                } else if let known = loaded[key] {
                    guard let known else { continue }
                    stack[index].merged = stack[index].merged.merged(with: known)
                    // Merging appends sequences: a spec included many times over, through many
                    // paths, multiplies them. Counting costs what the merge cost.
                    guard stack[index].merged.nodeCount <= SpecNode.nodeLimit else { return tooLarge(path, at: include.location) }
                } else if let text = readable(include) {
                    if let opened = frame(text: text, key: key, folder: RelativePath.parent(include.path)) {
                        stack.append(opened)
                        onStack.insert(include.path)
                    } else {
                        loaded[key] = .some(nil)
                    }
                } else {
                    loaded[key] = .some(nil)
                }
                continue
            }
            let top = stack.removeLast()
            onStack.remove(top.key.path)
            let result = top.merged.merged(with: top.resolved.removing("include"))
            guard !stack.isEmpty else { return result }
            loaded[top.key] = result
            stack[stack.count - 1].merged = stack[stack.count - 1].merged.merged(with: result)
            guard stack[stack.count - 1].merged.nodeCount <= SpecNode.nodeLimit else { return tooLarge(path, at: top.resolved.location) }
        }
        return nil
    }

    /// Refuses the spec: merged with what it includes, it would pass `SpecNode.nodeLimit`.
    private mutating func tooLarge(_ path: String, at location: SourceLocation) -> SpecNode? {
        problems.append(
            XcodeProblem(
                message: "'\(path)' with the specs it includes expands to more than \(SpecNode.nodeLimit) YAML nodes "
                    + "(specs included many times over, most likely); its targets are not in the graph",
                location: location, hidesTargets: true))
        return nil
    }

    /// A spec composed and its paths resolved, or `nil` (with a problem) when it is no spec.
    private mutating func frame(text: String, key: IncludeKey, folder: String) -> Frame? {
        let node: SpecNode
        do {
            node = try SpecNode.compose(text, file: key.path)
        } catch {
            problems.append(XcodeProblem(message: "\(error.message); its targets are not in the graph", location: error.location, hidesTargets: true))
            return nil
        }
        guard node.isMapping || isNull(node) else {
            problems.append(
                XcodeProblem(message: "'\(key.path)' is not an XcodeGen spec (its top level is not a mapping); its targets are not in the graph", location: node.location, hidesTargets: true))
            return nil
        }
        // An empty spec (no document, `~`, comments only) is an empty mapping, as XcodeGen's
        // `loadYamlDictionary` reads it: merging it changes nothing (it used to replace the
        // specs included before it).
        let spec = isNull(node) ? SpecNode(value: .mapping([]), location: node.location) : node
        let resolved = SpecPaths.resolve(spec, from: key.relativePaths ? folder : rootFolder)
        return Frame(
            key: key, resolved: resolved, includes: resolved["include"].map(includes) ?? [],
            merged: SpecNode(value: .mapping([]), location: node.location))
    }

    private func isNull(_ node: SpecNode) -> Bool {
        if case .null = node.value { return true }
        return false
    }

    private struct Include {
        var path: String
        var relativePaths: Bool
        var location: SourceLocation
    }

    /// `include: a.yml`, `include: [a.yml, {path: b.yml, relativePaths: false}]` (paths already
    /// resolved from the including file).
    private func includes(_ node: SpecNode) -> [Include] {
        let items = node.items.isEmpty ? [node] : node.items
        return items.compactMap { item in
            if let path = item.string { return Include(path: path, relativePaths: true, location: item.location) }
            guard let path = item["path"]?.string, item["enable"]?.bool ?? true else { return nil }
            return Include(path: path, relativePaths: item["relativePaths"]?.bool ?? true, location: item.location)
        }
    }

    /// The text of an included spec, or `nil` (with a problem) when it is missing or outside.
    private mutating func readable(_ include: Include) -> String? {
        guard !include.path.hasPrefix("/"), !include.path.hasPrefix("../"), let text = files.text(include.path) else {
            problems.append(
                XcodeProblem(
                    message: "cannot read the included spec '\(include.path)' (missing, or outside the repository); the targets it defines are not in the graph",
                    location: include.location, hidesTargets: true))
            return nil
        }
        return text
    }
}

/// The paths a spec writes, made relative to the root: XcodeGen reads them from the folder of the
/// spec that writes them (unless it is included with `relativePaths: false`).
enum SpecPaths {
    static func resolve(_ spec: SpecNode, from folder: String) -> SpecNode {
        var result = spec
        if let include = spec["include"] { result = result.setting("include", to: resolvePathList(include, folder)) }
        for key in ["targets", "targetTemplates"] {
            guard let targets = spec[key] else { continue }
            let resolved = SpecNode(
                value: .mapping(
                    targets.entries.map { entry in
                        SpecNode.Entry(key: entry.key, keyLocation: entry.keyLocation, value: resolveTarget(entry.value, folder))
                    }), location: targets.location)
            result = result.setting(key, to: resolved)
        }
        // Local packages and referenced projects: the `path` of each entry.
        for key in ["packages", "projectReferences"] {
            guard let entries = spec[key] else { continue }
            let resolved = SpecNode(
                value: .mapping(
                    entries.entries.map { entry in
                        var value = entry.value
                        if let path = value["path"] { value = value.setting("path", to: join(path, folder)) }
                        return SpecNode.Entry(key: entry.key, keyLocation: entry.keyLocation, value: value)
                    }), location: entries.location)
            result = result.setting(key, to: resolved)
        }
        if let local = spec["localPackages"] { result = result.setting("localPackages", to: resolvePathList(local, folder)) }
        if let files = spec["configFiles"] { result = result.setting("configFiles", to: resolveConfigFiles(files, folder)) }
        return result
    }

    /// `configFiles: {Debug: a.xcconfig, Release: b.xcconfig}`: each path from the root.
    private static func resolveConfigFiles(_ node: SpecNode, _ folder: String) -> SpecNode {
        guard case .mapping(let entries) = node.value else { return node }
        return SpecNode(
            value: .mapping(entries.map { SpecNode.Entry(key: $0.key, keyLocation: $0.keyLocation, value: join($0.value, folder)) }),
            location: node.location)
    }

    private static func resolveTarget(_ target: SpecNode, _ folder: String) -> SpecNode {
        var result = target
        if let sources = target["sources"] { result = result.setting("sources", to: resolvePathList(sources, folder)) }
        if let files = target["configFiles"] { result = result.setting("configFiles", to: resolveConfigFiles(files, folder)) }
        if let dependencies = target["dependencies"] {
            result = result.setting(
                "dependencies",
                to: SpecNode(
                    value: .sequence(
                        dependencies.items.map { item in
                            guard let framework = item["framework"] else { return item }
                            return item.setting("framework", to: join(framework, folder))
                        }), location: dependencies.location))
        }
        return result
    }

    /// A path or list of paths, each a string or a mapping with `path`.
    private static func resolvePathList(_ node: SpecNode, _ folder: String) -> SpecNode {
        switch node.value {
        case .scalar: return join(node, folder)
        case .sequence(let items):
            return SpecNode(
                value: .sequence(
                    items.map { item in
                        if item.string != nil { return join(item, folder) }
                        guard let path = item["path"] else { return item }
                        return item.setting("path", to: join(path, folder))
                    }), location: node.location)
        case .mapping:
            guard let path = node["path"] else { return node }
            return node.setting("path", to: join(path, folder))
        case .null: return node
        }
    }

    /// A path written in a spec of `folder`, from the root; an absolute path or one that leaves the
    /// root stays as written (and is reported where it is used).
    private static func join(_ node: SpecNode, _ folder: String) -> SpecNode {
        guard let text = node.string, !text.hasPrefix("/") else { return node }
        // Placeholders are resolved later; `RelativePath.join` must not read them as folders.
        let joined = RelativePath.join(folder, text) ?? (folder.isEmpty ? text : folder + "/" + text)
        return SpecNode(value: .scalar(joined), location: node.location)
    }
}
