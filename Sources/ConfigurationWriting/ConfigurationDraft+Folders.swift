import ArchCore

/// Layers kept as folders of one module (`App/Domain/`, `App/Data/`, `App/Presentation/`, or
/// `Feed API/`, `Feed Cache/`, `Feed Presentation/`): the `paths:` globs `archlint init` proposes
/// for each component, by folder name.
struct FolderLayers: Sendable {
    /// Path globs per component name (`domain`: `["App/Domain/**"]`), each list sorted.
    var paths: [String: [String]] = [:]
    /// The files each component's folders hold.
    var files: [String: Set<String>] = [:]
    /// Modules whose folders hold the layers.
    var layeredModules: Set<ModuleID> = []

    /// Component names and the folder-name words that reveal them (see ``component(of:)``). Only
    /// unambiguous words: `Core`, `Models`, `Services`, `Common` or a singular `Feature` (the
    /// domain in some codebases, a screen in others) say nothing sure about a layer.
    static let vocabulary: [(component: String, words: Set<String>)] = [
        ("app", ["app", "application", "compositionroot"]),
        ("features", ["features"]),
        ("adapters", ["adapter", "adapters"]),
        ("presentation", ["presentation", "ui", "views", "viewmodels", "screens", "scenes"]),
        ("application", ["usecases", "usecase", "interactors"]),
        ("infrastructure", ["infrastructure", "infra", "data", "persistence", "networking", "network", "api", "cache", "repositories", "storage"]),
        ("domain", ["domain", "entities"]),
    ]

    /// The folder layers of `modules`: for each module, the folders directly below its folder whose
    /// names reveal a component, kept when they span at least two layers of `layerOrder` (a lone
    /// `Views/` folder is not a layering).
    init(modules: [Module], graph: Graph, layerOrder: [[String]]) {
        let filesByModule = Dictionary(grouping: graph.files.flatMap { file in file.modules.map { ($0, file.path) } }, by: \.0)
        for module in modules {
            let moduleFiles = (filesByModule[module.id] ?? []).map(\.1)
            let folders = ModuleFolders(files: moduleFiles, declaredRoot: module.sourceRoot)
            var found: [String: (component: String, files: Set<String>)] = [:]
            for file in moduleFiles {
                guard let folder = folders.folder(of: file, depth: 1), let component = Self.component(of: folder) else { continue }
                found[folder, default: (component, [])].files.insert(file)
            }
            let components = Set(found.values.map(\.component))
            guard layerOrder.count(where: { !components.isDisjoint(with: $0) }) >= 2 else { continue }
            layeredModules.insert(module.id)
            for (folder, entry) in found {
                let glob = (folders.root.isEmpty ? "" : folders.root + "/") + folder + "/**"
                paths[entry.component, default: []].append(glob)
                files[entry.component, default: []].formUnion(entry.files)
            }
        }
        for key in paths.keys { paths[key]?.sort() }
    }

    /// The component a folder's name reveals: one whose word is the name's last one, two or three
    /// words run together, case aside (`Feed API`, `CoreData`, `Use Cases`, `ViewModels`); `nil`
    /// for other names and for names a glob cannot say literally (`*`, `?`, `{`, `}`, `[`, `]`,
    /// `,`, `\`).
    static func component(of folder: String) -> String? {
        guard !folder.contains(where: { "*?{}[],\\".contains($0) }) else { return nil }
        let words = Self.words(of: folder).map { $0.lowercased() }
        let endings = (1...min(3, words.count)).map { words.suffix($0).joined() }
        return Self.vocabulary.first { entry in endings.contains(where: entry.words.contains) }?.component
    }

    /// `Feed API` → Feed, API; `CoreData` → Core, Data; `HTTPClient` → HTTP, Client; `use_cases` → use, cases.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        for token in name.split(whereSeparator: { " -_.".contains($0) }) {
            let characters = Array(token)
            var start = 0
            for index in characters.indices.dropFirst() where characters[index].isUppercase {
                let afterLower = characters[index - 1].isLowercase || characters[index - 1].isNumber
                let acronymThenWord = characters[index - 1].isUppercase
                    && index + 1 < characters.count && characters[index + 1].isLowercase
                guard afterLower || acronymThenWord else { continue }
                words.append(String(characters[start..<index]))
                start = index
            }
            words.append(String(characters[start...]))
        }
        return words
    }
}

/// Layers kept as Bazel packages (`//features/movies`, `//core/domain`, `//Data`): the `packages:`
/// globs `archlint init` proposes for each component, from the first folder of a Bazel target's
/// package whose name reveals a component (``FolderLayers/component(of:)``): `features/**`,
/// `core/domain/**`.
struct BazelLayers: Sendable {
    /// Package globs per component name, sorted.
    var packages: [String: [String]] = [:]
    /// Per component, the targets its globs would select that a name already places (a target
    /// named `*Domain` under `features/`, an executable): left out with `exclude:`.
    var excluded: [String: [String]] = [:]

    init(modules: [Module], named: Set<ModuleID>) {
        let bazel = modules.filter(\.isBazelTarget)
        var globs: [String: Set<String>] = [:]
        for module in bazel where !named.contains(module.id) {
            guard let (component, folder) = Self.layer(of: module.selectedPackage ?? "") else { continue }
            globs[component, default: []].insert(folder)
        }
        for (component, folders) in globs {
            packages[component] = folders.map { $0 + "/**" }.sorted()
            let claimed = bazel.filter { module in
                named.contains(module.id) && folders.contains { Self.isInside(module.selectedPackage ?? "", $0) }
            }
            if !claimed.isEmpty { excluded[component] = Set(claimed.map(\.name)).sorted() }
        }
    }

    /// The component the package's folders reveal, and the folder that reveals it.
    static func layer(of package: String) -> (component: String, folder: String)? {
        let parts = package.split(separator: "/").map(String.init)
        for index in parts.indices {
            if let component = FolderLayers.component(of: parts[index]) {
                return (component, parts[...index].joined(separator: "/"))
            }
        }
        return nil
    }

    private static func isInside(_ package: String, _ folder: String) -> Bool {
        package == folder || package.hasPrefix(folder + "/")
    }
}
