import ArchCore
import Rules

/// The graph a rule example's repository describes (``RuleExample/Case/repository``): files named
/// by a line ending in `:`, their lines indented by two spaces.
struct ExampleRepository {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// A `.target(...)` line of a `Package.swift`.
    private struct Target {
        var module: Module
        /// Each entry: the name written, the product it names (`.product(name:package:)`), where.
        var dependencies: [(name: String, product: String?, location: SourceLocation)]
    }

    private var modules: [Module] = []
    private var files: [SourceFile] = []
    private var imports: [ImportEdge] = []
    private var dependencies: [DeclaredDependency] = []

    static func graph(_ text: String) throws -> Graph {
        var repository = ExampleRepository()
        let blocks = try Self.blocks(text)
        let targets = try blocks.filter { $0.path.hasSuffix("Package.swift") }.flatMap { try Self.targets($0.path, $0.lines) }
        repository.modules = targets.map(\.module)
        let sources = blocks.filter { !$0.path.hasSuffix("Package.swift") }
        // Every module first, so that an import resolves to a target whose files come later.
        for (path, _) in sources {
            guard path.hasSuffix(".swift") else { throw Problem(description: "\(path): neither a Swift file nor a Package.swift") }
            if let module = Self.module(containing: path), !repository.modules.contains(where: { $0.id == module.id }) {
                repository.modules.append(module)
            }
        }
        for (path, lines) in sources { try repository.addFile(path, lines) }
        for target in targets { repository.declare(target) }
        return Graph(
            modules: repository.modules, files: repository.files, dependencies: repository.dependencies,
            imports: repository.imports)
    }

    /// The files in order: each path and its lines, indentation removed.
    private static func blocks(_ text: String) throws -> [(path: String, lines: [String])] {
        var blocks: [(path: String, lines: [String])] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  ") || (line.isEmpty && !blocks.isEmpty) {
                guard !blocks.isEmpty else { throw Problem(description: "a line before the first file: \(line)") }
                blocks[blocks.count - 1].lines.append(String(line.dropFirst(2)))
            } else if line.hasSuffix(":"), !line.hasPrefix(" ") {
                blocks.append((String(line.dropLast()), []))
            } else {
                throw Problem(description: "neither a file's path nor one of its lines: '\(line)'")
            }
        }
        return blocks
    }

    /// The targets a `Package.swift` declares, one per line.
    private static func targets(_ path: String, _ lines: [String]) throws -> [Target] {
        let package = path == "Package.swift" ? "" : String(path.dropLast("/Package.swift".count))
        return try lines.enumerated().filter { !$0.element.isEmpty }.map { offset, line in
            let column = line.prefix { $0 == " " }.count + 1
            let call = line.drop { $0 == " " }
            guard call.hasPrefix("."), let open = call.firstIndex(of: "("),
                let kind = TargetKind(rawValue: String(call[call.index(after: call.startIndex)..<open]))
            else { throw Problem(description: "\(path):\(offset + 1): not a target: '\(line)'") }
            var entries = line.matches(of: /\.product\(name: "([^"]*)"[^)]*\)|"([^"]*)"/).map { match in
                let product = match.output.1.map(String.init)
                let location = SourceLocation(
                    file: path, line: offset + 1, column: line.distance(from: line.startIndex, to: match.range.lowerBound) + 1)
                return (name: product ?? String(match.output.2 ?? ""), product: product, location: location)
            }
            guard !entries.isEmpty else { throw Problem(description: "\(path):\(offset + 1): a target without a name") }
            let name = entries.removeFirst().name
            let root = (package.isEmpty ? "" : package + "/") + (kind == .test ? "Tests/" : "Sources/") + name
            let module = Module(
                id: ModuleID(package: package, name: name), kind: .target(kind), sourceRoot: root,
                location: SourceLocation(file: path, line: offset + 1, column: column))
            return Target(module: module, dependencies: entries)
        }
    }

    /// A `.swift` file, its module named by its path, its imports one per line.
    private mutating func addFile(_ path: String, _ lines: [String]) throws {
        let module = Self.module(containing: path)
        var list: [Import] = []
        for (offset, line) in lines.enumerated() {
            guard let statement = try Self.parseImport(line, line: offset + 1) else { continue }
            list.append(statement)
            let target = resolve(statement.module, near: module?.id.package)
            imports.append(ImportEdge(file: path, from: module?.id, to: target, import: statement))
        }
        files.append(SourceFile(path: path, module: module?.id, imports: list))
    }

    /// The target a file under `PACKAGE/Sources/NAME/` or `PACKAGE/Tests/NAME/` is in.
    private static func module(containing path: String) -> Module? {
        let parts = path.split(separator: "/").map(String.init)
        guard let index = parts.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), index + 2 < parts.count else { return nil }
        let package = parts[..<index].joined(separator: "/")
        let kind: TargetKind = parts[index] == "Tests" ? .test : .regular
        return Module(
            id: ModuleID(package: package, name: parts[index + 1]), kind: .target(kind),
            sourceRoot: parts[...(index + 1)].joined(separator: "/"))
    }

    /// An import declaration (`@testable internal import struct M.T`); `nil` for any other line.
    static func parseImport(_ line: String, line number: Int) throws -> Import? {
        if line.drop(while: { $0 == " " }).hasPrefix("#") {
            throw Problem(description: "line \(number): compiler directives are not supported: '\(line)'")
        }
        var words = line.split(separator: " ").map(String.init)[...]
        guard words.contains("import") else { return nil }
        var attributes: [String] = []
        var access: AccessLevel?
        while let word = words.first, word != "import" {
            if word.hasPrefix("@") {
                attributes.append(String(word.dropFirst()))
            } else if let level = AccessLevel(rawValue: word) {
                access = level
            } else {
                return nil
            }
            words.removeFirst()
        }
        words.removeFirst()
        let kinds = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        let kind = words.first.flatMap { kinds.contains($0) ? $0 : nil }
        guard let path = words.last?.split(separator: ".").map(String.init), let module = path.first else { return nil }
        return Import(
            module: module, path: path, kind: kind, attributes: attributes, accessLevel: access, line: number,
            column: line.prefix { $0 == " " }.count + 1)
    }

    /// The module a name denotes from a package: its own target of the name, else any local
    /// target of the name (a local package's product), else an external module.
    private mutating func resolve(_ name: String, near package: String?) -> ModuleID {
        let local = modules.filter { $0.name == name && !$0.isExternal }
        if let module = local.first(where: { $0.id.package == package }) ?? local.first { return module.id }
        if !modules.contains(where: { $0.id == .external(name) }) { modules.append(Module(id: .external(name), kind: .external)) }
        return .external(name)
    }

    private mutating func declare(_ target: Target) {
        for entry in target.dependencies {
            let to = resolve(entry.name, near: target.module.id.package)
            let product = entry.product ?? (to.package == target.module.id.package ? nil : entry.name)
            dependencies.append(DeclaredDependency(from: target.module.id, to: to, location: entry.location, product: product))
        }
    }
}
