import ArchCore

/// Which modules and files a component stands for. Selectors are unions; `exclude` subtracts.
public struct ComponentSelector: Hashable, Sendable {
    /// Module-name globs over local modules (package targets and configured modules).
    public var targets: [String]
    /// Package folder globs relative to the root (`.` is the root package): every target of them.
    public var packages: [String]
    /// File globs relative to the root. Matching files are members; a module is a member when its
    /// source folder matches or every one of its files matches.
    public var paths: [String]
    /// Module-name globs over modules built elsewhere (SDKs, remote packages).
    public var external: [String]
    /// Module-name globs over modules of any kind, test targets included.
    public var modules: [String]
    /// Whether test targets (and their files) are members; `false` by default. With `true`, the
    /// test target `XTests` of a member `X` is a member too.
    public var tests: Bool
    /// Subtracted from what the rest selects (it selects test targets too). Zero or one element.
    public var exclude: [ComponentSelector]

    public init(
        targets: [String] = [], packages: [String] = [], paths: [String] = [], external: [String] = [],
        modules: [String] = [], tests: Bool = false, exclude: ComponentSelector? = nil
    ) {
        self.targets = targets
        self.packages = packages
        self.paths = paths
        self.external = external
        self.modules = modules
        self.tests = tests
        self.exclude = exclude.map { [$0] } ?? []
    }

    /// Every pattern it uses, for finding captures.
    var allPatterns: [String] { targets + packages + paths + external + modules }

    /// Whether a pattern has a `{name}` capture (only meaningful in `independent.among`).
    public var hasCapture: Bool { allPatterns.contains { $0.contains(CapturePattern.token) } }

    static let keys = ["targets", "packages", "paths", "external", "modules", "tests", "exclude"]
}

/// A named group of modules or files from the configuration's `components:`.
public struct Component: Hashable, Sendable {
    public var name: String
    public var selector: ComponentSelector
    /// Where the component's name is written.
    public var location: SourceLocation?

    public init(name: String, selector: ComponentSelector, location: SourceLocation? = nil) {
        self.name = name
        self.selector = selector
        self.location = location
    }
}

extension ComponentSelector {
    /// Reads a selector mapping; `nil` after reporting problems.
    static func decode(_ node: ConfigNode, path: String, decoder: ConfigDecoder, isExclude: Bool = false) -> ComponentSelector? {
        guard let mapping = decoder.mapping(node, path: path, keys: keys) else { return nil }
        var selector = ComponentSelector(tests: isExclude)
        var valid = true
        func list(_ key: String) -> [String] {
            guard let value = mapping[key] else { return [] }
            guard let items = decoder.strings(value, path: mapping.path(key)) else {
                valid = false
                return []
            }
            return items.map(\.value)
        }
        selector.targets = list("targets")
        selector.packages = list("packages")
        selector.paths = list("paths")
        selector.external = list("external")
        selector.modules = list("modules")
        if let value = mapping["tests"] {
            if let tests = decoder.bool(value, path: mapping.path("tests")) { selector.tests = tests } else { valid = false }
        }
        if let value = mapping["exclude"] {
            if let excluded = decode(value, path: mapping.path("exclude"), decoder: decoder, isExclude: true) {
                selector.exclude = [excluded]
            } else {
                valid = false
            }
        }
        // A selector whose only keys were misspelled already has its problem reported.
        if valid, selector.allPatterns.isEmpty, case .mapping(let written) = node.value, written.count == mapping.entries.count {
            decoder.report(
                "\(path): selects nothing; give at least one of targets, packages, paths, external, modules",
                at: node.location)
            return nil
        }
        return valid ? selector : nil
    }
}
