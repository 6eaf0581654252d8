import ArchCore

/// The part of a run's graph that an edit to some Swift files' imports leaves as it was, kept by
/// the result cache beside the run's outcome (``WorkspaceLoader/keptGraph(of:_:arcs:)``), so that a
/// run after such an edit builds the graph of the edited files alone
/// (``WorkspaceLoader/editedGraph(_:walked:_:referencedFiles:kept:checkingArcs:)``):
///
/// - every manifest read: the modules and the declared dependencies come from them;
/// - the graph's external modules, each with the number of imports that name it (an import may
///   add one to the graph, or take the last import of one away);
/// - for each Swift file of the walk, in the walk's order: its number of import edges in the graph
///   (after the platform filter), and the external modules its imports name, by their place in
///   that list, once per import;
/// - a digest of the graph's local modules and declared dependencies, which the graph of the
///   edited files must have too;
/// - when the rules judge the module graph's arcs (`no-cycles`) or the modules each module imports
///   (`manifest`), each arc of the import edges with the place (file, line, column) of its first
///   edge: an edit must leave them as they were;
/// - whether any import re-exports its module (`@_exported import`): what a module re-exports
///   changes what others may import, so the `manifest` rule's findings after an edit then need
///   the whole graph.
struct KeptGraph: Equatable {
    /// An arc of the module graph that imports make (from one module to another), with its first
    /// import edge: its file (its place among the walk's Swift files), line and column, and
    /// whether it is compiled on every platform (it is then the first on each).
    struct Arc: Equatable {
        var from: ModuleID
        var to: ModuleID
        var file: Int
        var line: Int
        var column: Int
        var everywhere: Bool
    }

    struct External: Equatable {
        var name: String
        /// How many imports of the tree's files name it (before the platform filter).
        var imports: Int
    }

    /// The manifests, as ``CacheWriter/manifests(_:)`` writes them.
    var manifests: [UInt8]
    /// The local modules' names, sorted: an import of another name is of an external module.
    var locals: [String]
    /// Sorted by name.
    var externals: [External]
    /// Per Swift file of the walk: its edges, the count of its imports of external modules, and
    /// their places in ``externals``; as varints.
    var files: [UInt8]
    var digest: UInt64
    /// `nil` when not worked out (no rule judges the arcs).
    var arcs: [Arc]?
    /// Whether an import edge of the graph re-exports its module (`@_exported import`).
    var exports = false

    func encoded() -> [UInt8] {
        var out = CacheWriter(bytes: [])
        out.lengthPrefixed(manifests)
        out.strings(locals)
        out.varint(externals.count)
        for external in externals {
            out.string(external.name)
            out.varint(external.imports)
        }
        out.lengthPrefixed(files)
        out.word(digest)
        out.bool(arcs != nil)
        if let arcs {
            out.array(arcs) { out, arc in
                out.optionalString(arc.from.package)
                out.string(arc.from.name)
                out.optionalString(arc.to.package)
                out.string(arc.to.name)
                out.varint(arc.file)
                out.varint(arc.line)
                out.varint(arc.column)
                out.bool(arc.everywhere)
            }
        }
        out.bool(exports)
        return out.bytes
    }

    init(
        manifests: [UInt8], locals: [String], externals: [External], files: [UInt8], digest: UInt64, arcs: [Arc]?,
        exports: Bool = false
    ) {
        self.manifests = manifests
        self.locals = locals
        self.externals = externals
        self.files = files
        self.digest = digest
        self.arcs = arcs
        self.exports = exports
    }

    /// What ``encoded()`` wrote; `nil` for bad bytes.
    init?(decoding bytes: [UInt8]) {
        var reader = CacheReader(bytes: bytes, offset: 0)
        guard let manifests = reader.byteRun(), let locals = reader.strings(), let count = reader.int(), count <= bytes.count
        else { return nil }
        var externals: [External] = []
        externals.reserveCapacity(count)
        for _ in 0..<count {
            guard let name = reader.string(), let imports = reader.int() else { return nil }
            externals.append(External(name: name, imports: imports))
        }
        guard let files = reader.byteRun(), let digest = reader.word(), let hasArcs = reader.bool() ?? nil else { return nil }
        var arcs: [Arc]?
        if hasArcs {
            arcs = reader.array { reader -> Arc? in
                guard let fromPackage = reader.optionalString(), let fromName = reader.string(),
                    let toPackage = reader.optionalString(), let toName = reader.string(), let file = reader.int(),
                    let line = reader.int(), let column = reader.int(), let everywhere = reader.bool() ?? nil
                else { return nil }
                return Arc(
                    from: ModuleID(package: fromPackage, name: fromName), to: ModuleID(package: toPackage, name: toName), file: file,
                    line: line, column: column, everywhere: everywhere)
            }
            guard arcs != nil else { return nil }
        }
        guard let exports = reader.bool() ?? nil, reader.offset == bytes.count else { return nil }
        self.init(manifests: manifests, locals: locals, externals: externals, files: files, digest: digest, arcs: arcs, exports: exports)
    }

