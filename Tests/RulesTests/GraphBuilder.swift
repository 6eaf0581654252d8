import ArchCore
import Rules

/// Builds graphs in memory: targets, files with their imports (resolved by module name, unknown
/// names become external modules) and dependencies declared in `Package.swift`.
struct GraphBuilder {
    private(set) var modules: [Module] = []
    private var files: [SourceFile] = []
    private var imports: [ImportEdge] = []
    private var dependencies: [DeclaredDependency] = []

    /// A target of the package in folder `package` (`""` is the root package).
    mutating func target(_ name: String, package: String = "", kind: TargetKind = .regular, root: String? = nil) {
        let root = root ?? (package.isEmpty ? "Sources/\(name)" : "\(package)/Sources/\(name)")
        modules.append(Module(id: ModuleID(package: package, name: name), kind: .target(kind), sourceRoot: root))
    }

    mutating func external(_ name: String) {
        guard id(name) == nil else { return }
        modules.append(Module(id: .external(name), kind: .external))
    }

    func id(_ name: String) -> ModuleID? { modules.first { $0.name == name }?.id }

    /// A file of `module` (`nil`: no module claims it) importing `imports`, one per line from line 1.
    mutating func file(_ path: String, in module: String?, imports names: [String]) {
        let from = module.flatMap(id)
        var list: [Import] = []
        for (offset, name) in names.enumerated() {
            external(name)
            let statement = Import(module: name, line: offset + 1, column: 1)
            list.append(statement)
            imports.append(ImportEdge(file: path, from: from, to: id(name)!, import: statement))
        }
        files.append(SourceFile(path: path, module: from, imports: list))
    }

    /// `from` declares a dependency on `to` in its package's manifest, at `line`.
    mutating func declare(_ from: String, on to: String, line: Int, product: String? = nil) {
        external(to)
        let fromID = id(from)!
        let manifest = fromID.package.map { $0.isEmpty ? "Package.swift" : "\($0)/Package.swift" } ?? "Package.swift"
        dependencies.append(DeclaredDependency(from: fromID, to: id(to)!, location: SourceLocation(file: manifest, line: line, column: 9), product: product))
    }

    var graph: Graph { Graph(modules: modules, files: files, dependencies: dependencies, imports: imports) }
}

/// References as the configuration would give them.
func refs(_ names: String..., path: String = "rules[0].to") -> [RuleReference] {
    names.enumerated().map { RuleReference(name: $0.element, location: SourceLocation(file: ".archlint.yml", line: 9, column: $0.offset + 1), path: path) }
}

func component(_ name: String, _ selector: ComponentSelector) -> Component {
    Component(name: name, selector: selector, location: SourceLocation(file: ".archlint.yml", line: 3, column: 3))
}

extension Finding {
    /// `file:line:col: message`, what the tests compare.
    var summary: String { "\(location.map(\.description) ?? "-"): \(message)" }
}

extension Architecture {
    func summaries(on graph: Graph) throws -> [String] {
        try evaluate(on: graph).map(\.summary)
    }
}
