import ArchCore
import Rules

/// The starting `.archlint.yml` that `archlint init` writes: components guessed from target names,
/// the usual rules among them, and the exceptions that make today's code pass.
public struct ConfigurationDraft: Sendable {
    public struct DraftComponent: Sendable {
        var name: String
        /// Target-name globs (or exact names, for the composition root).
        var targets: [String]
        /// Folder globs, for layers kept as folders of one module.
        var paths: [String] = []
        /// Bazel package folder globs (`features/**`), for layers kept as Bazel packages.
        var packages: [String] = []
        /// Targets another component claims first (an executable named `*Feature`, say).
        var excluded: [String]
        var comment: String
    }

    public struct DraftRule: Sendable {
        var comments: [String]
        var name: String
        var kind: String
        /// `key: value` lines of the kind's options, already in YAML.
        var options: [String]
        var because: String
        public var exceptions: [DraftException] = []
        /// A rule that needs no layer names: proposed only when today's code already obeys it,
        /// never with exceptions.
        var onlyIfItHolds = false
    }

    /// An `except:` entry for a finding present when the draft was made.
    public struct DraftException: Hashable, Sendable, Comparable {
        var from: String?
        var to: String?
        var file: String?

        public static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.from ?? "", lhs.to ?? "", lhs.file ?? "") < (rhs.from ?? "", rhs.to ?? "", rhs.file ?? "")
        }
    }

    public var components: [DraftComponent]
    public var rules: [DraftRule]
    /// Whether some component is a layer (named after a target's or a folder's name), not only
    /// the composition root: without layers no rule checks which way dependencies point.
    public var recognisesLayers: Bool { components.contains { $0.name != "app" } }
    /// Folders of test fixtures (packages and projects kept as test data) the draft leaves out with
    /// `exclude:`, as globs.
    public var exclude: [String] = []

    /// Component kinds in layer order, outermost first, with the target-name suffixes that reveal them.
    static let categories: [(name: String, suffixes: [String], comment: String)] = [
        ("features", ["Feature"], "one screen or flow each"),
        ("adapters", ["Adapter", "Adapters"], "implement ports with a framework or a vendor SDK"),
        ("presentation", ["Presentation", "UI"], "views and view models"),
        ("application", ["Application", "UseCases"], "use cases: business policy"),
        ("infrastructure", ["Infrastructure", "Data"], "repositories, storage, networking"),
        ("domain", ["Domain"], "entities and ports: the core"),
    ]

    /// The usual layering, outermost first; each entry is one layer of component names.
    static let layerOrder: [[String]] = [["app"], ["features", "adapters"], ["presentation"], ["application", "infrastructure"], ["domain"]]

    /// The draft for `graph`: only components that select something, only rules that have
    /// something to say. Components come from target names and, in modules no target name places,
    /// from layer-named folders (``FolderLayers``): a module whose folders hold its layers is split
    /// into `paths:` components rather than placed whole.
    public init(graph: Graph) {
        let local = graph.modules.filter { module in
            if case .target(let kind) = module.kind { return kind != .test && kind != .plugin }
            return module.kind == .configured
        }
        let named = Set(local.filter { module in
            module.kind != .target(.executable)
                && Self.categories.contains { $0.suffixes.contains { Self.name(module.name, reveals: $0) } }
        }.map(\.id))
        let folders = FolderLayers(modules: local.filter { !named.contains($0.id) }, graph: graph, layerOrder: Self.layerOrder)
        // A name selects every module so named: an app target named like a split package target
        // (the Xcode app over the package's folder) would put the whole package in the app.
        let layeredNames = Set(local.filter { folders.layeredModules.contains($0.id) }.map(\.name))
        let executables = Set(local.filter { $0.kind == .target(.executable) }.map(\.name))
            .subtracting(layeredNames).sorted()
        let bazel = BazelLayers(modules: local, named: named.union(local.filter { $0.kind == .target(.executable) }.map(\.id)))
        var components: [DraftComponent] = []
        let appPaths = folders.paths["app"] ?? []
        if !executables.isEmpty || !appPaths.isEmpty {
            let comment = executables.isEmpty ? "the composition root" : "the composition root: executable targets"
            components.append(DraftComponent(name: "app", targets: executables, paths: appPaths, excluded: [], comment: comment))
        }
        for category in Self.categories {
            let suffixes = category.suffixes.filter { suffix in local.contains { Self.name($0.name, reveals: suffix) } }
            // What the globs `*Suffix` select but the component is not: the app, modules split
            // by their folders, and names that end with the suffix without meaning it (`CountriesSwiftUI`).
            let excluded = Set(local.filter { module in
                suffixes.contains { module.name.hasSuffix($0) }
                    && (executables.contains(module.name) || layeredNames.contains(module.name)
                        || !suffixes.contains { Self.name(module.name, reveals: $0) })
            }.map(\.name)).sorted()
            let selectsTargets = local.contains { module in
                !excluded.contains(module.name) && suffixes.contains { Self.name(module.name, reveals: $0) }
            }
            let paths = folders.paths[category.name] ?? []
            let packages = bazel.packages[category.name] ?? []
            guard selectsTargets || !paths.isEmpty || !packages.isEmpty else { continue }
            let bazelExcluded = packages.isEmpty ? [] : bazel.excluded[category.name] ?? []
            components.append(DraftComponent(
                name: category.name, targets: selectsTargets ? suffixes.map { "*" + $0 } : [], paths: paths,
                packages: packages, excluded: Array(Set((selectsTargets ? excluded : []) + bazelExcluded)).sorted(),
                comment: category.comment))
        }
        self.components = components
        self.rules = Self.rules(components: components, local: local, graph: graph, domainFiles: folders.files["domain"] ?? [])
            + Self.layerlessRules(components: components, graph: graph)
    }

    /// Whether a target's name ending with `suffix` says its layer: `FeedUI` does, `CountriesSwiftUI`
    /// does not (it names the framework it uses).
    static func name(_ name: String, reveals suffix: String) -> Bool {
        name.hasSuffix(suffix) && !(suffix == "UI" && name.hasSuffix("SwiftUI"))
    }

    private static func rules(
        components: [DraftComponent], local: [Module], graph: Graph, domainFiles: Set<String>
    ) -> [DraftRule] {
        let names = Set(components.map(\.name))
        var rules: [DraftRule] = []
        let layers = layerOrder.map { $0.filter(names.contains) }.filter { !$0.isEmpty }
        if layers.count >= 2 {
            let list = layers.map { $0.count == 1 ? $0[0] : "[" + $0.joined(separator: ", ") + "]" }.joined(separator: ", ")
            rules.append(DraftRule(
                comments: ["Outer layers may use inner ones, never the reverse. Siblings in [ ] may not use each other."],
                name: "Dependencies point inward", kind: "layers", options: ["layers: [\(list)]"],
                because: "The core can be compiled, tested and reused without screens, databases or SDKs."))
        }
        let features = local.filter { $0.name.hasSuffix("Feature") && $0.kind != .target(.executable) }
        if names.contains("features"), features.count >= 2 {
            rules.append(DraftRule(
                comments: ["Each feature module is a member; none may import another."],
                name: "Features are independent", kind: "independent", options: ["among: features"],
                because: "A feature can be built, previewed, tested and removed on its own."))
        }
        // Presentation and data are siblings that meet only in the domain, wired by the composition
        // root: a view model that imports a repository implementation is the classic break.
        let screens = ["features", "presentation"].filter(names.contains)
        if names.contains("infrastructure"), !screens.isEmpty {
            rules.append(DraftRule(
                comments: ["Screens get their data through ports of the domain, never from its implementations."],
                name: "Presentation and data meet only in the domain", kind: "forbid",
                options: ["from: [\(screens.joined(separator: ", "))]", "to: [infrastructure]"],
                because: "A screen that knows a repository or an API client is tied to one way of fetching data."))
        }
        if names.contains("domain") {
            let used = domainDependencies(local: local, graph: graph, files: domainFiles)
            rules.append(DraftRule(
                comments: [
                    "What the domain uses today. Tighten: remove every entry the domain should not need",
                    "(ideally only Foundation), and move the code that needs it behind a port.",
                ],
                name: "The domain depends on nothing else", kind: "allow",
                options: ["from: domain", "to: [" + used.map(yamlScalar).joined(separator: ", ") + "]"],
                because: "Entities and ports are plain Swift; frameworks reach them through ports."))
        }
        return rules
    }

    /// Rules that need no layer names, each proposed only where today's code obeys it (see
    /// ``passing(for:silence:)``): no cycles, plain imports, manifests that declare what targets
    /// import, every module in a component.
    private static func layerlessRules(components: [DraftComponent], graph: Graph) -> [DraftRule] {
        var rules = [
            DraftRule(
                comments: ["Rules that need no layer names: each held when archlint init ran."],
                name: "No cycles between modules", kind: "no-cycles", options: [],
                because: "Modules that depend on each other can no longer be built, tested or replaced alone.", onlyIfItHolds: true),
            DraftRule(
                comments: [], name: "Imports are plain", kind: "imports", options: ["testable: tests-only"],
                because: "Production code uses what a module makes public; @testable belongs in tests.", onlyIfItHolds: true),
        ]
        if graph.manifests.contains(where: { !$0.targets.isEmpty }) {
            rules.append(DraftRule(
                comments: [], name: "Targets declare what they import", kind: "manifest", options: [],
                because: "Each Package.swift stays a true picture of its targets' dependencies.", onlyIfItHolds: true))
        }
        if !components.isEmpty {
            rules.append(DraftRule(
                comments: [], name: "Every module has a place", kind: "exhaustive",
                options: ["components: [" + components.map(\.name).joined(separator: ", ") + "]"],
                because: "A module added with an unexpected name would otherwise be judged by no rule.", onlyIfItHolds: true))
        }
        return rules
    }

    /// Modules that `*Domain` targets and the files of domain folders import or declare today,
    /// other domain modules aside.
    private static func domainDependencies(local: [Module], graph: Graph, files: Set<String>) -> [String] {
        let domain = Set(local.filter { $0.name.hasSuffix("Domain") }.map(\.id))
        let imported = graph.imports.filter { edge in
            edge.from.map(domain.contains) ?? false || files.contains(edge.file)
        }.map(\.to)
        let declared = graph.dependencies.filter { domain.contains($0.from) }.map(\.to)
        let names = (imported + declared).filter { !domain.contains($0) }.map(\.name)
        return Set(names).subtracting(SystemModules.implicit).sorted()
    }
}