    /// What one file gave the graph.
    struct FileTally: Equatable {
        /// Its import edges in the graph.
        var edges = 0
        /// The places in ``KeptGraph/externals`` of the external modules its imports name, once per import.
        var externals: [Int] = []
    }

    /// Whether `graph`, the graph of the files at `edited` (positions among the walk's Swift
    /// files; `paths` are theirs, in the same order) alone, leaves the module graph's arcs and
    /// the first edge behind each as they were: each arc the edited files' edges make is a kept
    /// arc whose first edge every platform compiles, and its first edge among them either comes
    /// after the kept first edge's file (a file not edited), or is that edge, at its line and
    /// column; and each arc whose first edge was in an edited file still has it there. `false`
    /// when the arcs were not kept.
    func keepsArcs(_ graph: Graph, edited: [Int], paths: [String]) -> Bool {
        guard let arcs else { return false }
        struct Key: Hashable {
            var from: ModuleID
            var to: ModuleID
        }
        let editedFiles = Set(edited)
        var place: [String: Int] = [:]
        for (index, path) in zip(edited, paths) { place[path] = index }
        var first: [Key: Arc] = [:]
        first.reserveCapacity(arcs.count)
        for arc in arcs { first[Key(from: arc.from, to: arc.to)] = arc }
        // The first edge of each arc among the edited files' edges now: the graph's imports
        // follow the walk's order.
        var firstNow: [Key: ImportEdge] = [:]
        for edge in graph.imports {
            guard let from = edge.from else { return false }
            if from == edge.to { continue }
            let key = Key(from: from, to: edge.to)
            if firstNow[key] == nil { firstNow[key] = edge }
        }
        for (key, edge) in firstNow {
            guard let arc = first[key], arc.everywhere, let file = place[edge.file] else { return false }
            if arc.file == file {
                guard edge.location.line == arc.line, edge.location.column == arc.column, edge.platforms == nil else { return false }
            } else {
                // The kept first edge stays first: in a file not edited, before this one.
                guard !editedFiles.contains(arc.file), arc.file < file else { return false }
            }
        }
        // An arc whose first edge was in an edited file that imports its module no more.
        for arc in arcs where editedFiles.contains(arc.file) {
            guard let edge = firstNow[Key(from: arc.from, to: arc.to)], place[edge.file] == arc.file else { return false }
        }
        return true
    }

    /// Whether the arcs were kept and each first edge in a file at `edited` (positions among the
    /// walk's Swift files; `paths` are theirs, in the same order) is still an import at its line
    /// and column (`imports`, the files' imports now): the part of ``keepsArcs(_:edited:paths:)``
    /// asked before the edited files' graph is built.
    func firstEdgesMayStay(_ edited: [Int], paths: [String], imports: [String: [Import]]) -> Bool {
        guard let arcs else { return false }
        var path: [Int: String] = [:]
        for (index, name) in zip(edited, paths) { path[index] = name }
        return arcs.allSatisfy { arc in
            guard let name = path[arc.file] else { return true }
            return imports[name]?.contains { $0.line == arc.line && $0.column == arc.column && $0.module == arc.to.name } ?? false
        }
    }

    /// The arcs of `graph`'s import edges, each with the file of its first edge (its place among
    /// `files`, the walk's Swift files, whose order the graph's imports follow).
    static func arcs(of graph: Graph, files: [WalkedFile]) -> [Arc]? {
        // Modules by number, arcs as one number each: no module is hashed per edge but the one
        // imported, and the importing module only when it changes (a file's edges share it).
        var number: [ModuleID: Int] = [:]
        number.reserveCapacity(graph.modules.count)
        for (index, module) in graph.modules.enumerated() { number[module.id] = index }
        let count = graph.modules.count
        var seen: Set<Int> = []
        var arcs: [Arc] = []
        var fileIndex = 0
        var last: (id: ModuleID, number: Int)?
        let imports = graph.imports
        // By index: a `for edge in` copies each edge.
        for position in imports.indices {
            let edge = imports[position]
            guard let from = edge.from else { continue }
            let to = edge.to
            if from == to { continue }
            let fromNumber: Int
            if let last, last.id == from {
                fromNumber = last.number
            } else {
                guard let found = number[from] else { return nil }
                (fromNumber, last) = (found, (from, found))
            }
            guard let toNumber = number[to] else { return nil }
            guard seen.insert(fromNumber &* count &+ toNumber).inserted else { continue }
            while fileIndex < files.count, files[fileIndex].path != edge.file { fileIndex += 1 }
            guard fileIndex < files.count else { return nil }
            let location = edge.location
            arcs.append(
                Arc(from: from, to: to, file: fileIndex, line: location.line, column: location.column, everywhere: edge.platforms == nil))
        }
        return arcs
    }

