/// One target's share of a run's findings, as a build-tool plugin reports them when it runs for
/// that target (`archlint lint --target NAME [--target-folder DIR]`): the findings located in the
/// target's own files, at its declaration, and at the dependencies it declares. A finding about
/// the whole graph (a cycle, an `independent` break) is located at an import or a declaration,
/// so it belongs to the target that holds it, and is printed by that target's run alone.
public struct TargetScope: Hashable, Sendable {
    /// The target's name: a package target's, or an Xcode target's (its module is named as
    /// `PRODUCT_MODULE_NAME`'s default makes it: `My App` is `My_App`).
    public var name: String
    /// The folder, relative to the root, of the package or Xcode project (or spec) that defines it;
    /// `nil` for any. An Xcode target's module is identified by its `.xcodeproj` path, so the folder
    /// holding the project matches too.
    public var folder: String?

    public init(name: String, folder: String? = nil) {
        self.name = name
        self.folder = folder
    }

    /// The local modules the scope selects, in graph order: by module name, or by an Xcode target's
    /// own name where its module is named otherwise (Xcode passes `TARGET_NAME`, `IceCubesApp`,
    /// whose module is `Ice_Cubes`), the first target's or another's that builds the same module.
    public func modules(in graph: Graph) -> [ModuleID] {
        let names: Set<String> = [name, ModuleID.c99Identifier(name)]
        let inFolder = { (module: Module) -> Bool in
            guard let package = module.id.package else { return false }
            guard let folder else { return true }
            return package == folder || RelativePath.parent(package) == folder
        }
        // An Xcode target of that very name wins over another target whose module is named so
        // (the target `Mac` builds `sing_box`, the target `Mac.System` the module `Mac`).
        let targets = graph.modules.filter { $0.allXcodeTargetNames.contains(name) && inFolder($0) }
        if !targets.isEmpty {
            return (targets + graph.modules.filter { !$0.isXcodeTarget && names.contains($0.name) && inFolder($0) })
                .map(\.id).sorted()
        }
        return graph.modules.filter { module in names.contains(module.name) && inFolder(module) }.map(\.id)
    }

    /// The findings of `findings` (as the rules gave them, before they are merged by place) that
    /// belong to `modules`' targets: in their files, at their declarations and the dependencies
    /// they declare, and anywhere in a package target's declaration in `Package.swift` (a
    /// dependency entry archlint could not read is reported there).
    ///
    /// In a file several targets compile, an import's finding belongs to the target that imports
    /// (`'AppB' imports 'Base'`), whichever lists the file first: an extension's build must not
    /// pass over its own break, nor the app's fail on the extension's. A use of a name declared in
    /// another file belongs to each target that compiles that file (each build finds the name
    /// among its own files: a shared file that uses a type only the tvOS target declares breaks
    /// the tvOS build). Other findings there belong to the target that lists the file first (its
    /// primary module): reported once.
    public static func findings(_ findings: [Finding], of modules: [ModuleID], in graph: Graph, target: String? = nil) -> [Finding] {
        let selected = Set(modules)
        var files = Set(graph.files.lazy.filter { $0.module.map(selected.contains) ?? false }.map(\.path))
        let shared = graph.filesOfSeveralModules
        var places = Set(graph.modules.lazy.filter { selected.contains($0.id) }.compactMap(\.location))
        places.formUnion(graph.dependencies.lazy.filter { selected.contains($0.from) }.map(\.location))
        // A module several Xcode targets build: the share of the one named, its files and where it
        // and its dependencies are declared (an iOS build does not fail on a file only the macOS
        // target compiles, nor on a framework only it links).
        if let target {
            for module in graph.modules where selected.contains(module.id) {
                guard let shares = module.xcodeTargetShares, let own = shares[target] else { continue }
                for share in shares.values {
                    files.subtract(share.files)
                    places.subtract(share.places)
                }
                files.formUnion(own.files)
                places.formUnion(own.places)
            }
        }
        // A dependency list several targets share (`let common = [...]`, `dependencies: common`)
        // stands at one place for each: a finding there is about the target its subject names.
        var declaring: [SourceLocation: Set<ModuleID>] = [:]
        for dependency in graph.dependencies where places.contains(dependency.location) {
            declaring[dependency.location, default: []].insert(dependency.from)
        }
        let sharedPlaces = declaring.filter { $0.value.count > 1 }
        let declarations = declarationRanges(of: selected, in: graph)
        let modulesOfFile = shared.isEmpty ? [:] : Dictionary(graph.files.map { ($0.path, $0.modules) }, uniquingKeysWith: { first, _ in first })
        return findings.filter { finding in
            guard let location = finding.location else { return false }
            if let compiling = shared[location.file] {
                if let importer = importer(of: finding, among: compiling) { return selected.contains(importer) }
                if let declaring = declaringFile(ofUseIn: finding) {
                    let users = compiling.filter { (modulesOfFile[declaring] ?? []).contains($0) }
                    if !users.isEmpty { return users.contains(where: selected.contains) }
                }
            }
            if let modules = sharedPlaces[location], let subject = finding.subject,
                let declarer = modules.first(where: { subject.hasPrefix("'\($0.name)' declares a dependency on '") })
            {
                return selected.contains(declarer)
            }
            return files.contains(location.file) || places.contains(location)
                || declarations.contains { $0.start <= location && location.file == $0.start.file && $0.end.map { location < $0 } ?? true }
        }
    }

