import ArchCore

/// One target of a `bazel query` output, with the attributes archlint reads.
public struct BazelTarget: Hashable, Sendable {
    /// The target's label as Bazel prints it (`//features/movies:movies`, `@repo//pkg:lib`).
    public var label: BazelLabel
    /// The rule's class (`swift_library`, `swift_test`, a company's own rule).
    public var ruleClass: String
    /// Where the rule is called, as the query printed it (`features/movies/BUILD.bazel:9:12`, or an
    /// absolute path without `--relative_locations`); `nil` when the output has none.
    public var location: String?
    /// `module_name`, when set.
    public var moduleName: String?
    /// `srcs`, as labels.
    public var srcs: [BazelLabel] = []
    /// `deps`, as labels.
    public var deps: [BazelLabel] = []
    /// `private_deps` (rules_swift: dependencies the module's interface does not expose).
    public var privateDeps: [BazelLabel] = []
    /// `aspect_hints` (a `swift_interop_hint` among them names a C module for Swift).
    public var aspectHints: [BazelLabel] = []
    /// `testonly = True`.
    public var testonly = false
    /// The macro that made the target, when a macro did (`generator_function`).
    public var generatorFunction: String?
    /// An `alias`'s `actual`; a `mixed_language_library`'s Swift target (`swift_target`).
    public var actual: BazelLabel?
    /// The attributes among `srcs`, `deps` and `private_deps` whose value is a `select()` the
    /// output kept (`--noproto:flatten_selects`): read as the union of its branches.
    public var selects: [String] = []

    public init(label: BazelLabel, ruleClass: String, location: String? = nil) {
        self.label = label
        self.ruleClass = ruleClass
        self.location = location
    }

    /// The module's name: `module_name`, else the name rules_swift derives from the label.
    public var swiftModuleName: String { moduleName.flatMap { $0.isEmpty ? nil : $0 } ?? label.derivedModuleName }

    /// A test target: a `*_test` rule or a `testonly` one.
    public var isTest: Bool { ruleClass.hasSuffix("_test") || testonly }

    /// What a rule is to archlint.
    public enum Role: Sendable {
        /// A Swift module: a rule of rules_swift that compiles one (`swift_library`,
        /// `swift_binary`, `swift_test`, `swift_compiler_plugin`, `swift_proto_library`, a
        /// company's `*swift*` rule), or any rule with `.swift` sources.
        case swift
        /// A module Swift imports whose sources are not Swift (`objc_library`, `cc_library`, a
        /// framework import): its module name may come from a module map.
        case clang
        /// A prebuilt Swift module (`swift_import`).
        case prebuilt
        /// A `filegroup`: its `srcs` stand for it in another rule's `srcs`.
        case fileGroup
        /// An `alias`: its `actual` stands for it.
        case alias
        /// Anything else (`genrule`, `config_setting`, `swift_interop_hint`, a toolchain).
        case other
    }

    static let clangClasses: Set<String> = [
        "objc_library", "cc_library", "objc_import", "apple_static_framework_import", "apple_dynamic_framework_import",
        "apple_static_xcframework_import", "apple_dynamic_xcframework_import",
    ]
    static let swiftSupportClasses: Set<String> = [
        "swift_interop_hint", "swift_toolchain", "swift_feature_allowlist", "swift_package_configuration",
        "swift_module_mapping", "swift_library_group",
    ]

    public var role: Role {
        switch ruleClass {
        case "filegroup": return .fileGroup
        // rules_swift's `mixed_language_library` macro makes `NAME_swift`, a `swift_library` of the
        // module, and `NAME`, a `_mixed_language_library` whose `swift_target` is it.
        case "alias", "_mixed_language_library": return .alias
        case "swift_import": return .prebuilt
        case _ where Self.clangClasses.contains(ruleClass): return .clang
        case _ where Self.swiftSupportClasses.contains(ruleClass): return .other
        default:
            return ruleClass.contains("swift") || srcs.contains(where: { $0.name.hasSuffix(".swift") }) ? .swift : .other
        }
    }
}

/// A Bazel label: `@repo//package/path:name`. The repository is `nil` for the main one.
public struct BazelLabel: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The repository without its `@`s (`nil` for `//...` labels and `@//...`, the main repository).
    public var repository: String?
    /// The package path, without `//` (`""` for the root package).
    public var package: String
    public var name: String

    public init(repository: String?, package: String, name: String) {
        self.repository = repository
        self.package = package
        self.name = name
    }

    /// Parses an absolute label (what `bazel query` prints); `nil` for anything else.
    public init?(_ text: String) {
        var rest = Substring(text)
        var repository: String?
        if rest.hasPrefix("@") {
            rest = rest.drop { $0 == "@" }
            guard let slashes = rest.range(of: "//") else { return nil }
            let name = String(rest[..<slashes.lowerBound])
            repository = name.isEmpty ? nil : name
            rest = rest[slashes.lowerBound...]
        }
        guard rest.hasPrefix("//") else { return nil }
        rest = rest.dropFirst(2)
        if let colon = rest.firstIndex(of: ":") {
            package = String(rest[..<colon])
            name = String(rest[rest.index(after: colon)...])
        } else {
            // `//a/b` is `//a/b:b`.
            package = String(rest)
            name = String(rest.split(separator: "/").last ?? "")
        }
        guard !name.isEmpty else { return nil }
        self.repository = repository
    }

    public var isExternal: Bool { repository != nil }

    public var description: String {
        (repository.map { "@\($0)" } ?? "") + "//" + package + ":" + name
    }

    /// The file a source label names, relative to its repository's root (`pkg/Sub/File.swift`).
    public var filePath: String { package.isEmpty ? name : package + "/" + name }

    /// The module name rules_swift gives a target without `module_name`: the package and the
    /// name, each with every run of characters other than letters, digits and `_` made one `_`
    /// (dropped at either end), joined by `_`; `_` in front of a leading digit
    /// (rules_swift's `derive_swift_module_name`).
    public var derivedModuleName: String {
        let packagePart = Self.moduleNameSafe(package)
        let namePart = Self.moduleNameSafe(name)
        var result = packagePart.isEmpty ? namePart : packagePart + "_" + namePart
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }

    private static func moduleNameSafe(_ text: String) -> String {
        var result = ""
        var pending = false
        for scalar in text.unicodeScalars {
            let identifier = scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar)
            if identifier {
                if pending { result.append("_") }
                pending = false
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty {
                pending = true
            }
        }
        return result
    }

    public static func < (lhs: BazelLabel, rhs: BazelLabel) -> Bool { lhs.description < rhs.description }
}

/// What one query output file holds.
public struct BazelQuery: Sendable {
    /// The rules, in the file's order.
    public var targets: [BazelTarget] = []
    /// What could not be read, at its place in the file.
    public var problems: [Finding] = []

    public init(targets: [BazelTarget] = [], problems: [Finding] = []) {
        self.targets = targets
        self.problems = problems
    }
}