    /// The tallies of the files at `indices` (positions among the walk's Swift files, ascending);
    /// `nil` for bad bytes.
    func tallies(at indices: [Int]) -> [FileTally]? {
        var reader = CacheReader(bytes: files, offset: 0)
        var tallies: [FileTally] = []
        var position = 0
        for index in indices {
            while position < index {
                guard reader.skipTally() else { return nil }
                position += 1
            }
            guard let tally = reader.tally() else { return nil }
            tallies.append(tally)
            position += 1
        }
        return tallies
    }

    /// The tallies of the files at `indices` (positions among the walk's Swift files, ascending),
    /// and ``files`` with theirs replaced by `replacements` (same order); `nil` for bad bytes.
    func splicing(_ indices: [Int], with replacements: [FileTally]) -> (old: [FileTally], files: [UInt8])? {
        var reader = CacheReader(bytes: files, offset: 0)
        var out = CacheWriter(bytes: [])
        out.bytes.reserveCapacity(files.count + 16)
        var old: [FileTally] = []
        var position = 0
        for (index, replacement) in zip(indices, replacements) {
            // Copied as they are up to the file, then its tally read and the new one written.
            let start = reader.offset
            while position < index {
                guard reader.skipTally() else { return nil }
                position += 1
            }
            out.bytes += files[start..<reader.offset]
            guard let tally = reader.tally() else { return nil }
            old.append(tally)
            position += 1
            out.varint(replacement.edges)
            out.varint(replacement.externals.count)
            for external in replacement.externals { out.varint(external) }
        }
        out.bytes += files[reader.offset...]
        return (old, out.bytes)
    }

    /// The digest of what a graph of the same manifests and projects must have whatever its files
    /// import: its local modules and its declared dependencies.
    static func digest(of graph: Graph) -> UInt64 {
        var digest = Digester()
        for module in graph.modules where module.kind != .external {
            digest.add(module.id.package)
            digest.add(module.id.name)
            switch module.kind {
            case .target(let kind): digest.add(kind.rawValue)
            case .configured: digest.add(1)
            case .external: digest.add(2)
            }
            digest.add(module.sourceRoot)
        }
        digest.add(graph.dependencies.count)
        for dependency in graph.dependencies {
            digest.add(dependency.from.package)
            digest.add(dependency.from.name)
            digest.add(dependency.to.package)
            digest.add(dependency.to.name)
            digest.add(dependency.location.file)
            digest.add(dependency.location.line)
            digest.add(dependency.location.column)
            digest.add(dependency.product)
            digest.add(dependency.platforms ?? [])
        }
        return digest.value
    }
}

extension CacheWriter {
    /// A count, then each manifest.
    mutating func manifests(_ manifests: [Manifest]) {
        varint(manifests.count)
        for manifest in manifests { self.manifest(manifest) }
    }
}

extension CacheReader {
    /// A length-prefixed run of bytes; `nil` for bad bytes.
    mutating func byteRun() -> [UInt8]? {
        guard let length = int(), length <= bytes.count - offset else { return nil }
        defer { offset += length }
        return Array(bytes[offset..<(offset + length)])
    }

    /// What ``CacheWriter/manifests(_:)`` wrote; `nil` for bad bytes.
    mutating func manifests() -> [Manifest]? { array { $0.manifest() } }

    fileprivate mutating func tally() -> KeptGraph.FileTally? {
        guard let edges = int(), let count = int(), count <= bytes.count - offset else { return nil }
        var tally = KeptGraph.FileTally(edges: edges)
        tally.externals.reserveCapacity(count)
        for _ in 0..<count {
            guard let external = int() else { return nil }
            tally.externals.append(external)
        }
        return tally
    }

    fileprivate mutating func skipTally() -> Bool {
        guard int() != nil, let count = int(), count <= bytes.count - offset else { return false }
        for _ in 0..<count {
            guard varint() != nil else { return false }
        }
        return true
    }
}