    /// For a finding about a use of a name another file declares (`'Row.swift' uses 'FocusRing'
    /// of 'tvOS/FocusRing.swift'`), the file that declares it: where its note says so; for a cycle
    /// or chain whose first edge is such a use, the file its note at that place names.
    private static func declaringFile(ofUseIn finding: Finding) -> String? {
        guard let location = finding.location else { return nil }
        let use = "'\(location.file)' uses '"
        if let subject = finding.subject, subject.hasPrefix(use), let note = finding.notes.last, note.message.contains("' is declared here") {
            return note.location?.file
        }
        guard let edge = finding.notes.first(where: { $0.location == location && $0.message.hasPrefix(use) }), edge.message.hasSuffix("'")
        else { return nil }
        let text = Array(edge.message.utf8)
        let of = Array(" of '".utf8)
        var start = text.count - of.count
        while start >= 0, !text[start..<(start + of.count)].elementsEqual(of) { start -= 1 }
        guard start >= 0 else { return nil }
        return String(decoding: text[(start + of.count)..<(text.count - 1)], as: UTF8.self)
    }

    /// The module of `modules` a finding's subject says imports (`'AppB' imports 'Base'`).
    private static func importer(of finding: Finding, among modules: [ModuleID]) -> ModuleID? {
        guard let subject = finding.subject else { return nil }
        return modules.first { subject.hasPrefix("'\($0.name)' imports '") }
    }

    /// Where each selected package target's declaration stands in its `Package.swift`: from its
    /// `.target(` to the next target's (`nil`: to the end of the file).
    private static func declarationRanges(of selected: Set<ModuleID>, in graph: Graph) -> [(start: SourceLocation, end: SourceLocation?)] {
        var ranges: [(start: SourceLocation, end: SourceLocation?)] = []
        for manifest in graph.manifests {
            let targets = manifest.targets.sorted { $0.location < $1.location }
            for (offset, target) in targets.enumerated() where selected.contains(ModuleID(package: manifest.directory, name: target.name)) {
                let next = targets.dropFirst(offset + 1).first { $0.location.file == target.location.file }
                ranges.append((target.location, next?.location))
            }
        }
        return ranges
    }
}

extension ModuleID {
    /// What Xcode's `:c99extidentifier` makes of a name (a target's default module name): every
    /// character but letters, digits and `_` becomes `_`, and a leading digit gets a `_` before it.
    public static func c99Identifier(_ name: String) -> String {
        var result = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.isEmpty ? "_" : result
    }

    /// The name Swift imports it by: SwiftPM turns characters an identifier cannot hold into `_`
    /// (the target `Home-iOS` is the module `Home_iOS`).
    public var moduleName: String {
        // Most names are ASCII letters, digits and `_` already: checked byte by byte, without
        // building Characters (the `manifest` rule asks this for every import it judges).
        let plain = name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_")
        }
        if plain { return name }
        return String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
}
